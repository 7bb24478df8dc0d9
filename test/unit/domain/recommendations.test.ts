import fc from 'fast-check';
import { BEHAVIOUR_TAG_IDS, type BehaviourTag } from '../../../shared/domain/behaviour-tags';
import { canReadFiche } from '../../../shared/domain/entitlements';
import { FICHE_CATEGORIES, type FicheCategory } from '../../../shared/domain/fiche';
import { PLAN_IDS, type PlanId } from '../../../shared/domain/plans';
import {
  MAX_RECOMMENDATIONS,
  rankFiches,
  recommendFiches,
  scoreFiche,
  scoringContext,
  takeWithOverflow,
  whyRecommended,
  type ScorableFiche,
  type ScoringContext,
} from '../../../shared/domain/recommendations';

const fiche = (over: Partial<ScorableFiche> & { id: string }): ScorableFiche => ({
  category: 'adulte',
  tags: [],
  prerequisTags: [],
  isFree: true,
  premiumOnly: false,
  expertPlusOnly: false,
  ...over,
});

const context = (plan: PlanId, tags: BehaviourTag[], categories: FicheCategory[] = []): ScoringContext => ({
  plan,
  tags: new Set(tags),
  categories: new Set(categories),
});

describe('score of one fiche (SPEC §9)', () => {
  it.each([
    ['no match', {}, 0],
    ['one matching tag', { tags: ['reactivite'] }, 2],
    ['two matching tags and an unmatched one', { tags: ['reactivite', 'peurs', 'fugue'] }, 4],
    ['category only', { category: 'reactif' }, 1],
    ['tags and category', { tags: ['reactivite', 'peurs'], category: 'reactif' }, 5],
    ['prerequisite met', { tags: ['reactivite'], prerequisTags: ['peurs'] }, 2],
    ['prerequisite missing', { tags: ['reactivite', 'peurs'], category: 'reactif', prerequisTags: ['chiot'] }, 0],
    ['locked for the plan', { tags: ['reactivite'], isFree: false }, 1],
    ['locked, no match', { isFree: false }, -1],
    ['locked, prerequisite missing', { tags: ['reactivite'], isFree: false, prerequisTags: ['chiot'] }, -1],
  ] as const)('%s → %i (free plan, profile tags reactivite + peurs, category reactif)', (_, over, score) => {
    const scored = scoreFiche(context('gratuit', ['reactivite', 'peurs'], ['reactif']), fiche({ id: 'f', ...over } as ScorableFiche));
    expect(scored.score).toBe(score);
  });

  it('reports matched tags in fiche order, the missing prerequisites and the lock', () => {
    const scored = scoreFiche(
      context('premium', ['peurs', 'reactivite']),
      fiche({ id: 'f', tags: ['reactivite', 'fugue', 'peurs'], prerequisTags: ['chiot', 'peurs'], expertPlusOnly: true }),
    );
    expect(scored.matchedTags).toEqual(['reactivite', 'peurs']);
    expect(scored.missingPrerequisites).toEqual(['chiot']);
    expect(scored.accessible).toBe(false);
    expect(scored.lock?.reason).toBe('Nécessite le plan Expert+');
  });
});

describe('why recommended', () => {
  it('explains every part of the score', () => {
    const scored = scoreFiche(context('gratuit', ['reactivite', 'peurs'], ['reactif']), fiche({ id: 'f', tags: ['reactivite', 'peurs'], category: 'reactif', isFree: false }));
    expect(whyRecommended(scored)).toEqual([
      'Correspond au profil : Réactivité, Peurs (+4)',
      'Catégorie adaptée : Réactif (+1)',
      'Nécessite le plan Premium (-1)',
    ]);
    const missing = scoreFiche(context('expert', []), fiche({ id: 'g', prerequisTags: ['chiot'] }));
    expect(whyRecommended(missing)).toEqual(['Prérequis absent du profil : Chiot (score ramené à 0)']);
    expect(whyRecommended(scoreFiche(context('expert', []), fiche({ id: 'h' })))).toEqual(['Une fiche utile à tous les chiens']);
  });
});

