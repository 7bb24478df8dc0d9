import {
  DEFAULT_STAFF_MAIL_PREFERENCES,
  digestSections,
  dueSoonRange,
  isDueSoon,
  isEmptyDigest,
  ticketMailRecipients,
  type StaffMailPreferences,
} from '../../../shared/domain/staff-mail';

/** Issue 21: the team's e-mails — which tickets are due soon, who is told, what a morning digest holds. */

const NOW = '2031-05-14T10:00:00.000Z';
const inMinutes = (minutes: number) => new Date(Date.parse(NOW) + minutes * 60_000).toISOString();

describe('a ticket due soon (warned two hours before its due-by)', () => {
  it('looks at the due-bys of the next two hours', () => {
    expect(dueSoonRange(NOW)).toEqual({ from: NOW, to: '2031-05-14T12:00:00.000Z' });
  });

  it.each([
    ['open, unanswered, due in 1 h 50', { status: 'ouvert', dueBy: inMinutes(110) }, true],
    ['in progress, unanswered, due in exactly 2 h', { status: 'en_cours', dueBy: inMinutes(120) }, true],
    ['due in 2 h 01 (the next run warns it)', { status: 'ouvert', dueBy: inMinutes(121) }, false],
    ['already late (the digest tells of it)', { status: 'ouvert', dueBy: inMinutes(-1) }, false],
    ['answered by the team', { status: 'en_cours', dueBy: inMinutes(60), firstResponseAt: inMinutes(-30) }, false],
    ['resolved', { status: 'resolu', dueBy: inMinutes(60) }, false],
    ['closed', { status: 'ferme', dueBy: inMinutes(60) }, false],
  ] as const)('%s: %p', (_, ticket, warned) => {
    expect(isDueSoon(ticket, NOW)).toBe(warned);
  });
});

describe('who is told about a ticket', () => {
  const team = [{ id: 'elodie' }, { id: 'marc' }, { id: 'admin' }];
  const preferences = new Map<string, StaffMailPreferences>([['marc', { ...DEFAULT_STAFF_MAIL_PREFERENCES, urgent: false }]]);

  it('its assignee alone', () => {
    expect(ticketMailRecipients('elodie', team, preferences, 'urgent')).toEqual([{ id: 'elodie' }]);
  });

  it('the whole team, educators and admins, while it has no assignee', () => {
    expect(ticketMailRecipients(null, team, new Map(), 'dueSoon')).toEqual(team);
  });

  it('the whole team when its assignee left the team', () => {
    expect(ticketMailRecipients('parti', team, new Map(), 'dueSoon')).toEqual(team);
  });

  it('nobody who turned that e-mail off, the others still', () => {
    expect(ticketMailRecipients(null, team, preferences, 'urgent')).toEqual([{ id: 'elodie' }, { id: 'admin' }]);
    expect(ticketMailRecipients('marc', team, preferences, 'urgent')).toEqual([]);
    expect(ticketMailRecipients('marc', team, preferences, 'dueSoon')).toEqual([{ id: 'marc' }]);
  });
});

describe('a morning digest', () => {
  // 8:00 in Paris on 14 May 2031 (summer time: UTC+2).
  const AT = '2031-05-14T06:00:00.000Z';
  const ticket = (ticketId: string, dueBy: string) => ({ ticketId, title: ticketId, memberName: 'Inès', priority: 'standard' as const, dueBy });
  const visio = (visioId: string, start: string, status = 'confirmee') => ({ visioId, start, memberName: 'Basile', status });

  it('splits the open tickets into late (past their due-by, the longest wait first) and open (soonest due first)', () => {
    const sections = digestSections(
      'elodie',
      [ticket('a', '2031-05-15T09:00:00.000Z'), ticket('b', '2031-05-13T09:00:00.000Z'), ticket('c', '2031-05-14T07:00:00.000Z'), ticket('d', '2031-05-12T09:00:00.000Z')],
      [],
      AT,
    );
    expect(sections.late.map(({ ticketId }) => ticketId)).toEqual(['d', 'b']);
    expect(sections.open.map(({ ticketId }) => ticketId)).toEqual(['c', 'a']);
  });

  it('puts the educator’s own tickets before the unassigned ones in each section', () => {
    const mine = (ticketId: string, dueBy: string) => ({ ...ticket(ticketId, dueBy), assigneeId: 'elodie' });
    const sections = digestSections(
      'elodie',
      [ticket('unassigned-late', '2031-05-10T09:00:00.000Z'), mine('mine-late', '2031-05-13T09:00:00.000Z'), ticket('unassigned-open', '2031-05-14T07:00:00.000Z'), mine('mine-open', '2031-05-16T09:00:00.000Z')],
      [],
      AT,
    );
    expect(sections.late.map(({ ticketId }) => ticketId)).toEqual(['mine-late', 'unassigned-late']);
    expect(sections.open.map(({ ticketId }) => ticketId)).toEqual(['mine-open', 'unassigned-open']);
  });

  it('counts a ticket read twice (moved between the two queues while read) once', () => {
    const sections = digestSections('elodie', [ticket('a', '2031-05-15T09:00:00.000Z'), ticket('a', '2031-05-15T09:00:00.000Z')], [], AT);
    expect(sections.open).toHaveLength(1);
  });

  it('holds the confirmed visios of its Paris day, in order, and none of the day before or after', () => {
    const sections = digestSections(
      'elodie',
      [],
      [
        visio('evening', '2031-05-14T17:30:00.000Z'),
        visio('morning', '2031-05-14T07:00:00.000Z'),
        visio('just-after-midnight', '2031-05-13T22:15:00.000Z'), // 00:15 on the 14th in Paris
        visio('yesterday-late', '2031-05-13T21:45:00.000Z'), // 23:45 on the 13th in Paris
        visio('tomorrow', '2031-05-14T22:00:00.000Z'), // midnight on the 15th in Paris
        visio('cancelled', '2031-05-14T09:00:00.000Z', 'annulee'),
      ],
      AT,
    );
    expect(sections.visios.map(({ visioId }) => visioId)).toEqual(['just-after-midnight', 'morning', 'evening']);
  });

  it('is empty (not sent) when nothing is open and no visio is booked that day', () => {
    expect(isEmptyDigest(digestSections('elodie', [], [visio('tomorrow', '2031-05-15T08:00:00.000Z')], AT))).toBe(true);
    expect(isEmptyDigest(digestSections('elodie', [ticket('a', '2031-05-13T09:00:00.000Z')], [], AT))).toBe(false);
  });
});
