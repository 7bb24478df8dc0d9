import { pathToFileURL } from 'node:url';
import { FICHES } from '../../shared/catalogue/index';
import { BEHAVIOUR_TAG_IDS } from '../../shared/domain/behaviour-tags';
import { FICHE_CATEGORIES, type Fiche } from '../../shared/domain/fiche';
import { recommendFiches, scoringContext } from '../../shared/domain/recommendations';
import type { TagSource } from '../../shared/domain/tag-derivation';
import { median, ms, printTable, sample } from './stats';

/**
 * Issue 3 budget: scoring the whole catalogue for one profile (tags derived, every fiche scored, sorted,
 * capped) takes ≤ 1 ms median for the real catalogue and ≤ 20 ms for 5,000 generated fiches.
 */
const BUDGETS = { catalogue: 1, generated: 20 };
const GENERATED_COUNT = 5000;

/** A young, reactive dog left alone a long time: many tags, so most fiches match something. */
const PROFILE: TagSource = {
  age: 1.25,
  temps_solitude_heures: 6,
  sorties_par_jour: 2,
  duree_sortie_minutes: 30,
  niveau_energie: 'dynamique',
  reactivite: true,
  aboie: true,
  tire_en_laisse: true,
  rappel_fiable: false,
  peurs_specifiques: ['bruits_forts'],
  objectifs_prioritaires: ['marche_laisse', 'calme_maison', 'rappel'],
};

/** Deterministic pseudo-random numbers, so every run scores the same fiches. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

export function generateFiches(count: number, seed = 42): Fiche[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const tags = (max: number) => [...new Set(Array.from({ length: Math.floor(next() * (max + 1)) }, () => pick(BEHAVIOUR_TAG_IDS)))];
  return Array.from({ length: count }, (_, i) => {
    const access = next();
    return {
      id: `fiche-generee-${i}`,
      title: `Fiche générée ${i}`,
      objective: 'Un objectif réaliste pour le banc de mesure',
      description: '',
      category: pick(FICHE_CATEGORIES),
      level: 'tous',
      durationMinutes: 15,
      frequency: '',
      context: '',
      materials: '',
      steps: [{ number: 1, description: 'Une étape' }],
      mistakesToAvoid: [],
      successCriteria: '',
      pointsReward: 1 + Math.floor(next() * 5),
      isFree: access < 0.25,
      isPublished: true,
      premiumOnly: access >= 0.25 && access < 0.85,
      expertPlusOnly: access >= 0.85,
      ficheType: 'exercice',
      tags: tags(4),
      prerequisTags: next() < 0.2 ? tags(1) : [],
      nextFicheId: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    };
  });
}

async function medianScoringTime(fiches: readonly Fiche[], count: number): Promise<number> {
  const durations = await sample(count, async () => recommendFiches(scoringContext('premium', PROFILE), fiches));
  return median(durations);
}

export async function benchScoring(): Promise<{ catalogueMs: number; generatedMs: number }> {
  const catalogueMs = await medianScoringTime(FICHES, 2000);
  const generatedMs = await medianScoringTime(generateFiches(GENERATED_COUNT), 200);
  printTable('Fiche scoring for one profile (derive tags, score, sort, cap at 10) — median', [
    { catalogue: `${FICHES.length} fiches (shared/catalogue)`, median: ms(catalogueMs), budget: ms(BUDGETS.catalogue), within: catalogueMs <= BUDGETS.catalogue ? 'oui' : 'NON' },
    { catalogue: `${GENERATED_COUNT} generated fiches`, median: ms(generatedMs), budget: ms(BUDGETS.generated), within: generatedMs <= BUDGETS.generated ? 'oui' : 'NON' },
  ]);
  return { catalogueMs, generatedMs };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchScoring();
