import * as z from 'zod';
import { PLAN_IDS } from '../domain/plans';
import { TICKET_STATUSES } from '../domain/tickets';
import { SESSION_DURATIONS, VISIO_DURATIONS, VISIO_PAYMENT_KINDS, VISIO_STATUSES } from '../domain/visios';
import { calendarDateSchema, instantSchema } from '../schemas/dates';
import { number, readNumber, text } from '../schemas/fields';
import { memberContextSchema } from './ticket-schemas';
import { dogIdSchema } from './dog-profile-schemas';

/** Shapes of the visios domain (issue 12; SPEC §2 Visios, §3 visios, §9 Visios). */

export const visioIdParamsSchema = z.strictObject({ id: z.uuid({ error: 'Visio introuvable' }) });

const LOCAL_TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const localTime = z.string({ error: 'Heure invalide' }).regex(LOCAL_TIME, { error: 'Saisis une heure au format HH:MM' });

const rangeShape = { start: localTime, end: localTime };

/** A range of local (Europe/Paris) time, on the quarter hour, that ends after it starts. */
function wellFormedRange<T extends z.ZodType<{ start: string; end: string }>>(schema: T) {
  return schema
    .refine(({ start, end }) => start < end, { error: 'La fin doit être après le début', path: ['end'] })
    .refine(({ start, end }) => [start, end].every((time) => Number(time.slice(3)) % 15 === 0), {
      error: 'Les plages commencent et finissent au quart d’heure (00, 15, 30 ou 45)',
      path: ['start'],
    });
}
const timeRangeSchema = wellFormedRange(z.strictObject(rangeShape));
const weeklyRangeSchema = wellFormedRange(
  z.strictObject({ weekday: z.number({ error: 'Jour invalide' }).int({ error: 'Jour invalide' }).min(1, { error: 'Jour invalide' }).max(7, { error: 'Jour invalide' }), ...rangeShape }),
);

/** Overlapping ranges of one day would offer the same slot twice: refuse them rather than guess. */
function rangesDoNotOverlap(ranges: readonly { start: string; end: string }[]): boolean {
  const sorted = [...ranges].sort((a, b) => a.start.localeCompare(b.start));
  return sorted.every((range, index) => index === 0 || sorted[index - 1]!.end <= range.start);
}

/**
 * An educator's availability (issue 12): weekly ranges by ISO weekday (1 = lundi), date overrides that replace a
 * day's ranges (an empty list is a day off), the minimum notice before a booking, the buffer kept between two
 * sessions and how far ahead members may book. Times are Paris wall-clock times; slot generation
 * (shared/domain/visio-slots.ts) turns them into instants, daylight saving change days included.
 * `date` is what an override's date must be: within a year of today when an educator sends it, any calendar date
 * once stored (an override saved long ago stays readable, see below).
 */
const availabilityRules = (date: z.ZodType<string>) =>
  z
    .strictObject({
      weekly: z
        .array(weeklyRangeSchema)
        .max(35, { error: 'Au plus 35 plages par semaine' }),
      overrides: z
        .array(z.strictObject({ date, ranges: z.array(timeRangeSchema).max(5, { error: 'Au plus 5 plages par jour' }) }))
        .max(120, { error: 'Au plus 120 dates particulières' }),
      minNoticeMinutes: number({ min: 0, max: 14 * 24 * 60, rangeMessage: 'Le délai de prévenance va de 0 à 14 jours' }),
      bufferMinutes: z.union([z.literal(0), z.literal(15), z.literal(30)], { error: 'La pause entre deux visios est de 0, 15 ou 30 minutes' }),
      horizonDays: number({ min: 1, max: 90, rangeMessage: 'Les réservations sont ouvertes de 1 à 90 jours à l’avance' }),
    })
    .refine(({ weekly }) => [1, 2, 3, 4, 5, 6, 7].every((day) => rangesDoNotOverlap(weekly.filter((range) => range.weekday === day))), {
      error: 'Deux plages d’un même jour se chevauchent',
      path: ['weekly'],
    })
    .refine(({ overrides }) => overrides.every(({ ranges }) => rangesDoNotOverlap(ranges)), {
      error: 'Deux plages d’une même date se chevauchent',
      path: ['overrides'],
    })
    .refine(({ overrides }) => new Set(overrides.map(({ date }) => date)).size === overrides.length, {
      error: 'Une date particulière est saisie deux fois',
      path: ['overrides'],
    });
