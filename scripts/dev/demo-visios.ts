import type { Db } from '../../functions/lib/db/service';
import { monthItems } from '../../functions/lib/stats/counters';
import { bookVisio, meetingLink } from '../../functions/visios/book-visio';
import { saveStaffAvailability, staffAvailability } from '../../functions/visios/staff-visios';
import { freeTeamSlots } from '../../functions/visios/availability';
import { parisMonth } from '../../shared/domain/months';
import { addDays, parisDate } from '../../shared/domain/visio-slots';
import { BONUS_VISIO_DURATION } from '../../shared/domain/visios';

/**
 * Visios of the demo (issue 12): Élodie's week (every day 09:00–12:30 and 14:00–19:00, Christmas off), Pauline's bonus
 * visio booked in three days through the booking use case, and Étienne's history: a session held last week with its
 * summary, and yesterday's, whose summary Élodie still has to write. Fixed ids, each written only if absent: a
 * restart changes nothing, and an educator's own availability is never overwritten.
 */

const DEMO_EDUCATOR_EMAIL = 'educateur@example.com';
const PAULINE_BOOKING = 'a3f1c9e2-7b4d-4e8a-9c1f-2d3e4f5a6b7c';
const HELD_SESSION = 'b4e2d0f3-8c5e-4f9b-8d2a-3e4f5a6b7c8d';
const AWAITING_SUMMARY = 'c5f3e1a4-9d6f-4a0c-9e3b-4f5a6b7c8d9e';


const WEEK = [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) => [
  { weekday, start: '09:00', end: '12:30' },
  { weekday, start: '14:00', end: '19:00' },
]);

export async function seedDemoVisios(db: Db, owners: ReadonlyMap<string, string>, now: () => string): Promise<void> {
  const educatorId = owners.get(DEMO_EDUCATOR_EMAIL);
  const pauline = owners.get('premium@example.com');
  const etienne = owners.get('expert@example.com');
  if (!educatorId || !pauline || !etienne) return;

  if ((await staffAvailability(db, educatorId, now())).updatedAt === null) {
    const christmas = `${parisDate(now()).slice(0, 4)}-12-25`;
    await saveStaffAvailability(db, { educatorId, rules: { weekly: WEEK, overrides: [{ date: christmas, ranges: [] }], minNoticeMinutes: 120, bufferMinutes: 15, horizonDays: 30 }, at: now() });
  }

  const { data: booked } = await db.entities.visio.get({ visioId: PAULINE_BOOKING }).go();
  if (!booked) {
    const inThreeDays = addDays(parisDate(now()), 3);
    const [slot] = await freeTeamSlots(db, { durationMinutes: BONUS_VISIO_DURATION, from: inThreeDays, days: 3, now: now() });
    if (slot) {
      await db.entities.subscription.patch({ userId: pauline }).add({ visiosBonus: 1 }).go();
      await bookVisio(
        db,
        { userId: pauline, requestId: PAULINE_BOOKING, duration: 30, start: slot.start, note: 'Moka aboie à chaque bruit de couloir : comment l’aider à se poser ?', at: now() },
        { videoBaseUrl: 'https://meet.jit.si', paymentDesk: () => Promise.reject(new Error('La démo ne réserve pas de visio payante')) },
      );
    }
  }

  const past = (daysAgo: number) => {
    const start = `${addDays(parisDate(now()), -daysAgo)}T09:00:00.000Z`;
    return { start, end: new Date(Date.parse(start) + 30 * 60_000).toISOString(), month: parisMonth(start) };
  };
  const history = [
    {
      visioId: HELD_SESSION,
      ...past(8),
      status: 'terminee' as const,
      note: 'Peur de l’orage : que faire pendant la crise ?',
      summary:
        'Nous avons revu le coin refuge d’Iris (pièce calme, couverture, fond sonore doux) et le protocole pendant l’orage : ne pas la forcer, rester calme à proximité. À travailler cette semaine : la fiche « Désensibilisation aux bruits », deux séances de 5 minutes par jour, volume très bas. Prochain point dans quinze jours.',
      outcomeAt: past(8).end,
    },
    { visioId: AWAITING_SUMMARY, ...past(1), status: 'confirmee' as const, note: 'Point d’étape sur le rappel en forêt.' },
  ];
  for (const session of history) {
    const { data: exists } = await db.entities.visio.get({ visioId: session.visioId }).go();
    if (exists) continue;
    // Written with its count in the admin's month, as a booking is (issue 23): the dashboard's 'Visios du mois' and
    // /admin/visios read that one counter, which a session created alone would leave behind.
    const created = await db.transaction
      .write((entities) => [
        entities.visio
          .create({
            ...session,
            userId: etienne,
            memberName: 'Étienne',
            memberPlan: 'expert',
            educatorId,
            educatorName: 'Élodie',
            durationMinutes: 30,
            bufferMinutes: 15,
            paidWith: 'bonus',
            meetingLink: meetingLink('https://meet.jit.si'),
            creditReturned: false,
            createdAt: new Date(Date.parse(session.start) - 5 * 86_400_000).toISOString(),
            version: 1,
          })
          .commit(),
        ...monthItems(entities, session.month, { visios: 1 }),
      ])
      .go();
    if (created.canceled) throw new Error(`La visio de démo ${session.visioId} n’a pas pu être écrite`);
  }
}
