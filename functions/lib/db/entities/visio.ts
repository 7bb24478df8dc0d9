import { PLAN_IDS } from '../../../../shared/domain/plans';
import { VISIO_STATUSES } from '../../../../shared/domain/visios';

/**
 * A video session (SPEC §3 visios, issue 12). The booking's id is the browser's request key, so a retried booking
 * finds the session it created. Read by id, by member (gsi1, by start), by educator (gsi2, by start: the agenda) and
 * by the Paris month of its start (gsi3: the admin's month, its figures). A move is a new booking: the old one turns
 * `deplacee` and both carry the link. The member's and educator's first names are copied in, so lists read no
 * other item per row.
 */
export const visioModel = {
  model: { entity: 'visio', version: '1', service: 'lameute' },
  attributes: {
    visioId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    memberName: { type: 'string', required: true, readOnly: true },
    memberPlan: { type: PLAN_IDS, required: true, readOnly: true },
    /** Who holds it: changes only when its educator leaves and another takes it over (functions/visios/staff-departure.ts). */
    educatorId: { type: 'string', required: true },
    educatorName: { type: 'string', required: true },
    start: { type: 'string', required: true, readOnly: true },
    end: { type: 'string', required: true, readOnly: true },
    durationMinutes: { type: 'number', required: true, readOnly: true },
    /** The Paris month of the start (YYYY-MM): the admin's figures are counted per month. */
    month: { type: 'string', required: true, readOnly: true },
    /** The buffer the educator kept after it when it was booked: its claimed cells are [start, end + buffer). */
    bufferMinutes: { type: 'number', required: true, readOnly: true },
    /** How it was paid: 'included', 'bonus', 'reward:<id>' or 'paid' (the payment's id in `paymentId` once received). */
    paidWith: { type: 'string', required: true, readOnly: true },
    note: { type: 'string', readOnly: true },
    /** The dog the visio is about (issue 25): chosen by the member, else their first dog; absent without a dog. */
    dogId: { type: 'string', readOnly: true },
    meetingLink: { type: 'string', required: true, readOnly: true },
    status: { type: VISIO_STATUSES, required: true },
    /** A paid session: its checkout (the page where the member pays, until when the slot is held), then its payment. */
    checkoutSessionId: { type: 'string' },
    checkoutUrl: { type: 'string' },
    holdUntil: { type: 'string' },
    paymentId: { type: 'string' },
    /** Whether its credit came back (cancelled at least 24 h before, or by the team). */
    creditReturned: { type: 'boolean', required: true, default: false },
    cancelledAt: { type: 'string' },
    cancelledBy: { type: ['member', 'staff'] as const },
    cancelReason: { type: 'string' },
    rescheduledFrom: { type: 'string', readOnly: true },
    rescheduledTo: { type: 'string' },
    summary: { type: 'string' },
    outcomeAt: { type: 'string' },
    /** When each reminder went out: set on the condition that it is not, so a reminder is sent once. */
    reminded24hAt: { type: 'string' },
    reminded1hAt: { type: 'string' },
    createdAt: { type: 'string', required: true, readOnly: true },
    /** Bumped by every change: a change is written only over the version it read. */
    version: { type: 'number', required: true, default: 1 },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['visioId'] }, sk: { field: 'sk', composite: [] } },
    byMember: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['userId'] }, sk: { field: 'gsi1sk', composite: ['start', 'visioId'] } },
    byEducator: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['educatorId'] }, sk: { field: 'gsi2sk', composite: ['start', 'visioId'] } },
    byMonth: { index: 'gsi3', pk: { field: 'gsi3pk', composite: ['month'] }, sk: { field: 'gsi3sk', composite: ['start', 'visioId'] } },
  },
} as const;

/**
 * The member's latest paid hold (issue 20): one item per member naming the session a paid booking last held. Every
 * paid booking rewrites it in the transaction that holds its slot, on the condition that it still names the hold
 * that booking read (and freed, when it was still unpaid): two bookings of one member cannot both commit over the
 * same previous hold, so a member has at most one slot held unpaid at a time. It is not cleared when the hold is
 * paid or freed: the session it names says whether it is still held.
 */
export const visioHoldModel = {
  model: { entity: 'visioHold', version: '1', service: 'lameute' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    visioId: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;

/**
 * One 15-minute cell of an educator's time held by a booking (shared/domain/visio-slots.ts `claimCells`). A booking
 * creates its cells in its own transaction, each on the condition that it does not exist: two bookings whose spans
 * (session + buffer) overlap share a cell, so only one of them can commit, whatever the timing. Cancelling or moving
 * deletes them in the same transaction that frees the booking.
 */
export const visioSlotClaimModel = {
  model: { entity: 'visioSlotClaim', version: '1', service: 'lameute' },
  attributes: {
    educatorId: { type: 'string', required: true, readOnly: true },
    cell: { type: 'string', required: true, readOnly: true },
    visioId: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byCell: { pk: { field: 'pk', composite: ['educatorId'] }, sk: { field: 'sk', composite: ['cell'] } },
  },
} as const;

/**
 * An educator's availability (issue 12): the rules slot generation reads. All educators' rules are read together
 * (gsi1, one partition: a team of educators, not thousands) to offer a member the team's free slots.
 */
export const availabilityModel = {
  model: { entity: 'availability', version: '1', service: 'lameute' },
  attributes: {
    educatorId: { type: 'string', required: true, readOnly: true },
    educatorName: { type: 'string', required: true },
    /** The rules as JSON, written after availabilityRulesSchema (shared/contract) parsed them and read through it again. */
    rulesJson: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byEducator: { pk: { field: 'pk', composite: ['educatorId'] }, sk: { field: 'sk', composite: [] } },
    team: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['educatorId'] } },
  },
} as const;
