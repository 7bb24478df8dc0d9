import { resendDecision, signUpCodeValid } from '../../../shared/domain/sign-up-codes';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 25, 10, 0) + minutes * 60_000).toISOString();

describe('resendDecision', () => {
  it('allows the first resend and stores it', () => {
    expect(resendDecision([], at(0))).toEqual({ allowed: true, sends: [at(0)] });
  });

  it('refuses a second resend within the minute, until the minute has passed', () => {
    expect(resendDecision([at(0)], at(0.5))).toEqual({ allowed: false, reason: 'tooSoon', retryAt: at(1) });
    expect(resendDecision([at(0)], at(1))).toEqual({ allowed: true, sends: [at(0), at(1)] });
  });

  it('allows five resends in an hour, refuses the sixth until the first is an hour old', () => {
    const five = [at(0), at(2), at(4), at(6), at(8)];
    expect(resendDecision(five.slice(0, 4), at(8))).toEqual({ allowed: true, sends: five });
    expect(resendDecision(five, at(30))).toEqual({ allowed: false, reason: 'tooMany', retryAt: at(60) });
    expect(resendDecision(five, at(60))).toEqual({ allowed: true, sends: [...five.slice(1), at(60)] });
  });

  it('forgets resends older than the hour, whatever their order', () => {
    expect(resendDecision([at(50), at(-120), at(-61)], at(55))).toEqual({ allowed: true, sends: [at(50), at(55)] });
  });
});

describe('signUpCodeValid', () => {
  it('accepts a code for 24 hours, not a moment longer', () => {
    expect(signUpCodeValid(at(0), at(24 * 60 - 1))).toBe(true);
    expect(signUpCodeValid(at(0), at(24 * 60))).toBe(false);
  });
});
