import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { routes } from '../../shared/contract/routes';
import { dogLimitMessage, FIRST_DOG_ID } from '../../shared/domain/dogs';
import { OBJECTIFS } from '../../shared/domain/dog-profile/values';
import { createMember, expect, test, toast, type CreatedMember } from './support/fixtures';
import { callAs } from './support/points';
import { readStackEnv } from './support/stack-env';

/**
 * Issue 25, several dogs in the browser: a Premium member with one dog adds a second through 'Ajouter un chien', which
 * becomes the current dog; the header's switcher changes the dog the pages are about (recommendations from each dog's
 * own tags); at the plan's limit 'Ajouter un chien' says why and leads to the plans; a fiche validated for the second
 * dog is not validated for the first.
 */

/** A yes/no question of the profile forms: its group, named by the question. */
const answer = (page: Page, question: string, value: 'Oui' | 'Non') =>
  page.getByRole('radiogroup', { name: question }).getByText(value, { exact: true }).click();
const tick = (scope: Page | Locator, label: string) => scope.getByText(label, { exact: true }).click();
const next = (page: Page) => page.getByRole('button', { name: 'Suivant' }).click();

/** The header's dog switcher (on narrow screens, the avatar beside the menu button). */
const switcher = (page: Page) => page.locator('[data-testid="dog-switcher"]:visible');

async function chooseDog(page: Page, name: string): Promise<void> {
  await switcher(page).click();
  await page.getByRole('menuitemradio', { name }).click();
  // Narrow screens show the avatar only: the dog's name is in the button's accessible name at every width.
  await expect(switcher(page)).toHaveAccessibleName(new RegExp(name));
}

