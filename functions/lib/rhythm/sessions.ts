import { parisDayStart, sessionIdRange } from '../../../shared/domain/training-sessions';
import { addDays } from '../../../shared/domain/visio-slots';
import type { Db } from '../db/service';

/**
 * What the weekly rhythm reads of the training-session log (issue 25, engineer D's `trainingSession`, one item per
 * validation): a member's sessions, whatever the dog, through its `byMember` index (gsi1, sorted by instant).
 */

/** How many weeks of sessions the streak is played over: a streak longer than a year shows a year. */
export const RHYTHM_HISTORY_WEEKS = 53;

/** The count of the member's sessions per Paris week (its Monday), from `fromWeek` to `toWeek`. */
export async function sessionsByWeek(db: Db, { userId, fromWeek, toWeek }: { userId: string; fromWeek: string; toWeek: string }): Promise<Record<string, number>> {
  const range = sessionIdRange(fromWeek, toWeek);
  const { data } = await db.entities.trainingSession.query
    .byMember({ userId })
    .between({ sessionId: range.from }, { sessionId: range.to })
    .go({ pages: 'all', attributes: ['week'] });
  const counts: Record<string, number> = {};
  for (const { week } of data) counts[week] = (counts[week] ?? 0) + 1;
  return counts;
}

/** Whether the member validated a session on a Paris day (one item read at most). */
export async function trainedOn(db: Db, { userId, day }: { userId: string; day: string }): Promise<boolean> {
  const end = Date.parse(parisDayStart(addDays(day, 1))) - 1;
  const { data } = await db.entities.trainingSession.query
    .byMember({ userId })
    .between({ sessionId: parisDayStart(day) }, { sessionId: `${new Date(end).toISOString()}_~` })
    .go({ limit: 1, attributes: ['sessionId'] });
  return data.length > 0;
}
