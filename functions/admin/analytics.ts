import type { AdminAnalytics, AnalyticsPeriod } from '../../shared/contract/admin-schemas';
import { ANALYTICS_PERIODS } from '../../shared/contract/admin-schemas';
import { parisMonth } from '../../shared/domain/months';
import { monthlyRows, monthsBetween, weeklyRows } from '../../shared/domain/stats';
import { parisDate } from '../../shared/domain/visio-slots';
import type { Db } from '../lib/db/service';
import { ficheCounts, periodCounts, readCounts } from '../lib/stats/counters';

const TOP_FICHES = 10;
/**
 * The admin's analytics (issue 14) over the last 3, 6 or 12 Paris months: weekly sign-ups, paid conversions, fiche
 * validations and first-response time from the day counters; members by plan, MRR and churn at each month's end from
 * the month counters and today's totals (shared/domain/stats.ts); the most validated fiches from their own counters.
 */
export async function adminAnalytics(db: Db, period: AnalyticsPeriod, now: string): Promise<AdminAnalytics> {
  const currentMonth = parisMonth(now);
  const [year, month] = currentMonth.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - ANALYTICS_PERIODS[period], 1));
  const fromMonth = first.toISOString().slice(0, 7);
  const from = `${fromMonth}-01`;
  const to = parisDate(now);
  const months = monthsBetween(fromMonth, currentMonth);
  const [days, monthCounters, [totals], fiches] = await Promise.all([
    periodCounts(db, 'day', from, to),
    periodCounts(db, 'month', fromMonth, currentMonth),
    readCounts(db, [{ bucket: 'totals', key: 'all' }]),
    ficheCounts(db),
  ]);
  const top = [...fiches].sort((a, b) => b[1] - a[1]).slice(0, TOP_FICHES);
  const { data: titles } = top.length ? await db.entities.fiche.get(top.map(([ficheId]) => ({ ficheId }))).go({ attributes: ['ficheId', 'title'] }) : { data: [] };
  const titleOf = new Map(titles.map((fiche) => [fiche.ficheId, fiche.title]));
  return {
    from,
    to,
    weeks: weeklyRows(days, from, to),
    months: monthlyRows(monthCounters, totals ?? {}, months),
    topFiches: top.map(([id, validations]) => ({ id, title: titleOf.get(id) ?? 'Fiche supprimée', validations })),
  };
}
