import type { PlanId } from '../../../shared/domain/plans';
import { SHOP_PRODUCTS } from '../../../shared/domain/shop';
import {
  BONUS_VISIO_DURATION,
  isFreeChange,
  isJoinable,
  joinableFrom,
  mayRecordOutcome,
  VISIO_PRICES,
  visioPayment,
  type VisioRightsInput,
  type VisioStatus,
} from '../../../shared/domain/visios';

/** Issue 12: what pays for a visio, in order, and the time rules around a session. */

const rights = (plan: PlanId, credits: Partial<Omit<VisioRightsInput, 'plan'>> = {}): VisioRightsInput => ({ plan, visiosRemaining: 0, visiosBonus: 0, freeVisioRewards: 0, ...credits });

describe('the credit a booking uses (included, bonus, reward, then paid)', () => {
  it.each<[string, VisioRightsInput, 30 | 60, { kind: string; durationMinutes: number; priceCents: number }]>([
    ['Expert+ with the visio of the month', rights('expert', { visiosRemaining: 1, visiosBonus: 1, freeVisioRewards: 1 }), 30, { kind: 'included', durationMinutes: 30, priceCents: 0 }],
    ['Expert+ without it: the bonus, 45 minutes', rights('expert', { visiosBonus: 2, freeVisioRewards: 1 }), 30, { kind: 'bonus', durationMinutes: 45, priceCents: 0 }],
    ['a Premium member’s leftover counter is not an included visio', rights('premium', { visiosRemaining: 1, freeVisioRewards: 1 }), 30, { kind: 'reward', durationMinutes: 30, priceCents: 0 }],
    ['the free plan with a free-visio reward', rights('gratuit', { freeVisioRewards: 1 }), 30, { kind: 'reward', durationMinutes: 30, priceCents: 0 }],
    ['nothing: 39 €', rights('premium'), 30, { kind: 'paid', durationMinutes: 30, priceCents: 3900 }],
    ['an hour is always paid: 69 €', rights('expert', { visiosRemaining: 1, visiosBonus: 1, freeVisioRewards: 1 }), 60, { kind: 'paid', durationMinutes: 60, priceCents: 6900 }],
  ])('%s', (_, input, requested, expected) => {
    expect(visioPayment(input, requested)).toEqual(expected);
  });

  it('the prices and the bonus length are SPEC’s (39 € / 69 €, the shop’s 45-minute visio)', () => {
    expect(VISIO_PRICES).toEqual({ 30: 3900, 60: 6900 });
    expect(BONUS_VISIO_DURATION).toBe(SHOP_PRODUCTS.visio_unique.durationMinutes);
  });
});

describe('time rules', () => {
  const start = '2026-12-01T10:00:00.000Z';
  const end = '2026-12-01T10:30:00.000Z';

  it.each<[string, string, boolean]>([
    ['25 h before', '2026-11-30T09:00:00.000Z', true],
    ['exactly 24 h before', '2026-11-30T10:00:00.000Z', true],
    ['24 h minus 1 ms before', '2026-11-30T10:00:00.001Z', false],
    ['after the start', '2026-12-01T10:05:00.000Z', false],
  ])('a change %s gives the credit back: %s', (_, now, free) => {
    expect(isFreeChange(start, now)).toBe(free);
  });

  it.each<[string, VisioStatus, string, boolean]>([
    ['11 minutes before', 'confirmee', '2026-12-01T09:49:00.000Z', false],
    ['10 minutes before', 'confirmee', '2026-12-01T09:50:00.000Z', true],
    ['during', 'confirmee', '2026-12-01T10:20:00.000Z', true],
    ['at the end', 'confirmee', end, false],
    ['cancelled', 'annulee', '2026-12-01T09:55:00.000Z', false],
  ])('Rejoindre %s (%s): %s', (_, status, now, joinable) => {
    expect(joinableFrom(start)).toBe('2026-12-01T09:50:00.000Z');
    expect(isJoinable({ status, start, end }, now)).toBe(joinable);
  });

  it.each<[VisioStatus, string, boolean]>([
    ['confirmee', '2026-12-01T09:59:59.999Z', false],
    ['confirmee', start, true],
    ['terminee', '2026-12-02T10:00:00.000Z', true],
    ['absent', '2026-12-02T10:00:00.000Z', true],
    ['annulee', '2026-12-02T10:00:00.000Z', false],
    ['deplacee', '2026-12-02T10:00:00.000Z', false],
  ])('the outcome of a %s session may be recorded at %s: %s', (status, now, allowed) => {
    expect(mayRecordOutcome({ status, start }, now)).toBe(allowed);
  });
});
