import { PLAYER_SHORTCUTS, shortcutAction } from '../../../web/src/components/videos/shortcuts';

describe('the educator’s player shortcuts (issue 26)', () => {
  it('plays or pauses on space, moves 5 s on the arrows, comments on c', () => {
    expect(shortcutAction({ key: ' ', targetTag: 'BODY' })).toBe('togglePlay');
    expect(shortcutAction({ key: 'ArrowLeft', targetTag: 'DIV' })).toBe('back');
    expect(shortcutAction({ key: 'ArrowRight', targetTag: 'DIV' })).toBe('forward');
    expect(shortcutAction({ key: 'c', targetTag: 'BODY' })).toBe('comment');
    expect(shortcutAction({ key: 'C', targetTag: 'BODY' })).toBe('comment');
    expect(shortcutAction({ key: 'x', targetTag: 'BODY' })).toBeNull();
  });

  it('is off while typing in a field', () => {
    for (const targetTag of ['INPUT', 'TEXTAREA', 'SELECT', 'input']) {
      expect(shortcutAction({ key: 'c', targetTag })).toBeNull();
      expect(shortcutAction({ key: ' ', targetTag })).toBeNull();
      expect(shortcutAction({ key: 'ArrowLeft', targetTag })).toBeNull();
    }
    expect(shortcutAction({ key: 'c', targetTag: 'DIV', targetEditable: true })).toBeNull();
  });

  it('leaves space to a focused button, link or switch, and every key to the focused player’s own controls', () => {
    expect(shortcutAction({ key: ' ', targetTag: 'BUTTON' })).toBeNull();
    expect(shortcutAction({ key: ' ', targetTag: 'A' })).toBeNull();
    expect(shortcutAction({ key: ' ', targetTag: 'SPAN', targetRole: 'switch' })).toBeNull();
    expect(shortcutAction({ key: 'c', targetTag: 'BUTTON' })).toBe('comment');
    expect(shortcutAction({ key: 'ArrowRight', targetTag: 'BUTTON' })).toBe('forward');
    expect(shortcutAction({ key: ' ', targetTag: 'VIDEO' })).toBeNull();
    expect(shortcutAction({ key: 'ArrowLeft', targetTag: 'VIDEO' })).toBeNull();
    expect(shortcutAction({ key: 'ArrowLeft', targetTag: 'DIV', targetRole: 'slider' })).toBeNull();
  });

  it('leaves the browser’s and the screen reader’s own combinations alone', () => {
    expect(shortcutAction({ key: 'c', ctrlKey: true, targetTag: 'BODY' })).toBeNull();
    expect(shortcutAction({ key: 'c', metaKey: true, targetTag: 'BODY' })).toBeNull();
    expect(shortcutAction({ key: 'ArrowLeft', altKey: true, targetTag: 'BODY' })).toBeNull();
  });

  it('lists every shortcut it answers', () => {
    expect(PLAYER_SHORTCUTS.map((shortcut) => shortcut.action)).toEqual(['togglePlay', 'back', 'forward', 'comment']);
  });
});
