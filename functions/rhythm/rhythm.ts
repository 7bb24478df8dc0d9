import type { Rhythm } from '../../shared/contract/rhythm-schemas';
import { addDays, parisDate } from '../../shared/domain/visio-slots';
import {
  DEFAULT_RHYTHM_SETTINGS,
  reminderSlotOf,
  rhythmSummary,
  weekOf,
  WEEKDAYS,
  withGoal,
  type GoalChange,
  type RhythmSettings,
  type Weekday,
} from '../../shared/domain/weekly-rhythm';
import type { Db } from '../lib/db/service';
import { writeTransaction } from '../lib/db/transaction';
import { HttpError } from '../lib/http/errors';
import { RHYTHM_HISTORY_WEEKS, sessionsByWeek } from '../lib/rhythm/sessions';

/**
 * A member's weekly rhythm (issue 25): the settings ('Mon compte'), and what the dashboard and the progression page
 * show (this week's sessions against the goal, the streak, the month's joker), computed on read from the session log
 * by the pure rules of shared/domain/weekly-rhythm.ts. Nothing of the streak is stored: it cannot drift from the
 * sessions.
 */

interface StoredSettings extends RhythmSettings {
  goals: GoalChange[];
  updatedAt: string;
}

async function storedSettings(db: Db, userId: string): Promise<StoredSettings | null> {
  const { data } = await db.entities.rhythmSettings.get({ userId }).go({ consistent: true });
  if (!data) return null;
  return { ...data, preferredDays: data.preferredDays as Weekday[], goals: data.goals.map(({ from, goal }) => ({ from, goal })) };
}

/** The rhythm as of `now`: the stored settings (or the defaults), a year of sessions, the devices that get notifications. */
export async function readRhythm(db: Db, { userId, now }: { userId: string; now: string }): Promise<Rhythm> {
  const week = weekOf(now);
  const [stored, sessions, { data: devices }] = await Promise.all([
    storedSettings(db, userId),
    sessionsByWeek(db, { userId, fromWeek: addDays(week, -7 * (RHYTHM_HISTORY_WEEKS - 1)), toWeek: week }),
    db.entities.pushSubscription.query.byUser({ userId }).go({ attributes: ['subscriptionId'] }),
  ]);
  const { weeklyGoal, preferredDays, preferredTime, remindersOn, reminderChannel } = stored ?? DEFAULT_RHYTHM_SETTINGS;
  const summary = rhythmSummary({ sessionsByWeek: sessions, goals: stored?.goals ?? [], now });
  return { settings: { weeklyGoal, preferredDays, preferredTime, remindersOn, reminderChannel }, ...summary, pushDevices: devices.length };
}

/** Saves tried against a settings item another save changed in between (its `updatedAt`): then read again. */
const SAVE_ATTEMPTS = 3;

/**
 * Saves the settings. ONE transaction: the settings item, on the condition that it is still the one read (the goal
 * history is built from it), with a check that the member exists, and the member's reminder slots — one per preferred
 * day while reminders are on, at the preferred time's quarter-hour, the others deleted — so the reminders job's
 * index (`bySlot`) never disagrees with the settings. A goal changed this week applies from this week on; the weeks
 * already closed keep theirs.
 */
export async function saveRhythmSettings(db: Db, { userId, settings, now }: { userId: string; settings: RhythmSettings; now: string }): Promise<Rhythm> {
  const week = weekOf(now);
  for (let attempt = 1; ; attempt += 1) {
    const stored = await storedSettings(db, userId);
    const goals = withGoal(stored?.goals ?? [], week, settings.weeklyGoal);
    const slot = reminderSlotOf(settings.preferredTime);
    const result = await writeTransaction(() =>
      db.transaction
        .write((entities) => [
          entities.rhythmSettings
            .put({ userId, ...settings, goals, updatedAt: now })
            .where((item, { notExists, eq }) => (stored ? eq(item.updatedAt, stored.updatedAt) : notExists(item.userId)))
            .commit(),
          entities.profile.check({ userId }).where((item, { exists }) => exists(item.userId)).commit(),
          ...WEEKDAYS.map(({ value: weekday }) =>
            settings.remindersOn && settings.preferredDays.includes(weekday)
              ? entities.reminderSlot.put({ userId, weekday, slot }).commit()
              : entities.reminderSlot.delete({ userId, weekday }).commit(),
          ),
        ])
        .go(),
    );
    if (!result.canceled) return readRhythm(db, { userId, now });
    const [settingsItem, profile] = result.data;
    if (profile?.code === 'ConditionalCheckFailed') throw new HttpError('MEMBER_NOT_FOUND');
    if (settingsItem?.code !== 'ConditionalCheckFailed' || attempt === SAVE_ATTEMPTS) throw new HttpError('BUSY');
  }
}

/**
 * The one-click stop of a reminder's link (e-mail or notification), verified by the caller: reminders off and every
 * slot deleted, in one transaction, on the condition that they were on (a second click changes nothing). The rest of
 * the settings stays, so turning them on again on 'Mon compte' brings back the same days and time.
 */
export async function stopReminders(db: Db, { userId, now }: { userId: string; now: string }): Promise<{ remindersOn: false }> {
  await writeTransaction(() =>
    db.transaction
      .write((entities) => [
        entities.rhythmSettings
          .patch({ userId })
          .set({ remindersOn: false, updatedAt: now })
          .where((item, { eq }) => eq(item.remindersOn, true))
          .commit(),
        ...WEEKDAYS.map(({ value: weekday }) => entities.reminderSlot.delete({ userId, weekday }).commit()),
      ])
      .go(),
  );
  // Canceled: no settings, or reminders already off (an account deleted since, too): the answer is the same.
  return { remindersOn: false };
}

/**
 * A deleted account's rhythm (issue 22's erasure, issue 25's items): the settings, the reminder slots, the devices'
 * subscriptions and the reminder marks that may still be there (they expire after three days: those of the last few
 * days are deleted by their keys). Deleting twice changes nothing.
 */
export async function eraseRhythm(db: Db, { userId, now }: { userId: string; now: string }): Promise<void> {
  const { data: devices } = await db.entities.pushSubscription.query.byUser({ userId }).go({ attributes: ['userId', 'subscriptionId'] });
  const today = parisDate(now);
  await Promise.all([
    db.entities.rhythmSettings.delete({ userId }).go(),
    db.entities.reminderSlot.delete(WEEKDAYS.map(({ value: weekday }) => ({ userId, weekday }))).go(),
    devices.length > 0 ? db.entities.pushSubscription.delete(devices.map(({ subscriptionId }) => ({ userId, subscriptionId }))).go() : undefined,
    db.entities.reminderMark.delete([-4, -3, -2, -1, 0, 1].map((days) => ({ userId, day: addDays(today, days) }))).go(),
  ]);
}
