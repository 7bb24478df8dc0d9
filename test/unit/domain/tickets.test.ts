import type { PlanId } from '../../../shared/domain/plans';
import {
  canStaffMove,
  memberMayReply,
  missedDueBy,
  priorityBadge,
  replyChange,
  TICKET_CATEGORY_LABELS,
  TICKET_STATUS_LABELS,
  ticketDueBy,
  ticketPayment,
  ticketQueue,
  ticketStatusOf,
  ticketUrgency,
} from '../../../shared/domain/tickets';

describe('ticket statuses (SPEC §4)', () => {
  it.each([
    ['ouvert', 'ouvert'],
    ['en_cours', 'en_cours'],
    ['resolu', 'resolu'],
    ['ferme', 'ferme'],
    ['archive', 'ouvert'],
    ['', 'ouvert'],
    [undefined, 'ouvert'],
    [3, 'ouvert'],
  ])('%p is shown as %s', (raw, status) => {
    expect(ticketStatusOf(raw)).toBe(status);
  });

  it('labels each status', () => {
    expect(TICKET_STATUS_LABELS).toEqual({
      ouvert: { label: 'Ouvert', description: 'En attente de réponse' },
      en_cours: { label: 'En cours' },
      resolu: { label: 'Résolu' },
      ferme: { label: 'Fermé' },
    });
  });

  it("badges urgent tickets 'Urgent'", () => {
    expect(priorityBadge('urgent')).toBe('Urgent');
    expect(priorityBadge('standard')).toBeNull();
  });

  it('labels the categories', () => {
    expect(Object.values(TICKET_CATEGORY_LABELS)).toEqual(['Général', 'Chiot', 'Réactivité', 'Comportement', 'Obéissance']);
  });
});

describe('who may open what (SPEC §5, issue 11)', () => {
  const rights = (plan: PlanId, ticketsRemaining: number, standard = 0, urgent = 0) => ({ plan, ticketsRemaining, credits: { ticket_standard: standard, ticket_urgent: urgent } });
  it.each([
    // plan, quota, standard credits, urgent credits, priority → payment
    ['gratuit', 0, 0, 0, 'standard', { denial: 'planRequired' }],
    ['gratuit', 0, 1, 0, 'standard', { kind: 'credit', rewardType: 'ticket_standard' }],
    ['gratuit', 0, 0, 1, 'standard', { denial: 'planRequired' }], // an urgent credit is not spent on a standard ticket
    ['gratuit', 0, 1, 0, 'urgent', { denial: 'urgentNotAllowed' }],
    ['gratuit', 0, 0, 1, 'urgent', { kind: 'credit', rewardType: 'ticket_urgent' }],
    ['premium', 3, 1, 0, 'standard', { kind: 'quota' }], // the quota before a credit that never expires
    ['premium', 0, 0, 0, 'standard', { denial: 'quotaExhausted' }],
    ['premium', 0, 1, 0, 'standard', { kind: 'credit', rewardType: 'ticket_standard' }],
    ['premium', 3, 0, 0, 'urgent', { denial: 'urgentNotAllowed' }],
    ['premium', 3, 0, 1, 'urgent', { kind: 'credit', rewardType: 'ticket_urgent' }],
    ['expert', 0, 0, 0, 'standard', { kind: 'included' }],
    ['expert', 0, 1, 1, 'urgent', { kind: 'included' }], // unlimited: credits stay for later
  ] as const)('%s, quota %i, credits %i/%i, %s → %j', (plan, quota, standard, urgent, priority, payment) => {
    expect(ticketPayment(rights(plan, quota, standard, urgent), priority)).toEqual(payment);
  });
});

