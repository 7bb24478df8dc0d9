import * as z from 'zod';

/** Shapes of the admin area's figures (issue 14; SPEC §2 Admin Dashboard, §3 Admin stats row). */

/** `/admin`: the stats row and the month's business figures, each a count kept as the facts happen. */
export const adminStatsSchema = z.object({
  /** The Paris month the monthly figures are for (`YYYY-MM`). */
  month: z.string(),
  members: z.object({ total: z.number().int(), gratuit: z.number().int(), premium: z.number().int(), expert: z.number().int() }),
  tickets: z.object({ ouvert: z.number().int(), en_cours: z.number().int(), resolu: z.number().int(), ferme: z.number().int() }),
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
