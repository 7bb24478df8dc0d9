import { LEVEL_IDS, levelById, levelFor, levelProgress, LEVELS, pointsWithLevel } from '../../../shared/domain/levels';
import {
  ficheCompletionPoints,
  POINTS_RULES,
  purchaseBonusReason,
  rewardExchangeReason,
  signUpBonusReason,
  TRANSACTION_REASONS,
  WAYS_TO_EARN,
} from '../../../shared/domain/points';
import {
  availableRewards,
  canExchange,
  isRewardType,
  nextReward,
  REWARDS,
  rewardByType,
  TOP_OF_LADDER_LABEL,
} from '../../../shared/domain/rewards';
import { SHOP_PRODUCTS } from '../../../shared/domain/shop';

describe('levels (SPEC §4: <50 Débutant, 50–99 Apprenti, 100–199 Confirmé, 200+ Expert)', () => {
  it.each([
    [0, 'debutant', 'Débutant'],
    [49, 'debutant', 'Débutant'],
    [50, 'apprenti', 'Apprenti'],
    [99, 'apprenti', 'Apprenti'],
    [100, 'confirme', 'Confirmé'],
    [199, 'confirme', 'Confirmé'],
    [200, 'expert', 'Expert'],
    [5000, 'expert', 'Expert'],
  ] as const)('%i points → %s (%s)', (points, id, label) => {
    expect(levelFor(points)).toMatchObject({ id, label });
  });

  it.each([
    [49, 'debutant'],
    [50, 'apprenti'],
    [200, 'expert'],
  ] as const)('shows a balance of %i with the level derived from it (%s)', (total, level) => {
    expect(pointsWithLevel(total)).toEqual({ total, level });
  });

  it('treats a negative balance as Débutant', () => {
    expect(levelFor(-3).id).toBe('debutant');
    expect(levelProgress(-3)).toEqual({ level: levelById('debutant'), next: { level: levelById('apprenti'), pointsToGo: 50 }, percent: 0 });
  });

  it.each([
    [0, 'apprenti', 50, 0],
    [25, 'apprenti', 25, 50],
    [49, 'apprenti', 1, 98],
    [50, 'confirme', 50, 0],
    [99, 'confirme', 1, 98],
    [100, 'expert', 100, 0],
    [150, 'expert', 50, 50],
    [199, 'expert', 1, 99],
  ] as const)('%i points: next level %s in %i points, bar at %i%%', (points, nextId, pointsToGo, percent) => {
    const progress = levelProgress(points);
    expect(progress.next).toEqual({ level: levelById(nextId), pointsToGo });
    expect(progress.percent).toBe(percent);
  });

  it.each([200, 1000])('%i points: Expert has no next level', (points) => {
    expect(levelProgress(points)).toEqual({ level: levelById('expert'), next: null, percent: 100 });
  });

  it('keeps LEVELS in the order of LEVEL_IDS', () => {
    expect(LEVELS.map((l) => l.id)).toEqual([...LEVEL_IDS]);
  });
});

describe('reward ladder (SPEC §4, §9: 20, 50, 100)', () => {
  it('costs 20, 50 and 100 points', () => {
    expect(REWARDS.map((reward) => rewardByType(reward.type).pointsCost)).toEqual([20, 50, 100]);
    expect(rewardByType('visio_gratuite').description).toContain('30 minutes');
  });

  it.each([
    [0, 'ticket_standard', 20, 0],
    [19, 'ticket_standard', 1, 95],
    [20, 'ticket_urgent', 30, 40],
    [49, 'ticket_urgent', 1, 98],
    [50, 'visio_gratuite', 50, 50],
    [99, 'visio_gratuite', 1, 99],
  ] as const)('%i points: next reward %s in %i points (%i%%)', (points, type, pointsToGo, percent) => {
    expect(nextReward(points)).toEqual({ reward: rewardByType(type), pointsToGo, percent });
  });

  it.each([100, 101, 250])("%i points: no next reward, '%s'", (points) => {
    expect(nextReward(points)).toBeNull();
    expect(TOP_OF_LADDER_LABEL).toBe('Niveau Expert atteint');
  });

  it.each([
    [19, 'ticket_standard', false],
    [20, 'ticket_standard', true],
    [49, 'ticket_urgent', false],
    [50, 'ticket_urgent', true],
    [99, 'visio_gratuite', false],
    [100, 'visio_gratuite', true],
  ] as const)('%i points can exchange %s: %p', (points, type, expected) => {
    expect(canExchange(points, type)).toBe(expected);
  });

  it.each([
    [19, []],
    [20, ['ticket_standard']],
    [50, ['ticket_standard', 'ticket_urgent']],
    [100, ['ticket_standard', 'ticket_urgent', 'visio_gratuite']],
  ])('%i points: available %p', (points, types) => {
    expect(availableRewards(points).map((r) => r.type)).toEqual(types);
  });

  it.each([
    ['visio_gratuite', true],
    ['ticket_urgent', true],
    ['visio_unique', false],
    ['constructor', false],
    [undefined, false],
  ])('isRewardType(%p) is %p', (value, expected) => {
    expect(isRewardType(value)).toBe(expected);
  });
});

describe('earning rules (SPEC §9)', () => {
  it('gives +1 per fiche by default, +5 per resolved ticket, +3 per verified share, +10 per monthly challenge', () => {
    expect(POINTS_RULES).toEqual({ ficheCompletedDefault: 1, ticketResolved: 5, verifiedShare: 3, monthlyChallenge: 10, verifiedSharesPerMonth: 5, profileCompleted: 5, paidValidationsPerDay: 5 });
  });

  it('lists every source of points on the points page, with its SPEC figure', () => {
    expect(WAYS_TO_EARN.map(({ id, points }) => [id, points])).toEqual([
      ['profileCompleted', '+5 points'],
      ['fiche', 'Les points de la fiche (+1 par défaut)'],
      ['ticketResolved', '+5 points'],
      ['verifiedShare', '+3 points'],
      ['monthlyChallenge', '+10 points'],
      ['shopBonus', '+2 / +3 / +5 / +10 points'],
      ['planBonus', '+10 / +25 points'],
    ]);
    expect(WAYS_TO_EARN.find((way) => way.id === 'shopBonus')?.detail).toBe('Ticket standard +2, Ticket urgent +5, Visio de suivi +10, Retour vidéo +3');
    expect(WAYS_TO_EARN.find((way) => way.id === 'planBonus')?.detail).toBe('Premium +10, Expert+ +25, une seule fois par membre.');
  });

  it.each([
    [{}, 1],
    [{ pointsReward: 3 }, 3],
    [{ pointsReward: 0 }, 0],
  ])('fiche %o is worth %i points', (fiche, points) => {
    expect(ficheCompletionPoints(fiche)).toBe(points);
  });

  it('writes the transaction reasons in French', () => {
    expect(TRANSACTION_REASONS.ficheCompleted).toBe('Fiche complétée');
    expect(signUpBonusReason('expert')).toBe('Bonus de bienvenue Expert+');
    expect(rewardExchangeReason(rewardByType('ticket_urgent'))).toBe('Échange : Ticket urgent');
    expect(purchaseBonusReason(SHOP_PRODUCTS.visio_unique)).toBe('Bonus d’achat : Visio de suivi');
  });
});
