import { FICHES } from '../../shared/catalogue';
import type { Fiche } from '../../shared/domain/fiche';
import type { DogProfileResponse, FicheCard, FicheDetail, FicheLibrary } from '../../shared/contract';
import { ficheLock, isListedInLibrary } from '../../shared/domain/entitlements';
import type { PlanId } from '../../shared/domain/plans';
import { seedCatalogue } from '../../functions/fiches/seed-catalogue';
import { api } from './support/api';
import { memberOnPlan, testDb } from './support/members';

jest.setTimeout(60_000);

/**
 * The library and the detail page (SPEC §2 Fiche library, Fiche detail, §6) and the entitlement rule of
 * DESIGN §6.4: a plan that cannot read a fiche never receives its context, materials, steps, mistakes or
 * success criterion — checked on the raw answer text, against the catalogue's own sentences.
 */
const PLANS: PlanId[] = ['gratuit', 'premium', 'expert'];
const CONTENT_FIELDS = ['context', 'materials', 'steps', 'mistakesToAvoid', 'successCriteria'];
const published = FICHES.filter((fiche) => fiche.isPublished);
const DRAFT = FICHES.find((fiche) => !fiche.isPublished)!;
const find = (predicate: (fiche: Fiche) => boolean) => published.find(predicate)!;
const SAMPLES = { free: find((f) => f.isFree), premium: find((f) => f.premiumOnly), expert: find((f) => f.expertPlusOnly) };

/** Sentences only a fiche's content holds. */
const contentSentences = (fiche: Fiche): string[] =>
  [fiche.context, fiche.materials, fiche.successCriteria, ...fiche.steps.map((step) => step.description), ...fiche.mistakesToAvoid].filter(
    (text) => text.length > 0,
  );
const leakedContent = (text: string, fiches: readonly Fiche[]) =>
  fiches.flatMap((fiche) => contentSentences(fiche).filter((sentence) => text.includes(JSON.stringify(sentence).slice(1, -1))).map(() => fiche.id));

const tokens = new Map<PlanId, Promise<string>>();
const tokenOn = (plan: PlanId) => {
  if (!tokens.has(plan)) tokens.set(plan, memberOnPlan(plan).then((account) => account.accessToken));
  return tokens.get(plan)!;
};

describe.each(PLANS)('GET /fiches as a %s member', (plan) => {
  let library: FicheLibrary;
  let text: string;
  beforeAll(async () => {
    const answer = await api('GET', '/fiches', { token: await tokenOn(plan) });
    expect(answer.status).toBe(200);
    library = answer.json as FicheLibrary;
    text = answer.text;
  });

  it('lists the published fiches the plan may list, and only those (the free plan: the 10 free ones)', () => {
    const expected = published.filter((fiche) => isListedInLibrary(plan, fiche)).map((fiche) => fiche.id);
    expect(library.plan).toBe(plan);
    expect(library.fiches.map((card) => card.id).sort()).toEqual([...expected].sort());
    if (plan === 'gratuit') expect(library.fiches).toHaveLength(10);
    expect(library.fiches.map((card) => card.id)).not.toContain(DRAFT.id);
  });

  it('locks what the plan cannot read, with the reason', () => {
    for (const card of library.fiches) {
      const lock = ficheLock(plan, published.find((fiche) => fiche.id === card.id)!);
      expect({ id: card.id, locked: card.locked, lock: card.lock }).toEqual({ id: card.id, locked: lock !== null, lock });
    }
  });

  it('sends teasers only: no content field, no sentence of any content', () => {
    for (const card of library.fiches) for (const field of CONTENT_FIELDS) expect(card).not.toHaveProperty(field);
    expect(leakedContent(text, FICHES)).toEqual([]);
  });

  it('without a dog profile: no match, each card still says why it is there', () => {
    expect(library.hasDogProfile).toBe(false);
    for (const card of library.fiches) {
      expect(card.matchedTags).toEqual([]);
      expect(card.reasons.length).toBeGreaterThan(0);
      expect(card.completed).toBe(false);
    }
  });
});

describe.each(PLANS)('GET /fiches/{id} as a %s member', (plan) => {
  it.each(Object.entries(SAMPLES))('%s fiche: the content only if the plan may read it', async (_, fiche) => {
    const answer = await api('GET', `/fiches/${fiche.id}`, { token: await tokenOn(plan) });
    expect(answer.status).toBe(200);
    const detail = answer.json as FicheDetail;
    const lock = ficheLock(plan, fiche);
    expect(detail.fiche).toMatchObject({ id: fiche.id, title: fiche.title, objective: fiche.objective, description: fiche.description });
    expect(detail.locked).toBe(lock !== null);
    expect(detail.lock).toEqual(lock);
    expect(detail.completed).toBe(false);
    if (lock) {
      expect(detail.content).toBeNull();
      expect(leakedContent(answer.text, [fiche])).toEqual([]);
      expect(lock.reason).toMatch(/^Nécessite le plan (Premium|Expert\+)$/);
    } else {
      expect(detail.content).toEqual({
        context: fiche.context,
        materials: fiche.materials,
        steps: fiche.steps,
        mistakesToAvoid: fiche.mistakesToAvoid,
        successCriteria: fiche.successCriteria,
      });
    }
  });
});

