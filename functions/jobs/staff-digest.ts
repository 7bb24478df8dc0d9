import { parisDate } from '../../shared/domain/visio-slots';
import { team } from '../lib/auth/team';
import { db, type Db } from '../lib/db/service';
import { writeTransaction } from '../lib/db/transaction';
import { outboxItem } from '../lib/events/outbox';
import { jobHandler } from '../lib/jobs/job-handler';
import { mailPreferencesOf, markExpiry } from '../lib/staff/mail-preferences';

export const JOB = 'staff-digest';

/**
 * The educators' morning digest (issue 21), at 8:00 in Paris: for each educator of the team (the pool's `educator`
 * group, read afresh) who keeps the digest on, one transaction writes the mark `<staffId>#<day>` (created only if
 * absent) and the `staff_digest_due` event, so a run repeated or retried for the same day adds none; the staff-mail
 * consumer then reads their tickets and visios as of the run's due time and sends it (or nothing, on an empty day).
 * The day comes from the run's due time, never the clock: a run retried after midnight still sends that day's.
 */
export async function planDigests(db: Db, scheduledTime: string): Promise<{ planned: number; alreadyPlanned: number; optedOut: number }> {
  const day = parisDate(scheduledTime);
  const educators = (await team(db, Date.now(), true)).filter((member) => member.roles.includes('educator') && !member.invitationPending);
  const preferences = await mailPreferencesOf(db, educators.map(({ id }) => id));
  const summary = { planned: 0, alreadyPlanned: 0, optedOut: 0 };
  for (const { id: staffId } of educators) {
    if (!preferences.get(staffId)?.digest) {
      summary.optedOut += 1;
      continue;
    }
    const result = await writeTransaction(() =>
      db.transaction
        .write((entities) => [
          entities.staffMailMark.create({ kind: 'digest', key: `${staffId}#${day}`, createdAt: scheduledTime, expiresAt: markExpiry(scheduledTime) }).commit(),
          outboxItem(entities, 'staff_digest_due', { staffId, day, at: scheduledTime }, scheduledTime),
        ])
        .go(),
    );
    if (result.canceled) summary.alreadyPlanned += 1;
    else summary.planned += 1;
  }
  return summary;
}

export const handler = jobHandler(JOB, ({ scheduledTime }) => planDigests(db(), scheduledTime));
