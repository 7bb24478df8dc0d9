import type { VisioSlots } from '../../shared/contract/visio-schemas';
import { addDays, parisDate, VISIO_TIME_ZONE } from '../../shared/domain/visio-slots';
import { INCLUDED_VISIO_DURATION, visioPayment, type SessionDuration, type VisioDuration } from '../../shared/domain/visios';
import type { Db } from '../lib/db/service';
import { freeTeamSlots } from './availability';
import { visioRights } from './member-visios';
import { memberVisioById, sessionDuration } from './visio-views';

interface SlotsRequest {
  duration?: VisioDuration | undefined;
  /** A booked visio to move: its length, and its own time free for the move. */
  visio?: string | undefined;
  from?: string | undefined;
  days: number;
}

async function slotLength(db: Db, userId: string, { duration, visio }: SlotsRequest): Promise<{ durationMinutes: SessionDuration; except?: string }> {
  if (visio) {
    const booked = await memberVisioById(db, userId, visio);
    return { durationMinutes: sessionDuration(booked.durationMinutes), except: booked.visioId };
  }
  const { rights } = await visioRights(db, userId);
  return { durationMinutes: visioPayment(rights, duration ?? INCLUDED_VISIO_DURATION).durationMinutes };
}

/**
 * The team's free slots for the caller, day by day (Paris dates), for the length their booking would really last:
 * a credit gives a visio de suivi, an hour is a visio bilan (shared/domain/visios.ts). Educators are not named: the server picks one.
 */
export async function visioSlots(db: Db, userId: string, request: SlotsRequest, now: string): Promise<VisioSlots> {
  const { durationMinutes, except } = await slotLength(db, userId, request);
  const first = request.from ?? parisDate(now);
  const days = request.days;
  const slots = await freeTeamSlots(db, { durationMinutes, from: first, days, now, ...(except ? { except } : {}) });
  const dates = Array.from({ length: days }, (_, index) => addDays(first, index));
  return {
    durationMinutes,
    timeZone: VISIO_TIME_ZONE,
    days: dates.map((date) => ({ date, slots: slots.filter((slot) => parisDate(slot.start) === date).map((slot) => slot.start) })),
  };
}
