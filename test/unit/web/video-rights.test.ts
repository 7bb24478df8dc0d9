import { videoRightsView } from '../../../web/src/features/videos/rights';

describe('what the videos pages say a member may send (issue 26)', () => {
  it('counts the plan’s videos left this month', () => {
    expect(videoRightsView({ plan: 'premium', perMonth: 2, remainingThisMonth: 2, credits: 0, canSend: true })).toEqual({
      lines: ['Il te reste 2 vidéos à envoyer ce mois-ci avec ton plan Premium (2 par mois).'],
      blocked: null,
    });
    expect(videoRightsView({ plan: 'expert', perMonth: 6, remainingThisMonth: 1, credits: 0, canSend: true }).lines).toEqual([
      'Il te reste 1 vidéo à envoyer ce mois-ci avec ton plan Expert+ (6 par mois).',
    ]);
  });

  it('offers the extra video once the month’s are sent', () => {
    expect(videoRightsView({ plan: 'premium', perMonth: 2, remainingThisMonth: 0, credits: 0, canSend: false })).toEqual({
      lines: ['Tu as envoyé les 2 vidéos de ton plan Premium ce mois-ci.'],
      blocked: 'quotaExhausted',
    });
  });

  it('asks a Gratuit member to upgrade, unless they hold an extra video', () => {
    expect(videoRightsView({ plan: 'gratuit', perMonth: 0, remainingThisMonth: 0, credits: 0, canSend: false })).toEqual({ lines: [], blocked: 'planRequired' });
    expect(videoRightsView({ plan: 'gratuit', perMonth: 0, remainingThisMonth: 0, credits: 1, canSend: true })).toEqual({
      lines: ['Tu as 1 retour vidéo en réserve : il n’expire jamais.'],
      blocked: null,
    });
  });

  it('counts the extra videos in reserve beside the plan’s', () => {
    expect(videoRightsView({ plan: 'premium', perMonth: 2, remainingThisMonth: 0, credits: 2, canSend: true }).lines).toEqual([
      'Tu as envoyé les 2 vidéos de ton plan Premium ce mois-ci.',
      'Tu as 2 retours vidéo en réserve : ils n’expirent jamais.',
    ]);
  });
});
