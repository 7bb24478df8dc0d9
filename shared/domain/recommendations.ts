import { BEHAVIOUR_TAGS, type BehaviourTag } from './behaviour-tags';
import { ficheLock, type FicheLock } from './entitlements';
import type { Fiche } from './fiche';
// The labels from the vocabulary itself: './fiche' builds zod schemas at load, which a page showing fiche cards does not need.
import { FICHE_CATEGORY_LABELS, type FicheCategory } from './fiche-vocabulary';
import type { PlanId } from './plans';
import { deriveTags, profileCategories, type DerivedTag, type TagSource } from './tag-derivation';

/**
 * Fiche scoring (SPEC §2 Recommendations, §9): +2 per fiche tag the profile carries, +1 when the fiche's
 * category is one the profile calls for; 0 if the profile lacks any prerequisite tag; then −1 when the
 * plan cannot read the fiche.
 *
 * Order: fiches whose prerequisites are met come first (so a fiche with a missing prerequisite never outranks
 * one without, even one at −1), then by score, then readable before locked, then catalogue order (stable).
 * Recommendations keep the fiches scoring above 0, at most 10; the library shows every fiche in this order.
 */
export const SCORE_PER_TAG = 2;
export const SCORE_CATEGORY = 1;
export const SCORE_INACCESSIBLE_PENALTY = 1;
export const MAX_RECOMMENDATIONS = 10;

export type ScorableFiche = Pick<Fiche, 'id' | 'category' | 'tags' | 'prerequisTags' | 'isFree' | 'premiumOnly' | 'expertPlusOnly'>;

export interface ScoringContext {
  plan: PlanId;
  tags: ReadonlySet<BehaviourTag>;
  categories: ReadonlySet<FicheCategory>;
}

/** The context of one member: plan, the profile's tags (with reasons, for display) and categories. */
export function scoringContext(plan: PlanId, profile: TagSource): ScoringContext & { derivedTags: DerivedTag[] } {
  const derivedTags = deriveTags(profile);
  const tags = new Set(derivedTags.map((derived) => derived.tag));
  return { plan, tags, categories: profileCategories(profile, tags), derivedTags };
}

export interface ScoredFiche<F extends ScorableFiche = ScorableFiche> {
  fiche: F;
  score: number;
  /** Fiche tags the profile carries, in the fiche's order (cards show 3, then '+N'). */
  matchedTags: BehaviourTag[];
  categoryMatch: boolean;
  missingPrerequisites: BehaviourTag[];
  accessible: boolean;
  lock: FicheLock | null;
}

export function scoreFiche<F extends ScorableFiche>(context: ScoringContext, fiche: F): ScoredFiche<F> {
  const matchedTags = fiche.tags.filter((tag) => context.tags.has(tag));
  const categoryMatch = context.categories.has(fiche.category);
  const missingPrerequisites = fiche.prerequisTags.filter((tag) => !context.tags.has(tag));
  const lock = ficheLock(context.plan, fiche);
  const base = missingPrerequisites.length > 0 ? 0 : SCORE_PER_TAG * matchedTags.length + (categoryMatch ? SCORE_CATEGORY : 0);
  return {
    fiche,
    score: base - (lock ? SCORE_INACCESSIBLE_PENALTY : 0),
    matchedTags,
    categoryMatch,
    missingPrerequisites,
    accessible: lock === null,
    lock,
  };
}

function compareScored(a: ScoredFiche, b: ScoredFiche): number {
  return (
    Number(a.missingPrerequisites.length > 0) - Number(b.missingPrerequisites.length > 0) ||
    b.score - a.score ||
    Number(b.accessible) - Number(a.accessible)
  );
}

/** Every fiche scored, in display order (Array.prototype.sort is stable: ties keep catalogue order). */
export function rankFiches<F extends ScorableFiche>(context: ScoringContext, fiches: readonly F[]): ScoredFiche<F>[] {
  return fiches.map((fiche) => scoreFiche(context, fiche)).sort(compareScored);
}

/** The recommendation carousel: fiches scoring above 0, best first, at most 10. */
export function recommendFiches<F extends ScorableFiche>(context: ScoringContext, fiches: readonly F[], limit = MAX_RECOMMENDATIONS): ScoredFiche<F>[] {
  return rankFiches(context, fiches)
    .filter((scored) => scored.score > 0)
    .slice(0, Math.min(limit, MAX_RECOMMENDATIONS));
}

/** The why-recommended popover, one sentence per line. */
export function whyRecommended(scored: ScoredFiche): string[] {
  const lines: string[] = [];
  if (scored.matchedTags.length > 0) {
    lines.push(`Correspond au profil : ${scored.matchedTags.map((tag) => BEHAVIOUR_TAGS[tag]).join(', ')} (+${SCORE_PER_TAG * scored.matchedTags.length})`);
  }
  if (scored.categoryMatch) lines.push(`Catégorie adaptée : ${FICHE_CATEGORY_LABELS[scored.fiche.category]} (+${SCORE_CATEGORY})`);
  if (scored.missingPrerequisites.length > 0) {
    lines.push(`Prérequis absent du profil : ${scored.missingPrerequisites.map((tag) => BEHAVIOUR_TAGS[tag]).join(', ')} (score ramené à 0)`);
  }
  if (scored.lock) lines.push(`${scored.lock.reason} (-${SCORE_INACCESSIBLE_PENALTY})`);
  if (lines.length === 0) lines.push('Une fiche utile à tous les chiens');
  return lines;
}

/** The first `max` items and how many more there are: tags on cards ('3 then +N'), dashboard lists… */
export function takeWithOverflow<T>(items: readonly T[], max: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) };
}
