import type { StaffVisioRow, Visio } from '../../shared/contract/visio-schemas';
import { isFreeChange, joinableFrom, type SessionDuration, type VisioPaymentKind } from '../../shared/domain/visios';
import type { Db } from '../lib/db/service';
import { HttpError } from '../lib/http/errors';
import type { VisioItem } from '../lib/visios/visio-item';


/** The payment kind of a stored `paidWith` ('included', 'bonus', 'reward:<id>', 'paid'). */
export function paymentKind(paidWith: string): VisioPaymentKind {
  const kind = paidWith.split(':')[0];
  return kind === 'included' || kind === 'bonus' || kind === 'reward' ? kind : 'paid';
}

/** The durations are written from `SESSION_DURATIONS` only; anything else would be a corrupted item. */
export function sessionDuration(minutes: number): SessionDuration {
  if (minutes === 30 || minutes === 45 || minutes === 60) return minutes;
  throw new Error(`Durée de visio inattendue : ${minutes}`);
}

/** The member's view of a session: the meeting link only while it is confirmed. */
export function memberVisioView(item: VisioItem, now: string): Visio {
  return {
    id: item.visioId,
    status: item.status,
    start: item.start,
    end: item.end,
    durationMinutes: sessionDuration(item.durationMinutes),
    payment: paymentKind(item.paidWith),
    educator: { name: item.educatorName },
    note: item.note ?? null,
    meetingLink: item.status === 'confirmee' ? item.meetingLink : null,
    checkoutUrl: item.status === 'en_attente' ? (item.checkoutUrl ?? null) : null,
    holdUntil: item.status === 'en_attente' ? (item.holdUntil ?? null) : null,
    summary: item.summary ?? null,
    freeChange: item.status === 'confirmee' && isFreeChange(item.start, now),
    joinableFrom: joinableFrom(item.start),
    rescheduledFrom: item.rescheduledFrom ?? null,
    rescheduledTo: item.rescheduledTo ?? null,
    creditReturned: item.creditReturned,
    createdAt: item.createdAt,
  };
}

export function staffVisioRow(item: VisioItem, now: string): StaffVisioRow {
  const { educator: _educator, ...visio } = memberVisioView(item, now);
  return {
    ...visio,
    // The team may open the room of any session it holds, whatever its status.
    meetingLink: item.meetingLink,
    educator: { id: item.educatorId, name: item.educatorName },
    member: { firstName: item.memberName, plan: item.memberPlan },
  };
}

/** A visio by id, read consistently (right after a write), or 404. */
export async function visioById(db: Db, visioId: string): Promise<VisioItem> {
  const { data } = await db.entities.visio.get({ visioId }).go({ consistent: true });
  if (!data) throw new HttpError('VISIO_NOT_FOUND');
  return data;
}

/** A visio of this member, or 404 — the same answer whether it does not exist or is someone else's. */
export async function memberVisioById(db: Db, userId: string, visioId: string): Promise<VisioItem> {
  const visio = await visioById(db, visioId);
  if (visio.userId !== userId) throw new HttpError('VISIO_NOT_FOUND');
  return visio;
}
