import { API_ERRORS } from '../../shared/contract/errors';
import type { AdminFicheRow } from '../../shared/contract/admin-schemas';
import { FICHES } from '../../shared/catalogue';
import { FICHE_FORM_MESSAGES } from '../../shared/schemas/fiche-admin';
import { seedCatalogue } from '../../functions/fiches/seed-catalogue';
import { readBalance } from '../../functions/lib/points/ledger';
import { api } from './support/api';
import { tokenFor } from './support/accounts';
import { memberOnPlan, testDb } from './support/members';

jest.setTimeout(120_000);

/** Issue 14: an admin creates, publishes, edits, unpublishes and deletes fiches; members see each change at once. */

let admin: string;
beforeAll(async () => {
  admin = await tokenFor('admin');
});
const asAdmin = (method: string, path: string, body?: object) => api(method, path, { token: admin, body });
const form = (overrides: object = {}) => ({
  title: 'Le rappel au sifflet',
  objective: 'Obtenir un rappel fiable au sifflet, même en forêt',
  category: 'adulte',
  steps: 'Associer le sifflet à une friandise\nSiffler à 2 mètres, récompenser\nAugmenter la distance',
  mistakesToAvoid: 'Siffler sans récompenser\nSiffler pour gronder',
  pointsReward: 4,
  ...overrides,
});

it('creates a draft members do not see, publishes it, keeps a member’s validation when it is unpublished, and edits it', async () => {
  const created = await asAdmin('POST', '/admin/fiches', form());
  expect(created.status).toBe(201);
  const fiche = created.json as AdminFicheRow;
  expect(fiche).toMatchObject({ title: 'Le rappel au sifflet', category: 'adulte', level: 'tous', pointsReward: 4, access: 'premium', isPublished: false, validations: 0 });
  const member = await memberOnPlan('premium');
  const library = async () => ((await api('GET', '/fiches', { token: member.accessToken })).json as { fiches: Array<{ id: string; title: string }> }).fiches;
  expect((await library()).some((item) => item.id === fiche.id)).toBe(false);

  expect((await asAdmin('PUT', `/admin/fiches/${fiche.id}/publication`, { isPublished: true })).json).toMatchObject({ isPublished: true });
  expect((await library()).some((item) => item.id === fiche.id)).toBe(true);
  const detail = (await api('GET', `/fiches/${fiche.id}`, { token: member.accessToken })).json as { content: { steps: Array<{ number: number; description: string }> } };
  expect(detail.content.steps.map((step) => step.number)).toEqual([1, 2, 3]);
  expect((await api('POST', `/fiches/${fiche.id}/validate`, { token: member.accessToken })).status).toBe(200);

  await asAdmin('PUT', `/admin/fiches/${fiche.id}/publication`, { isPublished: false });
  expect((await library()).some((item) => item.id === fiche.id)).toBe(false);
  expect((await readBalance(testDb(), member.userId))?.total).toBe(4); // the member's points stay

  const edited = await asAdmin('PUT', `/admin/fiches/${fiche.id}`, form({ title: 'Le rappel au sifflet, pas à pas', isFree: true }));
  expect(edited.json).toMatchObject({ title: 'Le rappel au sifflet, pas à pas', access: 'free', isPublished: false, validations: 1 });
  const reopened = (await asAdmin('GET', `/admin/fiches/${fiche.id}`)).json as { form: { steps: string; mistakesToAvoid: string } };
  expect(reopened.form.steps.split('\n')).toHaveLength(3);
  expect(reopened.form.mistakesToAvoid).toBe('Siffler sans récompenser\nSiffler pour gronder');
});

it('deletes a fiche for good: gone from every list, never brought back by the seed', async () => {
  const fiche = (await asAdmin('POST', '/admin/fiches', form({ title: 'Fiche à supprimer' }))).json as AdminFicheRow;
  expect((await asAdmin('DELETE', `/admin/fiches/${fiche.id}`)).status).toBe(204);
  expect(((await asAdmin('GET', '/admin/fiches')).json as { fiches: AdminFicheRow[] }).fiches.some((row) => row.id === fiche.id)).toBe(false);
  expect((await asAdmin('GET', `/admin/fiches/${fiche.id}`)).status).toBe(404);
  // The next start's seed writes the catalogue create-if-absent: a deleted fiche of the same id stays deleted.
  const catalogueFiche = { ...FICHES[0]!, id: fiche.id };
  expect(await seedCatalogue(testDb(), [catalogueFiche])).toBe(0);
  expect((await asAdmin('GET', `/admin/fiches/${fiche.id}`)).status).toBe(404);
});

it.each([
  [{ title: 'Ab' }, 'title', FICHE_FORM_MESSAGES.titleTooShort],
  [{ title: 'x'.repeat(201) }, 'title', FICHE_FORM_MESSAGES.titleTooLong],
  [{ objective: 'Court' }, 'objective', FICHE_FORM_MESSAGES.objectiveTooShort],
  [{ durationMinutes: 181 }, 'durationMinutes', FICHE_FORM_MESSAGES.duration],
  [{ pointsReward: 101 }, 'pointsReward', FICHE_FORM_MESSAGES.points],
  [{ tags: ['inconnu'] }, 'tags.0', FICHE_FORM_MESSAGES.tag],
  [{ steps: 'x'.repeat(5001) }, 'steps', FICHE_FORM_MESSAGES.stepsTooLong],
  // Codes are chosen in lists (issue 23): one the lists do not hold is refused in French, never stored as typed.
  [{ level: 'Confirmé' }, 'level', FICHE_FORM_MESSAGES.level],
  [{ category: 'sport' }, 'category', FICHE_FORM_MESSAGES.category],
  [{ ficheType: 'quiz' }, 'ficheType', FICHE_FORM_MESSAGES.ficheType],
])('refuses %j with its French message on the field', async (overrides, field, message) => {
  const answer = await asAdmin('POST', '/admin/fiches', form(overrides));
  expect(answer.status).toBe(400);
  expect((answer.json as { error: { fields: Record<string, string> } }).error.fields[field]).toBe(message);
});

it('refuses a next fiche that does not exist', async () => {
  expect((await asAdmin('POST', '/admin/fiches', form({ nextFicheId: 'fiche-inexistante' }))).json).toEqual({
    error: { code: 'NEXT_FICHE_UNKNOWN', message: API_ERRORS.NEXT_FICHE_UNKNOWN.message },
  });
});
