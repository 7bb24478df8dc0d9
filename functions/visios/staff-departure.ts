import { claimCells } from '../../shared/domain/visio-slots';
import type { Db } from '../lib/db/service';
import { writeTransaction } from '../lib/db/transaction';
import { outboxItem } from '../lib/events/outbox';
import { HttpError } from '../lib/http/errors';
import { logger } from '../lib/logger';
import { notificationItem } from '../lib/realtime/notifier';
import type { VisioItem } from '../lib/visios/visio-item';
import { teamAvailability, type EducatorAvailability } from './availability';
import { educatorsOffering } from './book-visio';
import { cancelVisio } from './cancel-visio';

/** What the member reads when nobody could take over their session. */
export const DEPARTURE_CANCEL_REASON = 'L’éducateur prévu a quitté l’équipe et aucun autre éducateur n’est disponible à cette heure-là.';

/** Sessions read per page: the consumer walks an educator's future agenda page by page. */
const PAGE = 25;

/**
 * Someone stops being an educator (issue 21: their educator role taken, or their last staff role): their
 * availability is deleted — members no longer see their slots, and a booking that read them before commits no more
 * (every booking checks, in its transaction, that its educator's availability still exists) — and `staff_left` is
 * written in the same transaction, for the visio-notices consumer to hand over their future sessions
 * (`handOverVisios`). Called after Cognito took the role: a retry of the role change does it again harmlessly.
 */
export async function retireEducator(db: Db, educatorId: string, at: string): Promise<void> {
  await writeTransaction(() =>
    db.transaction.write((entities) => [entities.availability.delete({ educatorId }).commit(), outboxItem(entities, 'staff_left', { educatorId }, at)]).go(),
  );
}

/**
 * A departed educator's future booked sessions (issue 21), each handed to another educator free at the same start
 * (their rules offer it, and their time is free: the claim cells decide, as for a booking), or, when none is, cancelled
 * by the team (`cancelVisio`: credit or payment given back, the member e-mailed). Each session is one conditional
 * transaction over the session as read, so running again — the same event retried, another departure's event — finds
 * nothing left to do: the sessions left are the new educators', or cancelled. Paged: an agenda of any length.
 */
export async function handOverVisios(db: Db, educatorId: string, at: string): Promise<{ reassigned: number; cancelled: number }> {
  const team = (await teamAvailability(db)).filter((educator) => educator.educatorId !== educatorId);
  const outcome = { reassigned: 0, cancelled: 0 };
  let cursor: string | null = null;
  do {
    const page: { data: VisioItem[]; cursor: string | null } = await db.entities.visio.query
      .byEducator({ educatorId })
      .gte({ start: at })
      .where(({ status }, { eq }) => eq(status, 'confirmee'))
      .go({ cursor, limit: PAGE });
    for (const visio of page.data) {
      const done = await handOver(db, visio, team, at);
      if (done !== 'changed') outcome[done] += 1;
    }
    cursor = page.cursor;
  } while (cursor);
  logger.info('Visios d’un éducateur parti confiées ou annulées', { educatorId, ...outcome });
  return outcome;
}

/**
 * One session to another educator: in ONE transaction the session changes hands (on the condition that it is still
 * confirmed, still theirs, unchanged since read), the new educator's cells are claimed (each on the condition that it
 * is free: they have no session then), the departed one's freed, the new educator checked still an educator (their
 * availability exists), and the member told live and by e-mail. Tried with each educator whose rules offer that start,
 * then, if none could take it, cancelled.
 */
async function handOver(db: Db, visio: VisioItem, team: readonly EducatorAvailability[], at: string): Promise<'reassigned' | 'cancelled' | 'changed'> {
  const { visioId, userId } = visio;
  const cells = claimCells(visio.start, visio.durationMinutes, visio.bufferMinutes);
  for (const educator of educatorsOffering(team, { start: visio.start, durationMinutes: visio.durationMinutes, now: at })) {
    const result = await writeTransaction(() =>
      db.transaction
        .write((entities) => [
          entities.visio
            .patch({ visioId })
            .set({ educatorId: educator.educatorId, educatorName: educator.educatorName })
            .composite({ start: visio.start, visioId })
            .add({ version: 1 })
            .where(({ status, educatorId, version }, { eq }) => `${eq(status, 'confirmee')} AND ${eq(educatorId, visio.educatorId)} AND ${eq(version, visio.version)}`)
            .commit(),
          ...cells.map((cell) => entities.visioSlotClaim.create({ educatorId: educator.educatorId, cell, visioId }).commit()),
          ...cells.map((cell) => entities.visioSlotClaim.delete({ educatorId: visio.educatorId, cell }).commit()),
          entities.availability.check({ educatorId: educator.educatorId }).where(({ educatorId: id }, { exists }) => exists(id)).commit(),
          notificationItem(entities, userId, { kind: 'visio_updated', visioId, change: 'reassigned' }, at),
          outboxItem(entities, 'visio_changed_by_team', { userId, visioId, change: 'reassigned' }, at),
        ])
        .go(),
    );
    if (!result.canceled) return 'reassigned';
    // The session changed meanwhile (cancelled or moved by its member): nothing to hand over.
    if (result.data[0]?.code === 'ConditionalCheckFailed') return 'changed';
    // Otherwise that educator is taken then, or left too: the next one.
  }
  try {
    await cancelVisio(db, { visio, by: 'staff', reason: DEPARTURE_CANCEL_REASON, at });
    return 'cancelled';
  } catch (error) {
    if (error instanceof HttpError && error.code === 'VISIO_CHANGED') return 'changed';
    throw error;
  }
}
