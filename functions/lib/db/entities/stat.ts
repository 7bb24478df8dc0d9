import { POINTS_COUNTERS, type PointsCounter } from '../../../../shared/domain/stats';

/**
 * The admin's figures (issue 14), counted as the facts happen: each fact's own transaction adds to these counters,
 * so a figure is exact whatever the retries (the fact's condition decides, the counter follows it) and reading it
 * costs the same few items at 10 members as at 100,000. A counter of everything (`totals`), of a Paris month or day,
 * or of one fiche; the busiest ones are split in shards (a write adds to one shard at random, a read sums them) so
 * concurrent transactions seldom meet on one item. A month's or a day's item also carries the changes of the totals
 * that happened in it (members by plan, MRR), from which the analytics rebuild their values at the end of each month.
 * See functions/lib/stats/counters.ts.
 */
const pointsCounters = Object.fromEntries(POINTS_COUNTERS.map((counter) => [counter, { type: 'number' }])) as Record<PointsCounter, { type: 'number' }>;

export const statModel = {
  model: { entity: 'stat', version: '1', service: 'lameute' },
  attributes: {
    /** `totals`, `month`, `day`, `fiche`, or `points` (the points' counters: `all` and per month). */
    bucket: { type: ['totals', 'month', 'day', 'fiche', 'points'] as const, required: true, readOnly: true },
    /** `all`, `YYYY-MM`, `YYYY-MM-DD` or a fiche id, then `#<shard>`. */
    period: { type: 'string', required: true, readOnly: true },
    membersGratuit: { type: 'number' },
    membersPremium: { type: 'number' },
    membersExpert: { type: 'number' },
    /** Monthly recurring revenue, in cents (a yearly price counts for a twelfth). */
    mrr: { type: 'number' },
    signups: { type: 'number' },
    paidActivations: { type: 'number' },
    paidCancellations: { type: 'number' },
    ficheValidations: { type: 'number' },
    visios: { type: 'number' },
    /** Tickets answered for the first time, and the minutes they waited for it (a week's mean = the sum ÷ the count). */
    firstResponses: { type: 'number' },
    firstResponseMinutes: { type: 'number' },
    ticketsOuvert: { type: 'number' },
    ticketsEnCours: { type: 'number' },
    ticketsResolu: { type: 'number' },
    ticketsFerme: { type: 'number' },
    ...pointsCounters,
  },
  indexes: {
    byPeriod: { pk: { field: 'pk', composite: ['bucket'] }, sk: { field: 'sk', composite: ['period'] } },
  },
} as const;
