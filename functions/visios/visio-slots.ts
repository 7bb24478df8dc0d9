import type { VisioSlots } from '../../shared/contract/visio-schemas';
import { addDays, parisDate, VISIO_TIME_ZONE } from '../../shared/domain/visio-slots';
import { visioPayment, type VisioDuration } from '../../shared/domain/visios';
import type { Db } from '../lib/db/service';
import { freeTeamSlots } from './availability';
import { visioRights } from './member-visios';

/**
 * The team's free slots for the caller, day by day (Paris dates), for the length their booking would really last:
 * asking for 30 minutes with a bonus visio shows 45-minute slots. Educators are not named: the server picks one.
 */
export async function visioSlots(db: Db, userId: string, { duration, from, days }: { duration: VisioDuration; from?: string | undefined; days: number }, now: string): Promise<VisioSlots> {
  const { rights } = await visioRights(db, userId);
  const { durationMinutes } = visioPayment(rights, duration);
  const first = from ?? parisDate(now);
  const slots = await freeTeamSlots(db, { durationMinutes, from: first, days, now });
  const dates = Array.from({ length: days }, (_, index) => addDays(first, index));
  return {
    durationMinutes,
    timeZone: VISIO_TIME_ZONE,
    days: dates.map((date) => ({ date, slots: slots.filter((slot) => parisDate(slot.start) === date).map((slot) => slot.start) })),
  };
}