/** The rules an educator sends: override dates real and within a year of today (shared/schemas/dates.ts). */
export const availabilityRulesSchema = availabilityRules(calendarDateSchema);
export type AvailabilityRulesInput = z.infer<typeof availabilityRulesSchema>;
/**
 * The rules as stored and shown: any date-shaped override, so an override saved long ago (or before dates were
 * checked against the calendar: one that no day matches changes nothing) never makes them unreadable.
 */
export const storedAvailabilityRulesSchema = availabilityRules(z.string().regex(/^\d{4}-\d{2}-\d{2}$/));

export const staffAvailabilitySchema = z.object({ rules: storedAvailabilityRulesSchema, updatedAt: z.string().nullable() });

/**
 * A session as its member sees it. `meetingLink` only while it is confirmed, `checkoutUrl` only while its payment is
 * awaited; `summary` is the educator's 'Compte rendu'.
 */
export const visioSchema = z.object({
  id: z.string(),
  status: z.enum(VISIO_STATUSES),
  start: z.string(),
  end: z.string(),
  durationMinutes: z.literal(SESSION_DURATIONS),
  payment: z.enum(VISIO_PAYMENT_KINDS),
  educator: z.object({ name: z.string() }),
  note: z.string().nullable(),
  meetingLink: z.string().nullable(),
  /** A paid session waiting for its payment: the page where the member pays, and until when the slot is held. */
  checkoutUrl: z.string().nullable(),
  holdUntil: z.string().nullable(),
  summary: z.string().nullable(),
  /** Whether cancelling or moving it now gives the credit back (≥ 24 h before). */
  freeChange: z.boolean(),
  /** From when 'Rejoindre' opens the meeting (10 minutes before the start). */
  joinableFrom: z.string(),
  /** The booking this one replaces, and the one that replaced it. */
  rescheduledFrom: z.string().nullable(),
  rescheduledTo: z.string().nullable(),
  /** Whether the credit came back on cancellation. */
  creditReturned: z.boolean(),
  createdAt: z.string(),
});
export type Visio = z.infer<typeof visioSchema>;

/** What a booking of each length costs this member now (shared/domain `visioPayment`). */
export const visioOfferSchema = z.object({
  requested: z.literal(VISIO_DURATIONS),
  payment: z.enum(VISIO_PAYMENT_KINDS),
  durationMinutes: z.literal(SESSION_DURATIONS),
  priceCents: z.number().int(),
});
export type VisioOffer = z.infer<typeof visioOfferSchema>;

export const memberVisiosSchema = z.object({
  upcoming: z.array(visioSchema),
  past: z.array(visioSchema),
  offers: z.array(visioOfferSchema),
  credits: z.object({ plan: z.enum(PLAN_IDS), visiosRemaining: z.number().int(), visiosBonus: z.number().int(), freeVisioRewards: z.number().int() }),
});
export type MemberVisios = z.infer<typeof memberVisiosSchema>;

/** The length a member asks for (a query string sends it as text). */
const requestedDuration = z.preprocess(readNumber, z.literal(VISIO_DURATIONS, { error: 'Choisis une durée de 30 ou 60 minutes' }));

/** Slots either for a new booking of a length, or to move a booked visio (its length, its own time counted free). */
export const visioSlotsQuerySchema = z
  .strictObject({
    duration: requestedDuration.optional(),
    visio: z.uuid({ error: 'Visio introuvable' }).optional(),
    /** The first local date shown (Paris), a real date within a year of today (shared/schemas/dates.ts); today when absent. */
    from: calendarDateSchema.optional(),
    days: number({ min: 1, max: 14, rangeMessage: 'De 1 à 14 jours à la fois' }).default(7),
  })
  .refine(({ duration, visio }) => (duration === undefined) !== (visio === undefined), { error: 'Choisis une durée de 30 ou 60 minutes', path: ['duration'] });

