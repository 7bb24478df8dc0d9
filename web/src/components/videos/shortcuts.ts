/**
 * The educator's keyboard shortcuts on the player (issue 26): space plays or pauses, ← and → move 5 seconds, `c`
 * writes a comment at the current time. Off while the educator types in a field (a comment's text has spaces and
 * c's) and with a modifier (the browser's and the screen reader's own shortcuts stay theirs).
 */

export type PlayerAction = 'togglePlay' | 'back' | 'forward' | 'comment';

/** How far ← and → move. */
export const SEEK_STEP_SECONDS = 5;

/** The shortcuts as the console lists them on screen, in the order they are listed. */
export const PLAYER_SHORTCUTS: readonly { keys: string; label: string; action: PlayerAction }[] = [
  { keys: 'Espace', label: 'Lecture / pause', action: 'togglePlay' },
  { keys: '←', label: `Reculer de ${SEEK_STEP_SECONDS} s`, action: 'back' },
  { keys: '→', label: `Avancer de ${SEEK_STEP_SECONDS} s`, action: 'forward' },
  { keys: 'C', label: 'Commenter au moment affiché', action: 'comment' },
];

/** What of a keydown decides: its key, its modifiers, and where it happened. */
export interface ShortcutKey {
  key: string;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  /** The focused element's tag name (`event.target`), upper or lower case. */
  targetTag?: string | null;
  /** Whether the focused element is editable (contenteditable). */
  targetEditable?: boolean;
  /** The focused element's role or type: a button, a checkbox or a link answers space itself. */
  targetRole?: string | null;
}

const TYPING_TAGS = new Set(['input', 'textarea', 'select']);
/** A focused <video> with its controls answers space and the arrows itself: the shortcut would act twice. */
const MEDIA_TAGS = new Set(['video', 'audio']);
/** Elements for which space is their own activation: the shortcut would press them twice. */
const SPACE_OWNERS = new Set(['button', 'a', 'summary']);
const SPACE_ROLES = new Set(['button', 'checkbox', 'switch', 'radio', 'link', 'menuitem', 'tab', 'option', 'slider']);

/** The action a keydown asks for, or null when it is not a shortcut here (then the page does nothing with it). */
export function shortcutAction(event: ShortcutKey): PlayerAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  const tag = event.targetTag?.toLowerCase() ?? '';
  if (TYPING_TAGS.has(tag) || MEDIA_TAGS.has(tag) || event.targetEditable) return null;
  switch (event.key) {
    case ' ':
    case 'Spacebar':
      if (SPACE_OWNERS.has(tag) || (event.targetRole && SPACE_ROLES.has(event.targetRole))) return null;
      return 'togglePlay';
    case 'ArrowLeft':
      return event.targetRole === 'slider' ? null : 'back';
    case 'ArrowRight':
      return event.targetRole === 'slider' ? null : 'forward';
    case 'c':
    case 'C':
      return 'comment';
    default:
      return null;
  }
}

/** Reads a DOM keydown into what `shortcutAction` decides on. */
export function shortcutKeyOf(event: KeyboardEvent): ShortcutKey {
  const target = event.target instanceof Element ? event.target : null;
  const html = target instanceof HTMLElement ? target : null;
  return {
    key: event.key,
    altKey: event.altKey,
    ctrlKey: event.ctrlKey,
    metaKey: event.metaKey,
    targetTag: target?.tagName ?? null,
    targetEditable: html?.isContentEditable ?? false,
    targetRole: target?.getAttribute('role') ?? (target instanceof HTMLInputElement ? target.type : null),
  };
}
