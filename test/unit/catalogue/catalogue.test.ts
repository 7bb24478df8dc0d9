import { BEHAVIOUR_TAG_IDS } from '../../../shared/domain/behaviour-tags';
import { FICHE_CATEGORIES, FICHE_LEVELS, FICHE_TYPES, ficheSchema, type Fiche } from '../../../shared/domain/fiche';
import { FICHES, ficheById } from '../../../shared/catalogue';

/** Invariants of the fiche catalogue (issue 3 "The fiche catalogue", SPEC §2, §3 fiches, §5 admin form, §9). */

const published = FICHES.filter((fiche) => fiche.isPublished);
const byId = (fiches: Fiche[]) => fiches.map((fiche) => [fiche.id, fiche] as const);
const textOf = (fiche: Fiche) =>
  [
    fiche.title,
    fiche.objective,
    fiche.description,
    fiche.context,
    fiche.materials,
    fiche.frequency,
    fiche.successCriteria,
    ...fiche.steps.map((step) => step.description),
    ...fiche.mistakesToAvoid,
  ].join('\n');

describe('every fiche is a valid stored fiche', () => {
  it.each(byId(FICHES))('%s passes the fiche schema unchanged', (_id, fiche) => {
    // parse() would strip unknown keys and fill defaults: equality proves the data is complete and exact.
    expect(ficheSchema.parse(fiche)).toEqual(fiche);
  });

  it('has unique kebab-case ids, found by ficheById', () => {
    const ids = FICHES.map((fiche) => fiche.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const fiche of FICHES) {
      expect(fiche.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(ficheById(fiche.id)).toBe(fiche);
    }
    expect(ficheById('fiche-inconnue')).toBeUndefined();
  });

  it.each(byId(FICHES))('%s has exactly one access tier (free, Premium or Expert+)', (_id, fiche) => {
    expect([fiche.isFree, fiche.premiumOnly, fiche.expertPlusOnly].filter(Boolean)).toHaveLength(1);
  });

  it.each(byId(FICHES))('%s was created in 2026 with an ISO date', (_id, fiche) => {
    expect(new Date(fiche.createdAt).toISOString()).toBe(fiche.createdAt);
    expect(fiche.createdAt.startsWith('2026-')).toBe(true);
  });

  it('spreads creation dates over the year', () => {
    const months = new Set(FICHES.map((fiche) => fiche.createdAt.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(8);
  });
});

describe('counts (issue 3)', () => {
  it('publishes at least 40 fiches', () => {
    expect(published.length).toBeGreaterThanOrEqual(40);
  });

  it('has exactly 10 free fiches, all published', () => {
    const free = FICHES.filter((fiche) => fiche.isFree);
    expect(free).toHaveLength(10);
    expect(free.every((fiche) => fiche.isPublished)).toBe(true);
  });

  it.each([...FICHE_CATEGORIES])('publishes at least 5 fiches in category %s', (category) => {
    expect(published.filter((fiche) => fiche.category === category).length).toBeGreaterThanOrEqual(5);
  });

  it.each([...FICHE_TYPES])('publishes at least one fiche of type %s', (type) => {
    expect(published.some((fiche) => fiche.ficheType === type)).toBe(true);
  });

  it('is mostly exercises', () => {
    const exercises = published.filter((fiche) => fiche.ficheType === 'exercice');
    expect(exercises.length * 2).toBeGreaterThan(published.length);
  });

  it('mixes Premium fiches with at least 5 published Expert+ fiches', () => {
    expect(published.filter((fiche) => fiche.premiumOnly).length).toBeGreaterThanOrEqual(5);
    expect(published.filter((fiche) => fiche.expertPlusOnly).length).toBeGreaterThanOrEqual(5);
  });
});

describe('content a member can follow', () => {
  it.each(byId(FICHES))('%s has a description, context, materials, frequency and success criterion', (_id, fiche) => {
    for (const text of [fiche.description, fiche.context, fiche.materials, fiche.frequency, fiche.successCriteria]) {
      expect(text.trim().length).toBeGreaterThan(10);
    }
    expect(fiche.mistakesToAvoid.length).toBeGreaterThanOrEqual(3);
  });

  it.each(byId(FICHES))('%s has 4 to 8 steps numbered 1..n', (_id, fiche) => {
    expect(fiche.steps.length).toBeGreaterThanOrEqual(4);
    expect(fiche.steps.length).toBeLessThanOrEqual(8);
    expect(fiche.steps.map((step) => step.number)).toEqual(fiche.steps.map((_step, index) => index + 1));
    for (const step of fiche.steps) expect(step.description.length).toBeGreaterThan(30);
  });

  it.each(byId(FICHES))('%s uses a house level, 1 to 5 points and a duration of 1 to 180 minutes', (_id, fiche) => {
    expect(FICHE_LEVELS).toContain(fiche.level);
    expect(fiche.pointsReward).toBeGreaterThanOrEqual(1);
    expect(fiche.pointsReward).toBeLessThanOrEqual(5);
    expect(fiche.durationMinutes).toBeGreaterThanOrEqual(1);
    expect(fiche.durationMinutes).toBeLessThanOrEqual(180);
  });

  it.each(byId(FICHES))('%s fits the admin form, one step and one mistake per line (SPEC §5)', (_id, fiche) => {
    const steps = fiche.steps.map((step) => step.description);
    for (const line of [...steps, ...fiche.mistakesToAvoid]) expect(line).not.toMatch(/\n/);
    expect(steps.join('\n').length).toBeLessThanOrEqual(5000);
    expect(fiche.mistakesToAvoid.join('\n').length).toBeLessThanOrEqual(2000);
  });

  it.each(byId(FICHES))('%s speaks to the member with « tu »', (_id, fiche) => {
    expect(textOf(fiche)).not.toMatch(/(?<!rendez-)\b(vous|votre|vos)\b/i);
  });

  const firstAid = FICHES.filter((fiche) => fiche.ficheType === 'premiers_secours');

  it.each(byId(firstAid))('first aid %s tells to call the vet in its emergency protocol', (_id, fiche) => {
    const protocol = fiche.steps.map((step) => step.description).join('\n');
    expect(protocol).toMatch(/appelle/i);
    expect(protocol).toMatch(/vétérinaire/i);
  });

  it.each(byId(firstAid))('first aid %s lists what never to do', (_id, fiche) => {
    expect(fiche.mistakesToAvoid.length).toBeGreaterThanOrEqual(4);
  });
});

describe('tags and prerequisites', () => {
  it.each([...BEHAVIOUR_TAG_IDS])('tag %s is served by at least 2 published fiches', (tag) => {
    expect(published.filter((fiche) => fiche.tags.includes(tag)).length).toBeGreaterThanOrEqual(2);
  });

  it.each(byId(FICHES))('%s has 1 to 5 distinct tags', (_id, fiche) => {
    expect(fiche.tags.length).toBeGreaterThanOrEqual(1);
    expect(fiche.tags.length).toBeLessThanOrEqual(5);
    expect(new Set(fiche.tags).size).toBe(fiche.tags.length);
  });

  it.each(byId(FICHES))('%s requires only known tags that it also serves', (_id, fiche) => {
    for (const tag of fiche.prerequisTags) {
      expect(BEHAVIOUR_TAG_IDS).toContain(tag);
      expect(fiche.tags).toContain(tag);
    }
  });

  it('gives prerequisites to the advanced protocols, never to free fiches', () => {
    const withPrerequisites = published.filter((fiche) => fiche.prerequisTags.length > 0);
    expect(withPrerequisites.length).toBeGreaterThanOrEqual(3);
    expect(withPrerequisites.some((fiche) => fiche.prerequisTags.includes('reactivite'))).toBe(true);
    expect(FICHES.filter((fiche) => fiche.isFree && fiche.prerequisTags.length > 0)).toEqual([]);
  });
});

describe('next-step chains', () => {
  const withNext = FICHES.filter((fiche) => fiche.nextFicheId !== null);

  it('has progressions', () => {
    expect(withNext.length).toBeGreaterThanOrEqual(10);
    expect(ficheById('rappel-les-bases')?.nextFicheId).toBe('rappel-avec-distractions');
    expect(ficheById('marche-en-laisse-les-bases')?.nextFicheId).toBe('marche-en-laisse-changements-de-direction');
  });

  it.each(byId(withNext))('%s points to another existing fiche, published when it is', (_id, fiche) => {
    const next = ficheById(fiche.nextFicheId ?? '');
    expect(next).toBeDefined();
    expect(next?.id).not.toBe(fiche.id);
    if (fiche.isPublished) expect(next?.isPublished).toBe(true);
  });

  it.each(byId(FICHES))('following next steps from %s never loops', (_id, start) => {
    const seen = new Set<string>();
    let current: Fiche | undefined = start;
    while (current) {
      expect(seen.has(current.id)).toBe(false);
      seen.add(current.id);
      current = current.nextFicheId === null ? undefined : ficheById(current.nextFicheId);
    }
  });
});
