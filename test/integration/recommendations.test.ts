import { FICHES } from '../../shared/catalogue';
import type { Recommendations } from '../../shared/contract';
import { ficheLock } from '../../shared/domain/entitlements';
import { MAX_RECOMMENDATIONS } from '../../shared/domain/recommendations';
import type { PlanId } from '../../shared/domain/plans';
import { api } from './support/api';
import { memberOnPlan } from './support/members';
import { outsideTheChallenge } from './support/challenge';

jest.setTimeout(60_000);

/**
 * GET /recommendations (SPEC §2 Recommendations, §9): tags with reasons, completion, up to 10 scored cards,
 * the educator-ticket alert; teasers only, whatever the plan.
 */
const CONTENT_FIELDS = ['context', 'materials', 'steps', 'mistakesToAvoid', 'successCriteria'];
const byId = new Map(FICHES.map((fiche) => [fiche.id, fiche]));

/** A reactive adolescent who pulls on the leash and whose recall is not reliable. */
const REACTIVE_DOG = {
  nom: 'Orage',
  age_mois: 14,
  sexe: 'male',
  niveau_energie: 'dynamique',
  temperament: 'sociable',
  type_logement: 'appartement',
  sorties_par_jour: 3,
  duree_sortie_minutes: 40,
  rappel_fiable: false,
  tire_en_laisse: true,
  reactivite: true,
  objectifs_prioritaires: ['peur_reactivite', 'marche_laisse'],
};

/** A calm adult with no behaviour to work on: no alert. */
const CALM_DOG = { ...REACTIVE_DOG, nom: 'Sage', age_mois: 60, niveau_energie: 'calme', rappel_fiable: true, tire_en_laisse: false, reactivite: false, objectifs_prioritaires: ['obeissance'] };

async function withDog(plan: PlanId, profile: object) {
  const member = await memberOnPlan(plan);
  const saved = await api('PUT', '/dog-profile', { token: member.accessToken, body: { form: 'quick', profile } });
  expect(saved.status).toBe(200);
  return member;
}

const recommendationsOf = async (token: string) => {
  const answer = await api('GET', '/recommendations', { token });
  expect(answer.status).toBe(200);
  return { body: answer.json as Recommendations, text: answer.text };
};

describe('GET /recommendations', () => {
  it('without a dog profile: profile null and nothing recommended (the page invites to create one)', async () => {
    const { accessToken } = await memberOnPlan('premium');
    const { body } = await recommendationsOf(accessToken);
    expect(body).toEqual({
      plan: 'premium',
      points: { total: 0, level: 'debutant' },
      profile: null,
      tags: [],
      ticketAlert: false,
      ticketAlertTags: [],
      fiches: [],
    });
  });

  describe.each<PlanId>(['gratuit', 'premium', 'expert'])('for a reactive dog, %s plan', (plan) => {
    let body: Recommendations;
    let text: string;
    beforeAll(async () => {
      const member = await withDog(plan, REACTIVE_DOG);
      ({ body, text } = await recommendationsOf(member.accessToken));
    });

    it('gives the dog’s tags with a French reason each, and its completion', () => {
      expect(body.profile).toEqual({ nom: 'Orage', completion_percentage: 40, profil_complet: false, profile_version: 'light' });
      const tags = body.tags.map((tag) => tag.tag);
      expect(tags).toEqual(expect.arrayContaining(['adolescent', 'reactivite', 'traction_laisse', 'rappel', 'energie_elevee']));
      for (const tag of body.tags) expect(tag.reason.length).toBeGreaterThan(0);
    });

    it('raises the educator-ticket alert for reactivity', () => {
      expect(body.ticketAlert).toBe(true);
      expect(body.ticketAlertTags).toContain('reactivite');
    });

    it('recommends at most 10 published fiches, best first, each scoring above 0 and matching the dog', () => {
      expect(body.fiches.length).toBeGreaterThan(0);
      expect(body.fiches.length).toBeLessThanOrEqual(MAX_RECOMMENDATIONS);
      const dogTags = new Set(body.tags.map((tag) => tag.tag));
      for (const card of body.fiches) {
        expect(byId.get(card.id)?.isPublished).toBe(true);
        expect(card.score).toBeGreaterThan(0);
        for (const tag of card.matchedTags) expect(dogTags.has(tag)).toBe(true);
        expect(card.matchedTags.length + card.reasons.length).toBeGreaterThan(0);
      }
      expect(body.fiches[0]!.matchedTags.length).toBeGreaterThan(0);
      const scores = body.fiches.map((card) => card.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    });

    it('marks the cards the plan cannot read, and sends no content of any fiche', () => {
      for (const card of body.fiches) {
        expect(card.lock).toEqual(ficheLock(plan, byId.get(card.id)!));
        expect(card.locked).toBe(card.lock !== null);
        for (const field of CONTENT_FIELDS) expect(card).not.toHaveProperty(field);
        for (const step of byId.get(card.id)!.steps) expect(text).not.toContain(JSON.stringify(step.description).slice(1, -1));
      }
    });
  });

  it('no alert for a dog without a behaviour that calls for an educator', async () => {
    const member = await withDog('premium', CALM_DOG);
    const { body } = await recommendationsOf(member.accessToken);
    expect(body).toMatchObject({ ticketAlert: false, ticketAlertTags: [] });
  });

  it('leaves out a fiche once completed, and shows the points it earned', async () => {
    const member = await withDog('expert', REACTIVE_DOG);
    const before = (await recommendationsOf(member.accessToken)).body;
    // Outside the month's challenge, whose bonus would add to the fiche's points.
    const first = before.fiches.find(outsideTheChallenge)!;
    await api('POST', `/fiches/${first.id}/validate`, { token: member.accessToken });
    const after = (await recommendationsOf(member.accessToken)).body;
    expect(after.fiches.map((card) => card.id)).not.toContain(first.id);
    expect(after.points.total).toBe(first.pointsReward);
  });
});
