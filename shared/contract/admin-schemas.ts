import * as z from 'zod';
import { FICHE_CATEGORIES } from '../domain/fiche';
import { ficheFormSchema } from '../schemas/fiche-admin';

/** Shapes of the admin area's figures (issue 14; SPEC §2 Admin Dashboard, §3 Admin stats row). */

/** `/admin`: the stats row and the month's business figures, each a count kept as the facts happen. */
export const adminStatsSchema = z.object({
  /** The Paris month the monthly figures are for (`YYYY-MM`). */
  month: z.string(),
  members: z.object({ total: z.number().int(), gratuit: z.number().int(), premium: z.number().int(), expert: z.number().int() }),
  tickets: z.object({ ouvert: z.number().int(), en_cours: z.number().int(), resolu: z.number().int(), ferme: z.number().int() }),
  /** The figures of shared/domain/stats.ts ADMIN_FIGURES (issue 23): ticketsOpen, visiosOfMonth (the same counter as /admin/visios). */
  ticketsOpen: z.number().int(),
  visiosThisMonth: z.number().int(),
  /** Every validation of a fiche since the start, and this month's. */
  ficheValidations: z.number().int(),
  ficheValidationsThisMonth: z.number().int(),
  /** Monthly recurring revenue in cents (a yearly subscription counts for a twelfth). */
  mrr: z.number().int(),
  signupsThisMonth: z.number().int(),
  paidActivationsThisMonth: z.number().int(),
  paidCancellationsThisMonth: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const ANALYTICS_PERIODS = { '3m': 3, '6m': 6, '12m': 12 } as const;
export type AnalyticsPeriod = keyof typeof ANALYTICS_PERIODS;

export const adminAnalyticsQuerySchema = z.strictObject({
  period: z.enum(Object.keys(ANALYTICS_PERIODS) as [AnalyticsPeriod, ...AnalyticsPeriod[]], { error: 'Période invalide (3m, 6m ou 12m)' }).default('6m'),
});

const count = z.number().int();
/** `/admin/analytics`: weekly and monthly series rebuilt from the day and month counters, and the most validated fiches. */
export const adminAnalyticsSchema = z.object({
  /** First day (Paris) of the first month shown, and today. */
  from: z.string(),
  to: z.string(),
  weeks: z.array(
    z.object({ week: z.string(), signups: count, paidActivations: count, ficheValidations: count, firstResponses: count, firstResponseMinutes: count.nullable() }),
  ),
  months: z.array(
    z.object({
      month: z.string(),
      membersGratuit: count,
      membersPremium: count,
      membersExpert: count,
      mrr: count,
      paidActivations: count,
      paidCancellations: count,
      churnRate: z.number().nullable(),
    }),
  ),
  topFiches: z.array(z.object({ id: z.string(), title: z.string(), validations: count })),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;

/** A fiche in the admin's table (SPEC §2 Admin Fiches): published or draft, with its validations so far. */
export const adminFicheRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.enum(FICHE_CATEGORIES),
  level: z.string(),
  pointsReward: count,
  access: z.enum(['free', 'premium', 'expert']),
  isPublished: z.boolean(),
  validations: count,
  updatedAt: z.string(),
});
export type AdminFicheRow = z.infer<typeof adminFicheRowSchema>;
export const adminFichesSchema = z.object({ fiches: z.array(adminFicheRowSchema) });

/** A fiche as the edit dialog fills its form (steps and mistakes one per line). */
export const adminFicheFormSchema = z.object({ id: z.string(), isPublished: z.boolean(), form: ficheFormSchema });

export const fichePublicationBodySchema = z.strictObject({ isPublished: z.boolean({ error: 'Indique si la fiche est publiée' }) });