/** The member's own API call (their access token). */
async function callAsMember(member: CreatedMember, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${readStackEnv('apiUrl')}${path}`, {
    method,
    headers: { authorization: `Bearer ${member.accessToken}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

async function memberId(email: string): Promise<string> {
  const { users } = routes.adminUsers.output.parse(await callAs('admin', 'GET', `/admin/users?search=${encodeURIComponent(email)}`));
  const found = users.find((user) => user.email === email);
  if (!found) throw new Error(`No member ${email}`);
  return found.id;
}

/** A grown dog who pulls on the lead and reacts: 'Tire en laisse' among its tags, not 'Chiot'. */
const MOKA = {
  nom: 'Moka',
  age_mois: 48,
  sexe: 'femelle',
  castre_sterilise: true,
  niveau_energie: 'dynamique',
  temperament: 'sociable',
  type_logement: 'appartement',
  sorties_par_jour: 2,
  duree_sortie_minutes: 40,
  activite_mentale: true,
  rappel_fiable: true,
  tire_en_laisse: true,
  reactivite: true,
  objectifs_prioritaires: ['marche_laisse', 'peur_reactivite'],
};

test('a Premium member adds a second dog, switches between them, meets the plan’s limit and validates a fiche for one dog only', async ({ page }) => {
  test.slow(); // sign-up, a six-step form and a dozen pages
  const member = await createMember(page, 'chiens');
  await callAs('admin', 'POST', `/admin/users/${encodeURIComponent(await memberId(member.email))}/gift`, {
    plan: 'premium',
    endsOn: null,
    reason: 'Test de plusieurs chiens',
    requestId: randomUUID(),
  });
  await callAsMember(member, 'POST', '/dogs', { form: 'quick', profile: MOKA });
  const tags = () => page.getByRole('region', { name: 'Son profil comportemental' });

  await test.step('Moka is the current dog and her recommendations come from her tags', async () => {
    await page.goto('/membre/recommandations');
    await expect(switcher(page)).toHaveAccessibleName(/Moka/);
    await expect(tags()).toContainText('Tire en laisse');
    await expect(tags()).not.toContainText('Chiot');
  });

  await test.step('“Ajouter un chien” from the switcher: the quick form for Pixel, who becomes the current dog', async () => {
    await switcher(page).click();
    await expect(page.getByRole('menuitemradio', { name: 'Moka' })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('menuitem', { name: 'Ajouter un chien' }).click();
    await expect(page).toHaveURL(/\/profil-chien\?nouveau=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ajouter un chien' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Profil rapide du nouveau chien' });
    await form.getByLabel('Nom de ton chien').fill('Pixel');
    await form.getByRole('textbox', { name: 'Âge' }).fill('4');
    await form.getByLabel('Sexe').selectOption({ label: 'Mâle' });
    await answer(page, 'Castré ou stérilisée', 'Non');
    await next(page);
    await form.getByLabel('Niveau d’énergie').selectOption({ label: 'Dynamique' });
    await form.getByLabel('Tempérament').selectOption({ label: 'Sociable' });
    await next(page);
    await form.getByLabel('Logement').selectOption({ label: 'Maison avec jardin' });
    await next(page);
    await form.getByRole('textbox', { name: 'Sorties par jour' }).fill('3');
    await form.getByRole('textbox', { name: 'Durée d’une sortie' }).fill('20');
    await answer(page, 'Pratique des activités mentales (flair, jeux de réflexion)', 'Non');
    await next(page);
    await answer(page, 'Revient de façon fiable quand tu l’appelles', 'Non');
    await answer(page, 'Tire en laisse', 'Non');
    await answer(page, 'Réagit fortement (aboie, tire, grogne) face à certains stimuli', 'Non');
    await next(page);
    await expect(form.getByText('Étape 6 sur 6')).toBeVisible();
    await tick(form, OBJECTIFS.rappel);
    await form.getByRole('button', { name: 'Ajouter ce chien' }).click();
    await expect(toast(page, 'Pixel a rejoint ta meute')).toBeVisible();
    await expect(page).toHaveURL(/\/membre\/recommandations$/);
    await expect(switcher(page)).toHaveAccessibleName(/Pixel/);
    await expect(tags()).toContainText('Chiot');
    await expect(tags()).not.toContainText('Tire en laisse');
  });

  await test.step('the switcher brings Moka back, then Pixel, each with their own recommendations', async () => {
    await chooseDog(page, 'Moka');
    await expect(tags()).toContainText('Tire en laisse');
    await chooseDog(page, 'Pixel');
    await expect(tags()).toContainText('Chiot');
    // The choice is kept in the browser: a new page opens on Pixel.
    await page.goto('/membre/dashboard');
    await expect(switcher(page)).toHaveAccessibleName(/Pixel/);
  });

  await test.step('at Premium’s limit (3 dogs), “Ajouter un chien” says why and leads to the plans', async () => {
    await callAsMember(member, 'POST', '/dogs', { form: 'quick', profile: { ...MOKA, nom: 'Noisette' } });
    await page.goto('/profil-chien?nouveau=1');
    await expect(page.getByText(dogLimitMessage('premium'))).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voir les offres' })).toHaveAttribute('href', '/offres');
    await expect(page.getByRole('form')).toHaveCount(0);
  });

  await test.step('a fiche validated for Pixel is done for Pixel only', async () => {
    const { dogs } = routes.listDogs.output.parse(await callAsMember(member, 'GET', '/dogs'));
    const pixel = dogs.find((dog) => dog.name === 'Pixel')!.dogId;
    const { fiches } = routes.recommendations.output.parse(await callAsMember(member, 'GET', `/recommendations?dogId=${pixel}`));
    const fiche = fiches.find((card) => !card.completed && !card.locked)!;
    await page.goto(`/membre/fiche/${fiche.id}`);
    await expect(page.getByRole('heading', { name: 'Tu as réussi cet exercice avec Pixel ?' })).toBeVisible();
    await page.getByRole('button', { name: 'Valider' }).click();
    // The fiche's points, and the month's challenge bonus if the fiche is one of its fiches.
    await expect(page.getByRole('status', { name: /^Bravo ! \+\d+ points? 🎉$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refaire la séance' })).toBeVisible();

    await chooseDog(page, 'Moka');
    await expect(page.getByRole('heading', { name: 'Tu as réussi cet exercice avec Moka ?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Valider' })).toBeVisible();
    const forMoka = routes.getFiche.output.parse(await callAsMember(member, 'GET', `/fiches/${fiche.id}?dogId=${FIRST_DOG_ID}`));
    expect(forMoka.completed).toBe(false);
  });
});
