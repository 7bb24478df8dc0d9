import type { Cents } from './money';
import type { PlanId } from './plans';

/** Visio offers of the visios page (SPEC §2 Visios, §6, §9). */
export const VISIO_DURATIONS = [30, 60] as const;
export type VisioDuration = (typeof VISIO_DURATIONS)[number];

export const VISIO_PRICES: Readonly<Record<VisioDuration, Cents>> = { 30: 3900, 60: 6900 };

/** The visio an Expert+ member gets each month, and the free-visio reward, last 30 minutes. */
export const INCLUDED_VISIO_DURATION: VisioDuration = 30;
export const FREE_VISIO_REWARD_DURATION: VisioDuration = 30;

/** Shown instead of the price when the visio is included in the plan. */
export const INCLUDED_LABEL = 'Inclus';

/** Educators are available 7 days a week (SPEC §2 Visios). */
export const EDUCATOR_AVAILABILITY = 'Éducateurs disponibles 7 jours sur 7';

/** A bonus visio (visios_bonus: the shop's 'visio unique') lasts 45 minutes (SPEC §9 Shop). */
export const BONUS_VISIO_DURATION = 45;

/** Every length a session can have: the two booked lengths and the bonus visio's. */
export const SESSION_DURATIONS = [30, 45, 60] as const;
export type SessionDuration = (typeof SESSION_DURATIONS)[number];

/**
 * What a session is: en_attente (a paid session whose slot is held while the member pays), confirmee (booked, to
 * come), annulee (cancelled by the member or the team), deplacee (replaced by
 * a new booking, linked both ways), terminee (held), absent (the member did not come).
 */
export const VISIO_STATUSES = ['en_attente', 'confirmee', 'annulee', 'deplacee', 'terminee', 'absent'] as const;
export type VisioStatus = (typeof VISIO_STATUSES)[number];
export const VISIO_STATUS_LABELS: Readonly<Record<VisioStatus, string>> = {
  en_attente: 'Paiement en attente',
  confirmee: 'Confirmée',
  annulee: 'Annulée',
  deplacee: 'Déplacée',
  terminee: 'Terminée',
  absent: 'Absence',
};

/** How a session is paid for, in the order a member's credits are used (issue 12). */
export const VISIO_PAYMENT_KINDS = ['included', 'bonus', 'reward', 'paid'] as const;
export type VisioPaymentKind = (typeof VISIO_PAYMENT_KINDS)[number];
export const VISIO_PAYMENT_LABELS: Readonly<Record<VisioPaymentKind, string>> = {
  included: 'Visio du mois incluse (Expert+)',
  bonus: 'Visio bonus',
  reward: 'Récompense « visio gratuite »',
  paid: 'Visio payante',
};

export interface VisioRightsInput {
  plan: PlanId;
  visiosRemaining: number;
  visiosBonus: number;
  /** Unused visio_gratuite rewards. */
  freeVisioRewards: number;
}

export interface VisioPayment {
  kind: VisioPaymentKind;
  /** How long the session lasts: a bonus visio gives its 45 minutes. */
  durationMinutes: SessionDuration;
  /** What the member pays, in cents; 0 when a credit covers it. */
  priceCents: Cents;
}

/**
 * What a booking of `requested` minutes costs this member now, the first that applies (issue 12): Expert+'s included
 * visio of the month (30 min, while visios_remaining > 0), a bonus visio (45 min), a visio_gratuite reward (30 min);
 * otherwise the price of the length (39 € / 69 €). No credit covers an hour: 60 minutes are always paid.
 */
export function visioPayment(rights: VisioRightsInput, requested: VisioDuration): VisioPayment {
  if (requested === INCLUDED_VISIO_DURATION) {
    if (rights.plan === 'expert' && rights.visiosRemaining > 0) return { kind: 'included', durationMinutes: INCLUDED_VISIO_DURATION, priceCents: 0 };
    if (rights.visiosBonus > 0) return { kind: 'bonus', durationMinutes: BONUS_VISIO_DURATION, priceCents: 0 };
    if (rights.freeVisioRewards > 0) return { kind: 'reward', durationMinutes: FREE_VISIO_REWARD_DURATION, priceCents: 0 };
  }
  return { kind: 'paid', durationMinutes: requested, priceCents: VISIO_PRICES[requested] };
}

/**
 * How long a paid session's slot is held for its payment: the life of its checkout session, which Stripe wants at
 * least 30 minutes from the checkout's creation (35 leave room for the booking's own time). When the member has not
 * paid by then, the provider expires the checkout and the slot is freed.
 */
export const VISIO_PAYMENT_HOLD_MINUTES = 35;
/** Why a held slot was freed, as the member reads it in their history. */
export const VISIO_HOLD_RELEASED_REASON = 'Paiement non finalisé : le créneau a été libéré.';

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** A member may cancel or move a session for free up to this long before it starts; later, its credit is spent. */
export const VISIO_FREE_CHANGE_HOURS = 24;
/** 'Rejoindre' opens the meeting this long before the start. */
export const VISIO_JOIN_EARLY_MINUTES = 10;

/** Whether a cancellation or a move now still gives the credit back (start at least 24 h away). */
export function isFreeChange(start: string, now: string): boolean {
  return Date.parse(start) - Date.parse(now) >= VISIO_FREE_CHANGE_HOURS * HOUR;
}

/** From when the member may join the meeting. */
export function joinableFrom(start: string): string {
  return new Date(Date.parse(start) - VISIO_JOIN_EARLY_MINUTES * MINUTE).toISOString();
}

/** Whether the meeting can be joined now: from 10 minutes before the start to its end. */
export function isJoinable(visio: { status: VisioStatus; start: string; end: string }, now: string): boolean {
  return visio.status === 'confirmee' && now >= joinableFrom(visio.start) && now < visio.end;
}

/** The team records a session's outcome (held or missed) once it has started. */
export function mayRecordOutcome(visio: { status: VisioStatus; start: string }, now: string): boolean {
  return (visio.status === 'confirmee' || visio.status === 'terminee' || visio.status === 'absent') && now >= visio.start;
}

/** Reminders sent before a session (e-mail; one-time schedules created at booking, deleted on cancel). */
export const VISIO_REMINDERS = [
  { kind: '24h', minutesBefore: 24 * 60 },
  { kind: '1h', minutesBefore: 60 },
] as const;
export type VisioReminderKind = (typeof VISIO_REMINDERS)[number]['kind'];
