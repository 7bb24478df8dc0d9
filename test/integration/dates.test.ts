import { randomUUID } from 'node:crypto';
import { DATE_MESSAGES } from '../../shared/schemas/dates';
import { api, type ApiAnswer } from './support/api';
import { signUpAndSignIn, type TestAccount } from './support/accounts';
import { memberOnPlan } from './support/members';

jest.setTimeout(120_000);

/**
 * Issue 20, item 8: every route taking a date or an instant answers a date that does not exist, or lies more than a
 * year away, with a 400 and its French message — never a 500 (`from=9999-12-28` was one), never accepted
 * (`from=2026-02-31` was).
 */

const DAY = 86_400_000;
const dateIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const instantIn = (days: number) => `${dateIn(days)}T10:00:00.000Z`;

/** The answer of a refused field: 400, VALIDATION, and the field's French message. */
function expectRefused(answer: ApiAnswer, field: string, message: string): void {
  expect(answer.status).toBe(400);
  expect(answer.json).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields: { [field]: message } } });
}

const BAD_DATES: [string, string][] = [
  ['2026-02-31', DATE_MESSAGES.date],
  ['2025-02-29', DATE_MESSAGES.date],
  ['2026-13-01', DATE_MESSAGES.date],
  ['2026-1-05', DATE_MESSAGES.date],
  ['demain', DATE_MESSAGES.date],
  ['9999-12-28', DATE_MESSAGES.window],
  ['0000-01-01', DATE_MESSAGES.window],
  [dateIn(400), DATE_MESSAGES.window],
  [dateIn(-400), DATE_MESSAGES.window],
];

const BAD_INSTANTS: [string, string][] = [
  ['2026-02-31T10:00:00.000Z', DATE_MESSAGES.instant],
  ['9999-12-28T10:00:00.000Z', DATE_MESSAGES.window],
  ['0000-01-01T10:00:00.000Z', DATE_MESSAGES.window],
  [instantIn(400), DATE_MESSAGES.window],
];

let member: TestAccount;
let educator: TestAccount;
beforeAll(async () => {
  [member, educator] = await Promise.all([memberOnPlan('premium'), signUpAndSignIn('educator')]);
});

describe('GET /visios/slots?from=', () => {
  it.each(BAD_DATES)('from=%s is refused: %s', async (from, message) => {
    expectRefused(await api('GET', `/visios/slots?duration=30&from=${encodeURIComponent(from)}`, { token: member.accessToken }), 'from', message);
  });

  it('a real date within the year is read, a leap day included', async () => {
    for (const from of [dateIn(0), dateIn(300), dateIn(-300)]) {
      expect((await api('GET', `/visios/slots?duration=30&from=${from}&days=1`, { token: member.accessToken })).status).toBe(200);
    }
  });
});

describe('PUT /staff/availability (date overrides)', () => {
  const rules = (date: string) => ({ weekly: [], overrides: [{ date, ranges: [] }], minNoticeMinutes: 0, bufferMinutes: 15, horizonDays: 30 });

  it.each(BAD_DATES)('an override on %s is refused: %s', async (date, message) => {
    expectRefused(await api('PUT', '/staff/availability', { token: educator.accessToken, body: rules(date) }), 'overrides.0.date', message);
  });

  it('an override within the year is saved; once gone by, it is no longer shown (a save would refuse it a year on)', async () => {
    const saved = await api('PUT', '/staff/availability', { token: educator.accessToken, body: { ...rules(dateIn(10)), overrides: [{ date: dateIn(-2), ranges: [] }, { date: dateIn(10), ranges: [] }] } });
    expect(saved.status).toBe(200);
    const shown = await api('GET', '/staff/availability', { token: educator.accessToken });
    expect(shown.json).toMatchObject({ rules: { overrides: [{ date: dateIn(10), ranges: [] }] } });
  });
});

describe('POST /visios and its move (start)', () => {
  it.each(BAD_INSTANTS)('a booking at %s is refused: %s', async (start, message) => {
    expectRefused(await api('POST', '/visios', { token: member.accessToken, body: { requestId: randomUUID(), duration: 30, start } }), 'start', message);
  });

  it.each(BAD_INSTANTS)('a move to %s is refused: %s', async (start, message) => {
    expectRefused(await api('POST', `/visios/${randomUUID()}/reschedule`, { token: member.accessToken, body: { requestId: randomUUID(), start } }), 'start', message);
  });
});