describe('the ticket’s promise and its life (issue 11)', () => {
  it('is due 48 h after creation, 24 h when urgent', () => {
    expect(ticketDueBy('2026-11-23T10:00:00.000Z', 'standard')).toBe('2026-11-25T10:00:00.000Z');
    expect(ticketDueBy('2026-11-23T10:00:00.000Z', 'urgent')).toBe('2026-11-24T10:00:00.000Z');
  });

  it.each([
    ['ouvert', 'en_cours', true],
    ['ouvert', 'resolu', true],
    ['en_cours', 'resolu', true],
    ['en_cours', 'ouvert', false],
    ['resolu', 'en_cours', true],
    ['resolu', 'ferme', true],
    ['ferme', 'ouvert', false],
    ['ferme', 'en_cours', false],
    ['ouvert', 'ouvert', false],
  ] as const)('the team may move %s → %s: %p', (from, to, allowed) => {
    expect(canStaffMove(from, to)).toBe(allowed);
  });

  it('lets the member reply while open, and for 7 days after the resolution', () => {
    const now = '2026-11-23T12:00:00.000Z';
    expect(memberMayReply({ status: 'en_cours' }, now)).toBe(true);
    expect(memberMayReply({ status: 'resolu', resolvedAt: '2026-11-16T12:00:00.000Z' }, now)).toBe(true);
    expect(memberMayReply({ status: 'resolu', resolvedAt: '2026-11-16T11:59:59.000Z' }, now)).toBe(false);
    expect(memberMayReply({ status: 'ferme' }, now)).toBe(false);
  });

  it('files an open ticket under its educator or as unassigned, a finished one under its status', () => {
    expect(ticketQueue('ouvert', null)).toBe('non-assigne');
    expect(ticketQueue('en_cours', 'e1')).toBe('educateur:e1');
    expect(ticketQueue('resolu', 'e1')).toBe('resolu');
    expect(ticketUrgency('en_cours', 'urgent')).toBe('urgent');
    expect(ticketUrgency('ferme', 'urgent')).toBe('termine');
  });
});

describe('the promise missed (SLA, issue 11)', () => {
  const dueBy = '2026-11-23T12:00:00.000Z';
  it.each([
    ['answered before its due-by', { status: 'resolu', firstResponseAt: '2026-11-23T11:00:00.000Z' }, '2026-11-30T00:00:00.000Z', false],
    ['answered after its due-by', { status: 'resolu', firstResponseAt: '2026-11-23T13:00:00.000Z' }, '2026-11-30T00:00:00.000Z', true],
    ['open, unanswered, due-by passed', { status: 'ouvert' }, '2026-11-23T12:00:01.000Z', true],
    ['open, unanswered, still in time', { status: 'ouvert' }, '2026-11-23T11:59:59.000Z', false],
    ['closed by the member without an answer', { status: 'ferme' }, '2026-11-30T00:00:00.000Z', false],
  ] as const)('%s → %p', (_, ticket, now, missed) => {
    expect(missedDueBy({ ...ticket, dueBy }, now)).toBe(missed);
  });
});

describe('what a reply changes on its ticket (issue 21)', () => {
  const now = '2026-11-23T12:00:00.000Z';
  it.each([
    ['the member, on an open ticket: nothing but the last message', { status: 'ouvert' }, 'member', { status: 'ouvert', assign: false, firstResponse: false }],
    ['the member, on a resolved ticket within 7 days: reopened', { status: 'resolu', resolvedAt: '2026-11-20T12:00:00.000Z' }, 'member', { status: 'ouvert', assign: false, firstResponse: false }],
    ['the member, on a ticket resolved 8 days ago: refused', { status: 'resolu', resolvedAt: '2026-11-15T12:00:00.000Z' }, 'member', null],
    ['the member, on a closed ticket: refused', { status: 'ferme' }, 'member', null],
    ['the team, first answer on an unassigned ticket', { status: 'ouvert' }, 'staff', { status: 'en_cours', assign: true, firstResponse: true }],
    ['the team, on an answered ticket of an educator', { status: 'en_cours', assigneeId: 'e1', firstResponseAt: now }, 'staff', { status: 'en_cours', assign: false, firstResponse: false }],
    ['the team, on a resolved ticket: stays resolved', { status: 'resolu', assigneeId: 'e1', firstResponseAt: now }, 'staff', { status: 'resolu', assign: false, firstResponse: false }],
    ['the team, on a closed ticket: refused', { status: 'ferme', assigneeId: 'e1' }, 'staff', null],
  ] as const)('%s', (_, ticket, author, change) => {
    expect(replyChange(ticket, author, now)).toEqual(change);
  });
});
