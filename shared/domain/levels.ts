/** Points levels of SPEC §4 and §9: under 50 Débutant, 50–99 Apprenti, 100–199 Confirmé, 200 and more Expert. */
export const LEVEL_IDS = ['debutant', 'apprenti', 'confirme', 'expert'] as const;
export type LevelId = (typeof LEVEL_IDS)[number];

export interface Level {
  id: LevelId;
  label: string;
  /** Points from which the level is reached. */
  minPoints: number;
}

/** In ascending order of minPoints. */
export const LEVELS: readonly Level[] = [
  { id: 'debutant', label: 'Débutant', minPoints: 0 },
  { id: 'apprenti', label: 'Apprenti', minPoints: 50 },
  { id: 'confirme', label: 'Confirmé', minPoints: 100 },
  { id: 'expert', label: 'Expert', minPoints: 200 },
];

const BY_ID = Object.fromEntries(LEVELS.map((level) => [level.id, level])) as Record<LevelId, Level>;

export function levelById(id: LevelId): Level {
  return BY_ID[id];
}

/** A level's place on the ladder: 0 for Débutant, 3 for Expert. */
export function levelRank(id: LevelId): number {
  return LEVELS.indexOf(BY_ID[id]);
}

export function levelFor(points: number): Level {
  return LEVELS.findLast((level) => points >= level.minPoints) ?? BY_ID.debutant;
}

/**
 * The levels a balance reaches by going from `before` to `after` points: those whose threshold lies in (before, after],
 * lowest first (none when the balance did not rise). Débutant, reached from the start, is never one of them.
 */
export function levelsCrossed(before: number, after: number): Level[] {
  return LEVELS.filter((level) => level.minPoints > 0 && before < level.minPoints && level.minPoints <= after);
}

/** A balance as the API shows it: the total and the level derived from it (the level is never stored). */
export interface PointsWithLevel {
  total: number;
  level: LevelId;
}

export function pointsWithLevel(total: number): PointsWithLevel {
  return { total, level: levelFor(total).id };
}

export interface LevelProgress {
  level: Level;
  /** The next level and the points still to earn; null at Expert, which has no next level. */
  next: { level: Level; pointsToGo: number } | null;
  /** Progress bar from the current threshold to the next one, 0–100 (100 at Expert). */
  percent: number;
}

export function levelProgress(points: number): LevelProgress {
  const level = levelFor(points);
  const nextLevel = LEVELS[LEVELS.indexOf(level) + 1];
  if (!nextLevel) return { level, next: null, percent: 100 };
  const span = nextLevel.minPoints - level.minPoints;
  const done = Math.max(0, points - level.minPoints);
  return {
    level,
    next: { level: nextLevel, pointsToGo: nextLevel.minPoints - Math.max(points, level.minPoints) },
    percent: Math.floor((done / span) * 100),
  };
}
