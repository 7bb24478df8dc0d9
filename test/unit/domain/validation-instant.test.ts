import { OFFLINE_VALIDATION_MAX_AGE_HOURS, validationInstant } from '../../../shared/domain/training-sessions';

/** Issue 27: a validation queued offline counts at its tap's instant, within bounds the server sets. */
describe('validationInstant', () => {
  const now = '2026-11-26T17:00:00.000Z';

  it('keeps a tap of this morning: the session belongs to its own Paris day', () => {
    expect(validationInstant('2026-11-26T09:00:00.000Z', now)).toBe('2026-11-26T09:00:00.000Z');
  });

  it('takes the server’s instant when no tap is sent, when the tap is in the future, or older than the bound', () => {
    expect(validationInstant(undefined, now)).toBe(now);
    expect(validationInstant('2026-11-26T17:00:01.000Z', now)).toBe(now);
    const tooOld = new Date(Date.parse(now) - OFFLINE_VALIDATION_MAX_AGE_HOURS * 3_600_000 - 1).toISOString();
    expect(validationInstant(tooOld, now)).toBe(now);
  });

  it('keeps a tap exactly at the bound', () => {
    const oldest = new Date(Date.parse(now) - OFFLINE_VALIDATION_MAX_AGE_HOURS * 3_600_000).toISOString();
    expect(validationInstant(oldest, now)).toBe(oldest);
  });
});
