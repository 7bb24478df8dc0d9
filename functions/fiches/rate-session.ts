import type { RatedSession } from '../../shared/contract/progression-schemas';
import type { SessionRatingForm } from '../../shared/schemas/session-rating';
import { isConditionFailure } from '../lib/db/condition';
import type { Db } from '../lib/db/service';
import { HttpError } from '../lib/http/errors';

/**
 * 'Comment ça s’est passé ?' (issue 25): the member rates one of their training sessions, 1 to 5, with a short note
 * if they want. The session is found by its key, whose member is the token's: another member's session is not
 * found (404, as one that does not exist), and nothing is created — the update is conditioned on the item existing
 * (ElectroDB's `patch`), in one write with no read before it. Rating again replaces the rating; a rating sent
 * without a note removes the earlier note, so the session says what the member last said.
 */
export async function rateSession(
  db: Db,
  { userId, dogId, sessionId, rating, note, at }: { userId: string; dogId: string; sessionId: string; at: string } & SessionRatingForm,
): Promise<RatedSession> {
  const update = db.entities.trainingSession.patch({ userId, dogId, sessionId }).set({ rating, ratedAt: at, ...(note ? { note } : {}) });
  try {
    const { data } = await (note ? update : update.remove(['note'])).go({ response: 'all_new' });
    return { sessionId, dogId, ficheId: data.ficheId, rating, note: data.note ?? null, ratedAt: at };
  } catch (error) {
    if (isConditionFailure(error)) throw new HttpError('SESSION_NOT_FOUND');
    throw error;
  }
}