describe('GET /fiches/{id}', () => {
  it.each([
    ['an unpublished fiche', DRAFT.id],
    ['an unknown fiche', 'fiche-inconnue'],
  ])('answers 404 in French for %s, whatever the plan', async (_, id) => {
    const answer = await api('GET', `/fiches/${id}`, { token: await tokenOn('expert') });
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({ error: { code: 'FICHE_NOT_FOUND', message: 'Cette fiche n’existe pas ou n’est plus disponible.' } });
  });

  it.each([
    ['a blank id', '%20', { id: 'Identifiant de fiche manquant' }],
    ['an id of 101 characters', 'x'.repeat(101), { id: 'Identifiant de fiche invalide' }],
  ])('refuses %s with a French field message (400), on the detail and on validation', async (_, id, fields) => {
    const token = await tokenOn('premium');
    for (const [method, path] of [['GET', `/fiches/${id}`], ['POST', `/fiches/${id}/validate`]] as const) {
      const answer = await api(method, path, { token });
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields } });
    }
  });

  it('names the next step when it is published', async () => {
    const withNext = published.find((fiche) => fiche.nextFicheId && published.some((next) => next.id === fiche.nextFicheId))!;
    const next = published.find((fiche) => fiche.id === withNext.nextFicheId)!;
    const detail = (await api('GET', `/fiches/${withNext.id}`, { token: await tokenOn('expert') })).json as FicheDetail;
    expect(detail.nextFiche).toEqual({ id: next.id, title: next.title });
  });

  it('shows a validated fiche as completed, in the detail and in the library', async () => {
    const member = await memberOnPlan('gratuit');
    await api('POST', `/fiches/${SAMPLES.free.id}/validate`, { token: member.accessToken });
    const detail = (await api('GET', `/fiches/${SAMPLES.free.id}`, { token: member.accessToken })).json as FicheDetail;
    expect(detail).toMatchObject({ completed: true, completedAt: expect.any(String) });
    const library = (await api('GET', '/fiches', { token: member.accessToken })).json as FicheLibrary;
    expect(library.fiches.filter((card: FicheCard) => card.completed).map((card) => card.id)).toEqual([SAMPLES.free.id]);
  });
});

describe('GET /fiches with a dog profile', () => {
  it('ranks the library by match: best scores first, fiches missing a prerequisite last', async () => {
    const member = await memberOnPlan('expert');
    const dog = { nom: 'Nala', age_mois: 4, sexe: 'femelle', sorties_par_jour: 2, duree_sortie_minutes: 15, tire_en_laisse: true, objectifs_prioritaires: ['proprete'] };
    const saved = await api('PUT', '/dog-profile', { token: member.accessToken, body: { form: 'quick', profile: dog } });
    expect(saved.status).toBe(200);
    const dogTags = new Set((saved.json as DogProfileResponse).tags.map((tag) => tag.tag));
    const library = (await api('GET', '/fiches', { token: member.accessToken })).json as FicheLibrary;

    expect(library.hasDogProfile).toBe(true);
    expect(library.fiches).toHaveLength(published.length);
    const missesPrerequisite = (card: FicheCard) => card.prerequisTags.some((tag) => !dogTags.has(tag));
    expect(library.fiches.some(missesPrerequisite)).toBe(true);
    const firstMissing = library.fiches.findIndex(missesPrerequisite);
    const ranked = firstMissing === -1 ? library.fiches : library.fiches.slice(0, firstMissing);
    expect(library.fiches.slice(ranked.length).every(missesPrerequisite)).toBe(true);
    const scores = ranked.map((card) => card.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(library.fiches[0]!.matchedTags).toEqual(expect.arrayContaining(['chiot']));
  });
});

describe('public fiche routes (landing and Discover pages, no token)', () => {
  it('counts published fiches: the free ones and all of them', async () => {
    const answer = await api('GET', '/public/fiches/stats');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ freeCount: published.filter((f) => f.isFree).length, totalCount: published.length });
  });

  it('shows visitors a few published free fiches, one per category first, and never their content', async () => {
    const answer = await api('GET', '/public/fiches/samples');
    expect(answer.status).toBe(200);
    const { fiches } = answer.json as { fiches: Array<{ id: string; category: string }> };
    const freeIds = new Set(published.filter((f) => f.isFree).map((f) => f.id));
    expect(fiches.length).toBe(Math.min(6, freeIds.size));
    expect(fiches.every((fiche) => freeIds.has(fiche.id))).toBe(true);
    const freeCategories = new Set(published.filter((f) => f.isFree).map((f) => f.category));
    expect(new Set(fiches.slice(0, freeCategories.size).map((f) => f.category)).size).toBe(Math.min(6, freeCategories.size));
    for (const fiche of fiches) for (const field of CONTENT_FIELDS) expect(fiche).not.toHaveProperty(field);
    expect(leakedContent(answer.text, FICHES)).toEqual([]);
  });
});

describe('the catalogue seed (run on every start)', () => {
  const extra: Fiche = { ...DRAFT, id: 'fiche-de-test-du-seed', title: 'Fiche de test du seed' };

  afterAll(() => testDb().entities.fiche.delete({ ficheId: extra.id }).go());

  it('has written the whole catalogue, and a second run creates nothing', async () => {
    expect(await seedCatalogue(testDb(), FICHES)).toBe(0);
  });

  it('creates a missing fiche but leaves an existing one as an admin edited it', async () => {
    expect(await seedCatalogue(testDb(), [extra])).toBe(1);
    await testDb().entities.fiche.patch({ ficheId: extra.id }).set({ title: 'Titre modifié par un admin' }).go();
    expect(await seedCatalogue(testDb(), [extra])).toBe(0);
    const { data } = await testDb().entities.fiche.get({ ficheId: extra.id }).go();
    expect(data?.title).toBe('Titre modifié par un admin');
  });
});
