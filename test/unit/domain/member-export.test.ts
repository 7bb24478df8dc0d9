import { exportAvailableUntil, exportStatus, mayRequestExport } from '../../../shared/domain/member-export';

/** Issue 22: an export is downloadable 7 days, one is prepared at a time, and a stalled one does not block for good. */

describe('exportAvailableUntil: 7 days after the files were written', () => {
  it.each([
    ['2026-11-25T10:00:00.000Z', '2026-12-02T10:00:00.000Z'],
    ['2027-03-25T23:30:00.000Z', '2027-04-01T23:30:00.000Z'], // across the change to summer time: 7 × 24 h
  ])('%s → %s', (readyAt, until) => {
    expect(exportAvailableUntil(readyAt)).toBe(until);
  });
});

describe('exportStatus and mayRequestExport', () => {
  const now = '2026-11-25T12:00:00.000Z';
  it.each([
    ['no export yet', null, 'none', true],
    ['requested 5 minutes ago', { state: 'preparing', requestedAt: '2026-11-25T11:55:00.000Z' }, 'preparing', false],
    ['requested 29 minutes ago', { state: 'preparing', requestedAt: '2026-11-25T11:31:00.000Z' }, 'preparing', false],
    ['still preparing after 31 minutes: failed', { state: 'preparing', requestedAt: '2026-11-25T11:29:00.000Z' }, 'failed', true],
    ['ready until tomorrow', { state: 'ready', requestedAt: '2026-11-19T12:00:00.000Z', availableUntil: '2026-11-26T12:00:00.000Z' }, 'ready', true],
    ['ready until this very instant: expired', { state: 'ready', requestedAt: '2026-11-18T12:00:00.000Z', availableUntil: now }, 'expired', true],
    ['ready without a date (never written): expired', { state: 'ready', requestedAt: '2026-11-18T12:00:00.000Z' }, 'expired', true],
  ] as const)('%s', (_case, stored, status, may) => {
    expect(exportStatus(stored, now)).toBe(status);
    expect(mayRequestExport(stored, now)).toBe(may);
  });
});
