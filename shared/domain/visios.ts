import type { Cents } from './money';
import type { PlanId } from './plans';

/**
 * The visio offer (SPEC §2 Visios, §6, §9; one offer since issue 23): two sessions a member can book, each with one
 * name, one length and one price, read by every page (booking, shop, plans, points, dashboard, admin).
 * - the 'visio de suivi' (30 min) is what every credit gives: Expert+'s visio of the month, a visio bought in the
 *   shop (visios_bonus) and the points reward; without a credit it is paid 39 €;
 * - the 'visio bilan' (60 min) is always paid, 69 €: no credit covers an hour.
 */
export const VISIO_DURATIONS = [30, 60] as const;
export type VisioDuration = (typeof VISIO_DURATIONS)[number];

export const VISIO_OFFER_IDS = ['suivi', 'bilan'] as const;
export type VisioOfferId = (typeof VISIO_OFFER_IDS)[number];

export interface VisioOfferDefinition {
  id: VisioOfferId;
  /** The name a member reads everywhere: 'Visio de suivi', 'Visio bilan'. */
  name: string;
  /** 'Visios de suivi'. */
  pluralName: string;
  durationMinutes: VisioDuration;
  /** Price when no credit covers it. */
  priceCents: Cents;
  /** What it is for, in one sentence. */
  description: string;
  /** Whether a credit (included, bought in the shop, reward) books it. */
  coveredByCredits: boolean;
}

export const VISIO_OFFERS: Readonly<Record<VisioOfferId, VisioOfferDefinition>> = {
  suivi: {
    id: 'suivi',
    name: 'Visio de suivi',
    pluralName: 'Visios de suivi',
    durationMinutes: 30,
    priceCents: 3900,
    description: 'Trente minutes avec un éducateur pour faire le point sur un exercice ou une difficulté précise.',
    coveredByCredits: true,
  },
  bilan: {
    id: 'bilan',
    name: 'Visio bilan',
    pluralName: 'Visios bilan',
    durationMinutes: 60,
    priceCents: 6900,
    description: 'Une heure avec un éducateur pour observer ton chien, faire le bilan de ses besoins et bâtir un plan sur mesure.',
    coveredByCredits: false,
  },
};

const OFFER_BY_DURATION = Object.fromEntries(Object.values(VISIO_OFFERS).map((offer) => [offer.durationMinutes, offer])) as Record<VisioDuration, VisioOfferDefinition>;

/** The offer a bookable length sells. */
export function visioOfferOf(duration: VisioDuration): VisioOfferDefinition {
  return OFFER_BY_DURATION[duration];
}

export const VISIO_PRICES: Readonly<Record<VisioDuration, Cents>> = { 30: VISIO_OFFERS.suivi.priceCents, 60: VISIO_OFFERS.bilan.priceCents };

/** The session every credit gives: a visio de suivi. */
export const CREDIT_VISIO = VISIO_OFFERS.suivi;
/** The visio an Expert+ member gets each month, the free-visio reward and a bonus visio (the shop's) last 30 minutes. */
export const INCLUDED_VISIO_DURATION: VisioDuration = CREDIT_VISIO.durationMinutes;
export const FREE_VISIO_REWARD_DURATION: VisioDuration = CREDIT_VISIO.durationMinutes;
export const BONUS_VISIO_DURATION: VisioDuration = CREDIT_VISIO.durationMinutes;

/** Shown instead of the price when the visio is included in the plan. */
export const INCLUDED_LABEL = 'Inclus';

/** Educators are available 7 days a week (SPEC §2 Visios). */
export const EDUCATOR_AVAILABILITY = 'Éducateurs disponibles 7 jours sur 7';

/**
 * Every length a stored session can have: the two offers', and 45 minutes, the length a bonus visio had before
 * issue 23 (sessions booked then keep it in the history).
 */
export const SESSION_DURATIONS = [30, 45, 60] as const;
export type SessionDuration = (typeof SESSION_DURATIONS)[number];

/** The name of a stored session: its offer's; a former 45-minute bonus visio was a follow-up too. */
export function sessionName(duration: SessionDuration): string {
  return duration === 60 ? VISIO_OFFERS.bilan.name : VISIO_OFFERS.suivi.name;
}

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
/** How a session was paid for, after its name ('Visio de suivi · Incluse dans Expert+'). */
export const VISIO_PAYMENT_LABELS: Readonly<Record<VisioPaymentKind, string>> = {
  included: 'Incluse dans Expert+',
  bonus: 'Crédit acheté en boutique',
  reward: 'Offerte (récompense)',
  paid: 'Payée en ligne',
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
  /** How long the session lasts: a credit gives a visio de suivi (30 minutes). */
  durationMinutes: SessionDuration;
  /** What the member pays, in cents; 0 when a credit covers it. */
  priceCents: Cents;
}

/**
 * What a booking of `requested` minutes costs this member now, the first that applies (issue 12): for a visio de
 * suivi, Expert+'s included visio of the month (while visios_remaining > 0), a bonus visio bought in the shop, a
 * visio_gratuite reward — each gives a visio de suivi; otherwise the offer's price (39 € / 69 €). No credit covers a
 * visio bilan: 60 minutes are always paid.
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

/**
 * What the member gets back from a session cancelled in time, or by the team: a paid session's amount, refunded on the
 * card that paid it (its payment_refund_due event); any other, its credit. One sentence for the e-mail, the live
 * toast and the history.
 */
export function cancellationRefund(paid: boolean): string {
  return paid ? 'Le montant payé te sera remboursé sur ta carte sous quelques jours.' : 'Ton crédit t’a été rendu.';
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
