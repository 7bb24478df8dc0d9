import type { AdminStats } from '../../shared/contract/admin-schemas';
import { parisMonth } from '../../shared/domain/months';
import { figureValue } from '../../shared/domain/stats';
import type { Db } from '../lib/db/service';
import { readCounts } from '../lib/stats/counters';

/**
 * The admin dashboard's figures (issue 14): two counters, the service's totals and the Paris month's, read in ONE
 * BatchGet of their shards. The same 16 items at 10 members as at 100,000: nothing is counted on the request path.
 * Each figure is computed from its one definition (shared/domain/stats.ts ADMIN_FIGURES, issue 23): the month's
 * visios are the counter /admin/visios reads for the same month.
 */
export async function adminStats(db: Db, now: string): Promise<AdminStats> {
  const month = parisMonth(now);
  const [totals, thisMonth] = await readCounts(db, [
    { bucket: 'totals', key: 'all' },
    { bucket: 'month', key: month },
  ]);
  const count = (value: number | undefined) => value ?? 0;
  const members = { gratuit: count(totals?.membersGratuit), premium: count(totals?.membersPremium), expert: count(totals?.membersExpert) };
  return {
    month,
    members: { total: figureValue('members', totals), ...members },
    tickets: { ouvert: count(totals?.ticketsOuvert), en_cours: count(totals?.ticketsEnCours), resolu: count(totals?.ticketsResolu), ferme: count(totals?.ticketsFerme) },
    ticketsOpen: figureValue('ticketsOpen', totals),
    visiosThisMonth: figureValue('visiosOfMonth', thisMonth),
    ficheValidations: figureValue('ficheValidations', totals),
    ficheValidationsThisMonth: figureValue('ficheValidationsOfMonth', thisMonth),
    mrr: figureValue('mrr', totals),
    signupsThisMonth: figureValue('signups', thisMonth),
    paidActivationsThisMonth: figureValue('paidActivations', thisMonth),
    paidCancellationsThisMonth: figureValue('paidCancellations', thisMonth),
  };
}