describe('ranking and recommendations', () => {
  const catalogue = [
    fiche({ id: 'a', tags: ['reactivite'] }),
    fiche({ id: 'b', tags: ['reactivite', 'peurs'] }),
    fiche({ id: 'c', tags: ['reactivite', 'peurs'], prerequisTags: ['chiot'] }),
    fiche({ id: 'd', tags: ['reactivite', 'peurs'], premiumOnly: true }),
    fiche({ id: 'e', tags: ['reactivite'], isFree: false }),
    fiche({ id: 'f' }),
    fiche({ id: 'g', tags: ['peurs'] }),
  ];

  it('orders by score, readable before locked at equal score, then catalogue order; missing prerequisites last', () => {
    const ranked = rankFiches(context('gratuit', ['reactivite', 'peurs']), catalogue);
    expect(ranked.map((s) => [s.fiche.id, s.score])).toEqual([
      ['b', 4],
      ['d', 3],
      ['a', 2],
      ['g', 2],
      ['e', 1],
      ['f', 0],
      ['c', 0],
    ]);
  });

  it('recommends only fiches scoring above 0', () => {
    expect(recommendFiches(context('gratuit', ['reactivite', 'peurs']), catalogue).map((s) => s.fiche.id)).toEqual(['b', 'd', 'a', 'g', 'e']);
  });

  it('caps at 10 cards', () => {
    const many = Array.from({ length: 25 }, (_, i) => fiche({ id: `f${i}`, tags: ['peurs'] }));
    expect(recommendFiches(context('expert', ['peurs']), many)).toHaveLength(10);
    expect(recommendFiches(context('expert', ['peurs']), many, 3).map((s) => s.fiche.id)).toEqual(['f0', 'f1', 'f2']);
    expect(recommendFiches(context('expert', ['peurs']), many, 50)).toHaveLength(MAX_RECOMMENDATIONS);
  });

  it('builds the context from a profile', () => {
    const ctx = scoringContext('premium', { age: 0.25, reactivite: true });
    expect([...ctx.tags]).toEqual(['chiot', 'mordillement', 'reactivite']);
    expect([...ctx.categories].sort()).toEqual(['chiot', 'reactif']);
    expect(ctx.derivedTags.map((d) => d.tag)).toEqual([...ctx.tags]);
    const top = recommendFiches(ctx, [fiche({ id: 'x', category: 'chiot', tags: ['mordillement'] }), fiche({ id: 'y', category: 'chiot' })]);
    expect(top.map((s) => [s.fiche.id, s.score])).toEqual([
      ['x', 3],
      ['y', 1],
    ]);
  });

  it.each([
    [['a', 'b', 'c', 'd', 'e'], 3, ['a', 'b', 'c'], 2],
    [['a', 'b'], 3, ['a', 'b'], 0],
    [[], 3, [], 0],
  ])('takeWithOverflow(%p, %i) shows %p then +%i', (items, max, shown, more) => {
    expect(takeWithOverflow(items, max)).toEqual({ shown, more });
  });
});

describe('scorer properties', () => {
  const tag = fc.constantFrom(...BEHAVIOUR_TAG_IDS);
  const ficheArb = fc.record({
    id: fc.uuid(),
    category: fc.constantFrom(...FICHE_CATEGORIES),
    tags: fc.uniqueArray(tag, { maxLength: 5 }),
    prerequisTags: fc.uniqueArray(tag, { maxLength: 2 }),
    isFree: fc.boolean(),
    premiumOnly: fc.boolean(),
    expertPlusOnly: fc.boolean(),
  });
  const contextArb = fc.record({
    plan: fc.constantFrom(...PLAN_IDS),
    tags: fc.uniqueArray(tag, { maxLength: 10 }).map((tags) => new Set(tags)),
    categories: fc.uniqueArray(fc.constantFrom(...FICHE_CATEGORIES), { maxLength: 3 }).map((c) => new Set(c)),
  });
  const catalogueArb = fc.array(ficheArb, { maxLength: 60 });

  it('never recommends more than 10, nor a fiche scoring 0 or less', () => {
    fc.assert(
      fc.property(contextArb, catalogueArb, (ctx, fiches) => {
        const recommended = recommendFiches(ctx, fiches);
        return recommended.length <= 10 && recommended.every((s) => s.score > 0);
      }),
    );
  });

  it('returns recommendations sorted by score', () => {
    fc.assert(
      fc.property(contextArb, catalogueArb, (ctx, fiches) => {
        const scores = recommendFiches(ctx, fiches).map((s) => s.score);
        return scores.every((score, i) => i === 0 || scores[i - 1]! >= score);
      }),
    );
  });

  it('never ranks a fiche with a missing prerequisite above one without', () => {
    fc.assert(
      fc.property(contextArb, catalogueArb, (ctx, fiches) => {
        const ranked = rankFiches(ctx, fiches);
        const firstMissing = ranked.findIndex((s) => s.missingPrerequisites.length > 0);
        return firstMissing === -1 || ranked.slice(firstMissing).every((s) => s.missingPrerequisites.length > 0);
      }),
    );
  });

  it('never shows a plan an inaccessible fiche as accessible', () => {
    fc.assert(
      fc.property(contextArb, catalogueArb, (ctx, fiches) =>
        rankFiches(ctx, fiches).every((s) => s.accessible === canReadFiche(ctx.plan, s.fiche) && (s.lock === null) === s.accessible),
      ),
    );
  });

  it('scores within the bounds of the formula', () => {
    fc.assert(
      fc.property(contextArb, ficheArb, (ctx, f) => {
        const { score } = scoreFiche(ctx, f);
        return score >= -1 && score <= 2 * f.tags.length + 1;
      }),
    );
  });
});
