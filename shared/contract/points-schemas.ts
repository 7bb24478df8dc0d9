import * as z from 'zod';
import { FICHE_CATEGORIES } from '../domain/fiche';
import { LEVEL_IDS } from '../domain/levels';
import { REWARD_ORIGINS, REWARD_TYPES } from '../domain/rewards';
import { text } from '../schemas/fields';

/** Shapes of the points domain (SPEC §3 user_points, point_transactions, user_rewards). */

/** A reward the member holds and has not used yet (used rewards are never shown, SPEC §4). */
export const rewardSchema = z.object({
  id: z.string(),
  type: z.enum(REWARD_TYPES),
  pointsCost: z.number().int(),
  /** How the member got it: exchanged for points, or given (an admin's goodwill gesture). */
  origin: z.enum(REWARD_ORIGINS),
  unlockedAt: z.string(),
});
export type RewardView = z.infer<typeof rewardSchema>;

export const pointsLineSchema = z.object({
  /** The line's source key, unique per member (`fiche:<id>`, `exchange:<id>`…). */
  source: z.string(),
  points: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
});

export const monthlyChallengeSchema = z.object({
  /** `YYYY-MM`, in Europe/Paris. */
  month: z.string(),
  fiches: z.array(z.object({ id: z.string(), title: z.string() })),
  /** Whether the member has already earned this month's challenge bonus. */
  completed: z.boolean(),
});

/** Today's validations that paid points, against the daily cap (issue 23, shared/domain/points.ts `dailyValidations`). */
export const dailyValidationsSchema = z.object({
  day: z.string(),
  paidFiches: z.number().int(),
  points: z.number().int(),
  cap: z.number().int(),
  remaining: z.number().int(),
});

export const pointsOverviewSchema = z.object({
  total: z.number().int(),
  level: z.enum(LEVEL_IDS),
  validationsToday: dailyValidationsSchema,
  /** The last 20 lines, newest first (SPEC §9 display limits). */
  history: z.array(pointsLineSchema),
  /** This month's challenge (the admin's pick or the default one), null only when no fiche can make one. */
  challenge: monthlyChallengeSchema.nullable(),
});
export type PointsOverview = z.infer<typeof pointsOverviewSchema>;

export const rewardsSchema = z.object({
  /** Unused rewards, newest first. */
  rewards: z.array(rewardSchema),
});

/**
 * `requestId` is the browser's key for one click on 'Échanger' (a UUID): the same key sent again (a retry, a double
 * click) gives back the same reward instead of spending the points twice.
 */
export const exchangeRewardBodySchema = z.strictObject({
  rewardType: z.enum(REWARD_TYPES, { error: 'Choisis une récompense de la liste' }),
  requestId: z.uuid({ error: 'Identifiant de demande invalide' }),
});

export const exchangeRewardResultSchema = z.object({
  reward: rewardSchema,
  total: z.number().int(),
  level: z.enum(LEVEL_IDS),
});

/**
 * A member's id in an admin path: their Cognito `sub`, a UUID, in its one written form (trimmed, lower case), so it
 * compares with the caller's own `sub` whatever case or spaces were sent (issue 20); anything else is a 400.
 */
export const memberIdParamsSchema = z.strictObject({
  id: z.string().trim().toLowerCase().regex(z.regexes.uuid(), { error: 'Identifiant de membre invalide : un UUID est attendu' }),
});

export const grantRewardBodySchema = z.strictObject({
  rewardType: z.enum(REWARD_TYPES, { error: 'Choisis une récompense de la liste' }),
  reason: text().min(3, { error: 'Indique la raison du geste (3 caractères au moins)' }).max(200, { error: 'La raison doit contenir au plus 200 caractères' }),
  requestId: z.uuid({ error: 'Identifiant de demande invalide' }),
});

export const adjustPointsBodySchema = z.strictObject({
  /** Points to add (positive) or remove (negative), never zero. */
  points: z
    .number({ error: 'Indique un nombre de points' })
    .int({ error: 'Le nombre de points doit être entier' })
    .min(-1000, { error: 'Au plus 1000 points à la fois' })
    .max(1000, { error: 'Au plus 1000 points à la fois' })
    .refine((points) => points !== 0, { error: 'Le nombre de points ne peut pas être nul' }),
  reason: text().min(3, { error: 'Indique la raison de l’ajustement (3 caractères au moins)' }).max(200, { error: 'La raison doit contenir au plus 200 caractères' }),
  requestId: z.uuid({ error: 'Identifiant de demande invalide' }),
});

export const pointsMoveResultSchema = z.object({ total: z.number().int(), level: z.enum(LEVEL_IDS) });

export const monthParamsSchema = z.strictObject({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Le mois doit être au format AAAA-MM' }),
});

export const setChallengeBodySchema = z.strictObject({
  ficheIds: z
    .array(text().min(1).max(64))
    .min(1, { error: 'Choisis au moins une fiche pour le défi du mois' })
    .max(5, { error: 'Au plus 5 fiches pour le défi du mois' }),
});

export const adminChallengeSchema = z.object({ month: z.string(), fiches: z.array(z.object({ id: z.string(), title: z.string() })) });

/**
 * A month's challenge as an admin edits it: their pick (empty when none), the default challenge that applies without
 * one (shared/domain/monthly-challenge.ts), and every published fiche they may pick, whatever the admin's own plan.
 */
export const adminChallengeChoiceSchema = adminChallengeSchema.extend({
  defaultFiches: z.array(z.object({ id: z.string(), title: z.string() })),
  candidates: z.array(z.object({ id: z.string(), title: z.string(), category: z.enum(FICHE_CATEGORIES), isFree: z.boolean() })),
});
export type AdminChallengeChoice = z.infer<typeof adminChallengeChoiceSchema>;

/** What a visitor reads of this month's challenge (/communaute): the month and its fiches' titles; null without one. */
export const publicChallengeSchema = z.object({
  challenge: z.object({ month: z.string(), fiches: z.array(z.object({ id: z.string(), title: z.string() })) }).nullable(),
});

/** The member's share link of a completed fiche. */
export const shareLinkSchema = z.object({ token: z.string(), path: z.string() });

export const shareTokenParamsSchema = z.strictObject({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'Lien de partage invalide' }) });

/** What a visitor sees of a shared fiche: its teaser and who shared it (first name only). */
export const sharedFicheSchema = z.object({
  sharedBy: z.string(),
  fiche: z.object({ id: z.string(), title: z.string(), objective: z.string(), category: z.string(), durationMinutes: z.number().int().nullable() }),
});

/**
 * A visit of a share link, sent by the shared page's script (never by a crawler reading the HTML). `visitorId` is
 * the visiting browser's random id: the sharer's own browsers are known by theirs and never pay.
 */
export const shareVisitBodySchema = z.strictObject({ visitorId: z.uuid({ error: 'Identifiant de visiteur invalide' }) });
export const shareFicheBodySchema = shareVisitBodySchema;