/** Free slot starts by local date, for the length this member's booking would really last (any credit: a 30-minute visio de suivi). */
export const visioSlotsSchema = z.object({
  durationMinutes: z.literal(SESSION_DURATIONS),
  timeZone: z.string(),
  days: z.array(z.object({ date: z.string(), slots: z.array(z.string()) })),
});
export type VisioSlots = z.infer<typeof visioSlotsSchema>;

export const VISIO_NOTE_MAX = 1000;
const visioNote = text({ multiline: true })
  .max(VISIO_NOTE_MAX, { error: `La note doit contenir au plus ${VISIO_NOTE_MAX} caractères` })
  .optional();

/** `requestId`: the browser's key for one click on 'Confirmer', so a retry books once. */
export const bookVisioBodySchema = z.strictObject({
  requestId: z.uuid({ error: 'Identifiant de demande invalide' }),
  duration: requestedDuration,
  start: instantSchema(),
  note: visioNote,
  /** The dog the visio is about (issue 25); absent: the member's first dog. */
  dogId: dogIdSchema.optional(),
});

export const rescheduleVisioBodySchema = z.strictObject({
  requestId: z.uuid({ error: 'Identifiant de demande invalide' }),
  start: instantSchema(),
});

/** A session in the team's agenda and the admin's list. */
export const staffVisioRowSchema = visioSchema.omit({ educator: true }).extend({
  educator: z.object({ id: z.string(), name: z.string() }),
  member: z.object({ firstName: z.string(), plan: z.enum(PLAN_IDS) }),
});
export type StaffVisioRow = z.infer<typeof staffVisioRowSchema>;

export const staffVisiosQuerySchema = z.strictObject({ scope: z.enum(['upcoming', 'past'], { error: 'Période inconnue' }).default('upcoming') });
export const staffVisiosSchema = z.object({ visios: z.array(staffVisioRowSchema) });

/** One session for its educator: the member's context as for a ticket, plus their open tickets. */
export const staffVisioSchema = z.object({
  visio: staffVisioRowSchema,
  member: memberContextSchema.extend({
    openTickets: z.array(z.object({ id: z.string(), title: z.string(), status: z.enum(TICKET_STATUSES) })),
  }),
  mayRecordOutcome: z.boolean(),
});
export type StaffVisio = z.infer<typeof staffVisioSchema>;

export const VISIO_SUMMARY_MAX = 5000;
/** After the session: held or missed, and the written summary ('Compte rendu') the member reads. */
export const visioOutcomeBodySchema = z.strictObject({
  status: z.enum(['terminee', 'absent'], { error: 'Indique si la visio a eu lieu' }),
  summary: text({ multiline: true }).max(VISIO_SUMMARY_MAX, { error: `Le compte rendu doit contenir au plus ${VISIO_SUMMARY_MAX} caractères` }).optional(),
});

export const staffCancelVisioBodySchema = z.strictObject({
  reason: text({ error: 'Indique au membre pourquoi', multiline: true }).min(5, { error: 'Indique au membre pourquoi (5 caractères au moins)' }).max(500, { error: 'La raison doit contenir au plus 500 caractères' }),
});

export const adminVisiosQuerySchema = z.strictObject({
  month: z.string().regex(/^\d{4}-(?:0[1-9]|1[0-2])$/, { error: 'Mois invalide' }).optional(),
  status: z.enum(VISIO_STATUSES).optional(),
  educatorId: text().min(1).max(64).optional(),
});
export const adminVisiosSchema = z.object({
  month: z.string(),
  visios: z.array(staffVisioRowSchema),
  figures: z.object({
    /** The month's visios (shared/domain/stats.ts ADMIN_FIGURES.visiosOfMonth): the same figure as /admin/stats' visiosThisMonth. */
    booked: z.number().int(),
    held: z.number().int(),
    noShows: z.number().int(),
    cancelled: z.number().int(),
    byEducator: z.array(z.object({ educator: z.object({ id: z.string(), name: z.string() }), booked: z.number().int(), held: z.number().int(), noShows: z.number().int(), upcoming: z.number().int(), minutes: z.number().int() })),
  }),
});
export type AdminVisios = z.infer<typeof adminVisiosSchema>;
