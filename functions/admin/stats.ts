import type { AdminStats } from '../../shared/contract/admin-schemas';
import { parisMonth } from '../../shared/domain/months';
import type { Db } from '../lib/db/service';
import { readCounts } from '../lib/stats/counters';

/**
 * The admin dashboard's figures (issue 14): two counters, the service's totals and the Paris month's, read in ONE
 * BatchGet of their shards. The same 16 items at 10 members as at 100,000: nothing is counted on the request path.
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
    members: { total: members.gratuit + members.premium + members.expert, ...members },
    tickets: { ouvert: count(totals?.ticketsOuvert), en_cours: count(totals?.ticketsEnCours), resolu: count(totals?.ticketsResolu), ferme: count(totals?.ticketsFerme) },
    visiosThisMonth: count(thisMonth?.visios),
    ficheValidations: count(totals?.ficheValidations),
    ficheValidationsThisMonth: count(thisMonth?.ficheValidations),
    mrr: count(totals?.mrr),
    signupsThisMonth: count(thisMonth?.signups),
    paidActivationsThisMonth: count(thisMonth?.paidActivations),
    paidCancellationsThisMonth: count(thisMonth?.paidCancellations),
  };
}
