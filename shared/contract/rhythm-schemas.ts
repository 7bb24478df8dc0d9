import * as z from 'zod';
import { number, text } from '../schemas/fields';
import { isPreferredTime, PREFERRED_TIME_MAX, PREFERRED_TIME_MIN, REMINDER_CHANNELS, WEEKLY_GOAL_MAX, WEEKLY_GOAL_MIN, type Weekday } from '../domain/weekly-rhythm';

/** Issue 25, a weekly rhythm: the member's settings, what the dashboard shows, and the devices that get notifications. */

export const RHYTHM_MESSAGES = {
  goal: `Choisis un objectif entre ${WEEKLY_GOAL_MIN} et ${WEEKLY_GOAL_MAX} séances par semaine.`,
  day: 'Ce jour de la semaine n’existe pas.',
  time: `Choisis une heure entre ${PREFERRED_TIME_MIN} et ${PREFERRED_TIME_MAX} (pas de rappel la nuit).`,
  daysForReminders: 'Choisis au moins un jour pour recevoir tes rappels.',
  channel: 'Choisis comment recevoir tes rappels.',
} as const;

/** 'Mon rythme' on 'Mon compte': what the member chooses (the server dates each goal change). */
export const rhythmSettingsBodySchema = z
  .strictObject({
    weeklyGoal: number({ min: WEEKLY_GOAL_MIN, max: WEEKLY_GOAL_MAX, rangeMessage: RHYTHM_MESSAGES.goal, requiredMessage: RHYTHM_MESSAGES.goal }),
    preferredDays: z
      .array(z.number({ error: RHYTHM_MESSAGES.day }).int({ error: RHYTHM_MESSAGES.day }).min(1, { error: RHYTHM_MESSAGES.day }).max(7, { error: RHYTHM_MESSAGES.day }), { error: RHYTHM_MESSAGES.day })
      .max(7, { error: RHYTHM_MESSAGES.day })
      .transform((days) => [...new Set(days)].sort((a, b) => a - b) as Weekday[]),
    preferredTime: text({ error: RHYTHM_MESSAGES.time }).refine(isPreferredTime, { error: RHYTHM_MESSAGES.time }),
    remindersOn: z.boolean({ error: 'Indique si tu veux des rappels.' }),
    reminderChannel: z.enum(REMINDER_CHANNELS, { error: RHYTHM_MESSAGES.channel }),
  })
  .refine((settings) => !settings.remindersOn || settings.preferredDays.length > 0, { error: RHYTHM_MESSAGES.daysForReminders, path: ['preferredDays'] });
export type RhythmSettingsBody = z.input<typeof rhythmSettingsBodySchema>;

const weekStateSchema = z.object({ week: z.string(), sessions: z.number().int(), goal: z.number().int(), met: z.boolean() });

/** The member's rhythm: settings, this week, the streak, the month's joker, the last weeks, and how many devices get notifications. */
export const rhythmSchema = z.object({
  settings: z.object({
    weeklyGoal: z.number().int(),
    preferredDays: z.array(z.number().int()),
    preferredTime: z.string(),
    remindersOn: z.boolean(),
    reminderChannel: z.enum(REMINDER_CHANNELS),
  }),
  thisWeek: weekStateSchema,
  streak: z.number().int(),
  joker: z.object({ month: z.string(), available: z.boolean(), usedOnWeek: z.string().nullable() }),
  recentWeeks: z.array(weekStateSchema.extend({ joker: z.boolean() })),
  pushDevices: z.number().int(),
});
export type Rhythm = z.infer<typeof rhythmSchema>;

const base64url = (what: string) =>
  text({ error: `Abonnement aux notifications incomplet (${what}).` })
    .min(16, { error: `Abonnement aux notifications incomplet (${what}).` })
    .max(200, { error: `Abonnement aux notifications invalide (${what}).` })
    .regex(/^[A-Za-z0-9_-]+=*$/, { error: `Abonnement aux notifications invalide (${what}).` });

/** A device's push subscription, as `PushSubscription.toJSON()` gives it (expirationTime is read, and ignored). */
export const pushSubscriptionBodySchema = z.strictObject({
  endpoint: z.url({ error: 'Abonnement aux notifications invalide (adresse).' }).max(1000, { error: 'Abonnement aux notifications invalide (adresse).' }),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: base64url('clé'), auth: base64url('secret') }, { error: 'Abonnement aux notifications incomplet (clés).' }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const pushUnsubscribeBodySchema = z.strictObject({
  endpoint: z.url({ error: 'Abonnement aux notifications invalide (adresse).' }).max(1000, { error: 'Abonnement aux notifications invalide (adresse).' }),
});

export const pushKeySchema = z.object({ publicKey: z.string() });

/** The one-click stop link of a reminder (an e-mail's, a notification's): its signed token. */
export const reminderStopQuerySchema = z.strictObject({
  t: text({ error: 'Lien d’arrêt des rappels invalide.' }).min(1, { error: 'Lien d’arrêt des rappels invalide.' }).max(200, { error: 'Lien d’arrêt des rappels invalide.' }),
});
export const reminderStopResultSchema = z.object({ remindersOn: z.literal(false) });
