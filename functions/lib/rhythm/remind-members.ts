import { reminderStillTimely } from '../../../shared/domain/weekly-rhythm';
import type { EventDetail } from '../../../shared/events/catalogue';
import type { Db } from '../db/service';
import { writeTransaction } from '../db/transaction';
import { outboxItem } from '../events/outbox';
import { trainedOn } from './sessions';

/** A day's marks outlive any retry of its pages (a consumer's message lives 24 hours); the table's TTL removes them after. */
const MARK_DAYS = 3;
/** Members checked at once: the SDK's connections to DynamoDB (50 sockets), so no request waits for one. */
const AT_ONCE = 50;

export type PageOutcome = { reminded: number; alreadyReminded: number; trainedToday: number };

/**
 * Decides the reminders of one page of a slot's members (issue 25, a `training_reminders_page` of the job): each
 * member who has not validated a session that Paris day (any dog) gets one `training_reminder_due`, written with the
 * mark `<member>#<day>` created only if absent, so a page handed out twice (a job run retried, two at once), or retried
 * half done, reminds nobody twice that day. Nothing when the page comes so late that its day is over or its evening
 * quiet. The members are checked AT_ONCE at a time (a page is at most 250).
 */
export async function remindMembers(db: Db, { scheduledTime, day, userIds }: EventDetail<'training_reminders_page'>, now: () => string): Promise<PageOutcome> {
  const outcome: PageOutcome = { reminded: 0, alreadyReminded: 0, trainedToday: 0 };
  if (!reminderStillTimely(day, now())) return outcome;
  const expiresAt = Math.floor(Date.parse(scheduledTime) / 1000) + MARK_DAYS * 86_400;
  const remind = async (userId: string) => {
    if (await trainedOn(db, { userId, day })) {
      outcome.trainedToday += 1;
      return;
    }
    const at = now();
    const result = await writeTransaction(() =>
      db.transaction
        .write((entities) => [entities.reminderMark.create({ userId, day, createdAt: at, expiresAt }).commit(), outboxItem(entities, 'training_reminder_due', { userId, day }, at)])
        .go(),
    );
    if (result.canceled) outcome.alreadyReminded += 1;
    else outcome.reminded += 1;
  };
  for (let start = 0; start < userIds.length; start += AT_ONCE) await Promise.all(userIds.slice(start, start + AT_ONCE).map(remind));
  return outcome;
}
