import { REMINDER_CHANNELS } from '../../../../shared/domain/weekly-rhythm';

/**
 * A member's weekly rhythm (issue 25, shared/domain/weekly-rhythm.ts): the weekly goal with the weeks each goal was in
 * force from, the preferred days and time, and the reminders. One item in the member's partition (collection
 * `member`); no item: the defaults (3 a week, no reminder).
 */
export const rhythmSettingsModel = {
  model: { entity: 'rhythmSettings', version: '1', service: 'lameute' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    weeklyGoal: { type: 'number', required: true },
    /** Each goal and the week (Paris Monday) it applies from, oldest first: a closed week keeps the goal it had. */
    goals: {
      type: 'list',
      required: true,
      items: { type: 'map', properties: { from: { type: 'string', required: true }, goal: { type: 'number', required: true } } },
    },
    /** ISO weekdays (1 = lundi). */
    preferredDays: { type: 'list', required: true, items: { type: 'number' } },
    /** 'HH:MM', Paris. */
    preferredTime: { type: 'string', required: true },
    remindersOn: { type: 'boolean', required: true },
    reminderChannel: { type: REMINDER_CHANNELS, required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: { collection: 'member', pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;

/**
 * A reminder slot of a member: one item per preferred day while reminders are on, written with the settings in one
 * transaction (and deleted with them). `bySlot` (gsi2) lists the members of one weekday and quarter-hour: each run of
 * the reminders job reads only the members due in its slot, never the members at large (1,000,000 of them), paged.
 */
export const reminderSlotModel = {
  model: { entity: 'reminderSlot', version: '1', service: 'lameute' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    /** ISO weekday (1 = lundi). */
    weekday: { type: 'number', required: true, readOnly: true },
    /** The quarter-hour, 'HH:MM' Paris (reminderSlotOf the preferred time). */
    slot: { type: 'string', required: true },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['weekday'] } },
    bySlot: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['weekday', 'slot'] }, sk: { field: 'gsi2sk', composite: ['userId'] } },
  },
} as const;

/**
 * That a member's reminder of a Paris day was decided: created only if absent, in the transaction that writes its
 * event, so a second or concurrent run of the job reminds nobody twice that day. Expires after a few days (TTL).
 */
export const reminderMarkModel = {
  model: { entity: 'reminderMark', version: '1', service: 'lameute' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    day: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    expiresAt: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    byDay: { pk: { field: 'pk', composite: ['userId', 'day'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;

/**
 * One device on which the member turned notifications on (a Web Push subscription, RFC 8030/8291): its push service's
 * endpoint and the keys that encrypt to it. Keyed by a hash of the endpoint, so subscribing the same device again
 * replaces it. Deleted when the member turns it off, or when its push service says it is gone (404/410).
 */
export const pushSubscriptionModel = {
  model: { entity: 'pushSubscription', version: '1', service: 'lameute' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    /** SHA-256 of the endpoint, base64url. */
    subscriptionId: { type: 'string', required: true, readOnly: true },
    endpoint: { type: 'string', required: true },
    p256dh: { type: 'string', required: true },
    auth: { type: 'string', required: true },
    createdAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['subscriptionId'] } },
  },
} as const;
