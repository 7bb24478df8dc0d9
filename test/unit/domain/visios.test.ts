import type { PlanId } from '../../../shared/domain/plans';
import { SHOP_PRODUCTS } from '../../../shared/domain/shop';
import { PLANS } from '../../../shared/domain/plans';
import { rewardByType } from '../../../shared/domain/rewards';
import {
  BONUS_VISIO_DURATION,
  FREE_VISIO_REWARD_DURATION,
  INCLUDED_VISIO_DURATION,
  isFreeChange,
  isJoinable,
  joinableFrom,
  mayRecordOutcome,
  sessionName,
  VISIO_OFFERS,
  VISIO_PRICES,
  visioOfferOf,
  visioPayment,
  type VisioRightsInput,
  type VisioStatus,
} from '../../../shared/domain/visios';

/** Issue 12: what pays for a visio, in order, and the time rules around a session. */

const rights = (plan: PlanId, credits: Partial<Omit<VisioRightsInput, 'plan'>> = {}): VisioRightsInput => ({ plan, visiosRemaining: 0, visiosBonus: 0, freeVisioRewards: 0, ...credits });

describe('the credit a booking uses (included, bonus, reward, then paid)', () => {
  it.each<[string, VisioRightsInput, 30 | 60, { kind: string; durationMinutes: number; priceCents: number }]>([
    ['Expert+ with the visio of the month', rights('expert', { visiosRemaining: 1, visiosBonus: 1, freeVisioRewards: 1 }), 30, { kind: 'included', durationMinutes: 30, priceCents: 0 }],
    ['Expert+ without it: the bonus bought in the shop, a visio de suivi', rights('expert', { visiosBonus: 2, freeVisioRewards: 1 }), 30, { kind: 'bonus', durationMinutes: 30, priceCents: 0 }],
    ['a Premium member’s leftover counter is not an included visio', rights('premium', { visiosRemaining: 1, freeVisioRewards: 1 }), 30, { kind: 'reward', durationMinutes: 30, priceCents: 0 }],
    ['the free plan with a free-visio reward', rights('gratuit', { freeVisioRewards: 1 }), 30, { kind: 'reward', durationMinutes: 30, priceCents: 0 }],
    ['nothing: 39 €', rights('premium'), 30, { kind: 'paid', durationMinutes: 30, priceCents: 3900 }],
    ['an hour is always paid: 69 €', rights('expert', { visiosRemaining: 1, visiosBonus: 1, freeVisioRewards: 1 }), 60, { kind: 'paid', durationMinutes: 60, priceCents: 6900 }],
  ])('%s', (_, input, requested, expected) => {
    expect(visioPayment(input, requested)).toEqual(expected);
  });

  it('the prices are SPEC’s (39 € / 69 €)', () => {
    expect(VISIO_PRICES).toEqual({ 30: 3900, 60: 6900 });
  });
});

describe('one visio offer (issue 23): a visio de suivi of 30 minutes for every credit, a visio bilan of an hour always paid', () => {
  it('names each bookable length once, with its price', () => {
    expect(Object.values(VISIO_OFFERS).map(({ name, durationMinutes, priceCents, coveredByCredits }) => [name, durationMinutes, priceCents, coveredByCredits])).toEqual([
      ['Visio de suivi', 30, 3900, true],
      ['Visio bilan', 60, 6900, false],
    ]);
    expect(visioOfferOf(30).name).toBe('Visio de suivi');
    expect(visioOfferOf(60).name).toBe('Visio bilan');
  });

  it('every credit is the same visio de suivi: Expert+’s included visio, the shop’s, the points reward', () => {
    expect([INCLUDED_VISIO_DURATION, BONUS_VISIO_DURATION, FREE_VISIO_REWARD_DURATION]).toEqual([30, 30, 30]);
    expect(SHOP_PRODUCTS.visio_unique).toMatchObject({ name: 'Visio de suivi', durationMinutes: 30, price: 3900 });
    expect(rewardByType('visio_gratuite')).toMatchObject({ name: 'Visio de suivi offerte', description: 'Une visio de suivi de 30 minutes avec un éducateur' });
    expect(PLANS.expert.features).toContain('1 visio de suivi (30 min) par mois avec un éducateur');
  });

  it('names a session of the history by its length, a former 45-minute bonus visio as a visio de suivi', () => {
    expect([sessionName(30), sessionName(45), sessionName(60)]).toEqual(['Visio de suivi', 'Visio de suivi', 'Visio bilan']);
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
