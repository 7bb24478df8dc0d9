import type { AdminVisios } from '../../shared/contract/visio-schemas';
import { parisMonth } from '../../shared/domain/months';
import { figureValue } from '../../shared/domain/stats';
import type { VisioStatus } from '../../shared/domain/visios';
import type { Db } from '../lib/db/service';
import { readCounts } from '../lib/stats/counters';
import { isReleasedHold } from '../lib/visios/held-visio';
import { staffVisioRow } from './visio-views';

/**
 * The admin's month of sessions (issue 12): one Query on the month index, the figures counted from it (the month's
 * sessions, not a Scan), the list filtered by status and educator. A moved booking counts once, as its replacement;
 * a slot freed unpaid never counts. The month's visios are ONE figure (shared/domain/stats.ts ADMIN_FIGURES.visiosOfMonth,
 * issue 23): the month counter the bookings, confirmations, moves and cancellations move in their own transactions,
 * read here as the dashboard reads it; the load of each educator is the same sessions, by educator.
 */
export async function adminVisios(db: Db, query: { month?: string | undefined; status?: VisioStatus | undefined; educatorId?: string | undefined }, now: string): Promise<AdminVisios> {
  const month = query.month ?? parisMonth(now);
  const [{ data }, [monthCounts]] = await Promise.all([db.entities.visio.query.byMonth({ month }).go({ pages: 'all' }), readCounts(db, [{ bucket: 'month', key: month }])]);
  const sessions = data.filter((visio) => visio.status !== 'deplacee' && !isReleasedHold(visio));
  const count = (status: VisioStatus, among = sessions) => among.filter((visio) => visio.status === status).length;
  // Booked: confirmed and after; a paid session still waiting for its payment is not booked yet (what the counter counts).
  const booked = sessions.filter((visio) => visio.status !== 'annulee' && visio.status !== 'en_attente');
  const educators = new Map(sessions.map((visio) => [visio.educatorId, visio.educatorName]));
  return {
    month,
    visios: sessions
      .filter((visio) => (!query.status || visio.status === query.status) && (!query.educatorId || visio.educatorId === query.educatorId))
      .map((visio) => staffVisioRow(visio, now)),
    figures: {
      booked: figureValue('visiosOfMonth', monthCounts),
      held: count('terminee'),
      noShows: count('absent'),
      cancelled: count('annulee'),
      byEducator: [...educators]
        .map(([id, name]) => {
          const theirs = booked.filter((visio) => visio.educatorId === id);
          return {
            educator: { id, name },
            booked: theirs.length,
            held: count('terminee', theirs),
            noShows: count('absent', theirs),
            upcoming: theirs.filter((visio) => visio.status === 'confirmee' && visio.start > now).length,
            minutes: theirs.reduce((sum, visio) => sum + visio.durationMinutes, 0),
          };
        })
        .sort((a, b) => b.booked - a.booked || a.educator.name.localeCompare(b.educator.name, 'fr')),
    },
  };
}
