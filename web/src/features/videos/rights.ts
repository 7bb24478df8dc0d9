import type * as z from 'zod';
import type { videoRightsSchema } from '../../../../shared/contract/video-schemas';
import { PLANS } from '../../../../shared/domain/plans';
import { VIDEO_EXTRA } from '../../../../shared/domain/videos';

export type VideoRights = z.infer<typeof videoRightsSchema>;

/** Why the member may send no video now: the free plan (an upgrade prompt) or the month's videos all sent. */
export type VideoBlock = 'planRequired' | 'quotaExhausted';

export interface VideoRightsView {
  /** One sentence per thing the member holds: the plan's videos this month, then the extra videos in reserve. */
  lines: string[];
  blocked: VideoBlock | null;
}

const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;
const extraName = VIDEO_EXTRA.name.toLowerCase();
/** 'retours vidéo': French pluralizes the noun, not its complement. */
const extraNames = extraName.replace(/^(\S+)/, '$1s');

/**
 * What the videos pages say a member may send, read from the server's `rights` (GET /videos): the server decides again
 * when the upload is reserved, so this only explains, like the tickets' rights.
 */
export function videoRightsView(rights: VideoRights): VideoRightsView {
  const lines: string[] = [];
  if (rights.perMonth > 0) {
    const plan = PLANS[rights.plan].name;
    lines.push(
      rights.remainingThisMonth > 0
        ? `Il te reste ${plural(rights.remainingThisMonth, 'vidéo', 'vidéos')} à envoyer ce mois-ci avec ton plan ${plan} (${rights.perMonth} par mois).`
        : `Tu as envoyé les ${plural(rights.perMonth, 'vidéo', 'vidéos')} de ton plan ${plan} ce mois-ci.`,
    );
  }
  if (rights.credits > 0) lines.push(`Tu as ${plural(rights.credits, extraName, extraNames)} en réserve : ${rights.credits > 1 ? 'ils n’expirent' : 'il n’expire'} jamais.`);
  const blocked: VideoBlock | null = rights.canSend ? null : rights.perMonth === 0 ? 'planRequired' : 'quotaExhausted';
  return { lines, blocked };
}
