import { expectNoBlockingViolation } from './support/axe';
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { routes } from '../../shared/contract/routes';
import { dogLimitMessage } from '../../shared/domain/dogs';
import { OBJECTIFS } from '../../shared/domain/dog-profile/values';
import { TICKET_CATEGORY_LABELS } from '../../shared/domain/tickets';
import { SUCCESS } from '../../shared/schemas/messages';
import { appReady, type CreatedMember, createMember, expect, storageStatePath, test, toast } from './support/fixtures';
import { callAs } from './support/points';
import { readStackEnv } from './support/stack-env';

/**
 * Issue 25's journey in the browser: a Premium member with one dog (Moka) adds a second (Pixel) through the switcher's
 * 'Ajouter un chien', switches between them and sees each dog's own recommendations; validates a fiche for Pixel and
 * rates the session ('Comment ça s’est passé ?'); the fiche stays to validate for Moka; the progression's chart for that
 * behaviour and the week's count ('Cette semaine : 1 séance sur 3') show the session; a ticket about Pixel shows the
 * educator Pixel's progression beside it. And at Premium's limit (3 dogs) 'Ajouter un chien' says why.
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


/** A new member given Premium by the team, with Moka as their first dog (both through the API). */
async function premiumMemberWithMoka(page: Page, label: string): Promise<CreatedMember> {
  const member = await createMember(page, label);
  await callAs('admin', 'POST', `/admin/users/${encodeURIComponent(await memberId(member.email))}/gift`, {
    plan: 'premium',
    endsOn: null,
    reason: 'Test de plusieurs chiens',
    requestId: randomUUID(),
  });
  await callAsMember(member, 'POST', '/dogs', { form: 'quick', profile: MOKA });
  return member;
}

/** The header's dog switcher, open: its menu. */
async function openSwitcher(page: Page): Promise<Locator> {
  await switcher(page).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** The quick form of 'Ajouter un chien' for Pixel: a young male who neither pulls nor reacts. */
async function addPixelThroughTheForm(page: Page): Promise<void> {
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
}

/** A behaviour's chart on a progression (the member's page or the team's block): the figure named by its title. */
const chartOf = (scope: Page | Locator, behaviour: string) => scope.getByRole('figure', { name: `${behaviour} : séances et note moyenne par semaine` });

test('a Premium member adds a second dog, switches, sees each dog’s recommendations, validates and rates a session for one, sees the chart move and the week’s count; the educator sees that dog’s progression beside a ticket', async ({
  page,
  browser,
  baseURL,
}) => {
  // Sign-up, a six-step form, some fifteen pages, two axe scans and a second browser, on two shared cores: a loaded run
  // reached the ticket step after 6 min (the rating dialog's axe scan alone took a minute).
  test.setTimeout(10 * 60_000);
  const member = await premiumMemberWithMoka(page, 'chiens');
  const tags = () => page.getByRole('region', { name: 'Son profil comportemental' });
  const rhythm = () => page.getByTestId('weekly-rhythm');
  const stamp = Date.now().toString(36);
  const note = `Il revient mieux au jardin (${stamp}).`;

  await test.step('Moka is the current dog and her recommendations come from her tags', async () => {
    await page.goto('/membre/recommandations');
    await expect(switcher(page)).toHaveAccessibleName(/Moka/);
    await expect(tags()).toContainText('Tire en laisse');
    await expect(tags()).not.toContainText('Chiot');
  });

  await test.step('“Ajouter un chien” from the switcher: the quick form for Pixel, who becomes the current dog', async () => {
    const menu = await openSwitcher(page);
    await expect(menu.getByRole('menuitemradio', { name: 'Moka' })).toHaveAttribute('aria-checked', 'true');
    await menu.getByRole('menuitem', { name: 'Ajouter un chien' }).click();
    await expect(page).toHaveURL(/\/profil-chien\?nouveau=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ajouter un chien' })).toBeVisible();
    await addPixelThroughTheForm(page);
    await expect(toast(page, 'Pixel a rejoint ta meute')).toBeVisible();
    await expect(page).toHaveURL(/\/membre\/recommandations$/);
    await expect(switcher(page)).toHaveAccessibleName(/Pixel/);
    await expect(tags()).toContainText('Chiot');
    await expect(tags()).not.toContainText('Tire en laisse');
  });

  await test.step('the switcher brings Moka back, then Pixel, each with their own recommendations; the choice stays across pages', async () => {
    await chooseDog(page, 'Moka');
    await expect(tags()).toContainText('Tire en laisse');
    await chooseDog(page, 'Pixel');
    await expect(tags()).toContainText('Chiot');
    await page.goto('/membre/dashboard');
    await expect(switcher(page)).toHaveAccessibleName(/Pixel/);
    // The week's count on the dashboard: nothing done yet (the default goal, 3 sessions).
    await expect(rhythm().getByRole('heading', { level: 2 })).toHaveText('Cette semaine : 0 séance sur 3');
  });

  // A behaviour of Pixel's with a fiche to work next that his plan opens (the page's own list names it).
  const { dogs } = routes.listDogs.output.parse(await callAsMember(member, 'GET', '/dogs'));
  const pixelId = dogs.find((dog) => dog.name === 'Pixel')!.dogId;
  const before = routes.progression.output.parse(await callAsMember(member, 'GET', `/progression?dogId=${pixelId}`));
  const behaviour = before.behaviours.find((one) => one.next.some((fiche) => fiche.lock === null));
  if (!behaviour) throw new Error('No open fiche to work next for Pixel');
  const fiche = behaviour.next.find((one) => one.lock === null)!;

  await test.step('Pixel’s progression before: no session this week, an empty chart, the fiche to work next', async () => {
    await page.goto('/membre/progression');
    await expect(page.getByRole('heading', { level: 1, name: 'Progression de Pixel' })).toBeVisible();
    await expect(rhythm().getByRole('heading', { level: 2 })).toHaveText('Cette semaine : 0 séance sur 3');
    await expect(page.getByTestId('sessions-this-week')).toHaveText('Cette semaine, 0 séance avec Pixel.');
    await expect(chartOf(page, behaviour.label)).toContainText('Pas encore de données');
    const block = page.getByRole('region', { name: behaviour.label, exact: true });
    await block.getByRole('link', { name: fiche.title, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/membre/fiche/${fiche.id}$`));
  });

  await test.step('the fiche validated for Pixel, the session rated ‘Comment ça s’est passé ?’', async () => {
    await expect(page.getByRole('heading', { name: 'Tu as réussi cet exercice avec Pixel ?' })).toBeVisible();
    await page.getByRole('button', { name: 'Valider' }).click();
    // The fiche's points, and the month's challenge bonus if the fiche is one of its fiches.
    await expect(page.getByRole('status', { name: /^Bravo ! \+\d+ points? 🎉$/ })).toBeVisible();
    const dialog = page.getByRole('dialog', { name: 'Comment ça s’est passé ?' });
    await expect(dialog).toBeVisible();
    await expectNoBlockingViolation(page, 'the rating dialog');
    // Each star is a radio named by its rating and its words; a person clicks the star's words.
    await dialog.getByText('4 sur 5 : Bien').click();
    await expect(dialog.getByRole('radio', { name: '4 sur 5 : Bien' })).toBeChecked();
    await dialog.getByLabel('Une remarque (facultatif)').fill(note);
    await dialog.getByRole('button', { name: 'Enregistrer ma note' }).click();
    await expect(toast(page, 'Merci, ta séance est notée.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Refaire la séance' })).toBeVisible();
  });

  await test.step('the same fiche is still to validate for Moka', async () => {
    await chooseDog(page, 'Moka');
    await expect(page.getByRole('heading', { name: 'Tu as réussi cet exercice avec Moka ?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Valider' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refaire la séance' })).toHaveCount(0);
  });

  await test.step('the progression: the week counts the session (every dog’s), Pixel’s chart and last sessions show it, Moka’s do not', async () => {
    await page.goto('/membre/progression');
    await expect(page.getByRole('heading', { level: 1, name: 'Progression de Moka' })).toBeVisible();
    await expect(rhythm().getByRole('heading', { level: 2 })).toHaveText('Cette semaine : 1 séance sur 3');
    await expect(page.getByTestId('sessions-this-week')).toHaveText('Cette semaine, 0 séance avec Moka.');

    await chooseDog(page, 'Pixel');
    await expect(page.getByRole('heading', { level: 1, name: 'Progression de Pixel' })).toBeVisible();
    await expect(page.getByTestId('sessions-this-week')).toHaveText('Cette semaine, 1 séance avec Pixel.');
    const block = page.getByRole('region', { name: behaviour.label, exact: true });
    await expect(block).toContainText('1 séance en 12 semaines');
    const chart = chartOf(page, behaviour.label);
    await expect(chart).not.toContainText('Pas encore de données');
    await expect(chart).toContainText('Dernière valeur : séances 1, note moyenne 4 / 5.');
    // The same figures in the chart's table, this week last.
    const thisWeek = chart.getByRole('table').getByRole('row').last();
    await expect(thisWeek.getByRole('cell')).toHaveText(['1', '4 / 5']);
    await expect(page.getByRole('region', { name: 'Dernières séances' })).toContainText(`« ${note} »`);

    await page.goto('/membre/dashboard');
    await expect(rhythm().getByRole('heading', { level: 2 })).toHaveText('Cette semaine : 1 séance sur 3');
  });

  const title = `Pixel et le rappel (${stamp})`;
  let ticketId = '';
  await test.step('a ticket about Pixel: ‘Pour quel chien ?’ offers the current dog', async () => {
    await page.goto('/membre/tickets');
    await page.getByRole('button', { name: 'Nouveau ticket' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouveau ticket' });
    const dogChoice = dialog.getByLabel('Pour quel chien ?');
    await expect(dogChoice.locator('option:checked')).toHaveText('Pixel');
    await dialog.getByLabel('Titre').fill(title);
    await dialog.getByLabel('Description').fill('Pixel revient mieux au jardin depuis la dernière séance, comment continuer en promenade ?');
    await dialog.getByLabel('Catégorie').selectOption({ label: TICKET_CATEGORY_LABELS.obeissance });
    await dialog.getByRole('button', { name: 'Créer le ticket' }).click();
    await expect(toast(page, SUCCESS.ticketCreated)).toBeVisible();
    await page.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/membre\/tickets\/[^/?#]+$/);
    ticketId = new URL(page.url()).pathname.split('/').pop()!;
  });

  await test.step('the educator sees Pixel’s progression beside the ticket, read-only', async () => {
    const educator = await browser.newContext({ storageState: storageStatePath('educator'), baseURL });
    const staff = await educator.newPage();
    await staff.goto(`/equipe/tickets/${ticketId}`);
    await appReady(staff);
    await expect(staff.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(staff.getByText(/Ouvert par Camille pour Pixel le/)).toBeVisible();
    const context = staff.getByRole('complementary', { name: 'Contexte du membre' });
    const progression = context.getByRole('region', { name: 'Progression de Pixel' });
    await expect(progression.getByTestId('sessions-this-week')).toHaveText('Cette semaine, Pixel : 1 séance.');
    await expect(chartOf(progression, behaviour.label)).toContainText('Dernière valeur : séances 1, note moyenne 4 / 5.');
    await expect(progression).toContainText(`« ${note} »`);
    await expect(progression.getByRole('button', { name: /Valider|Enregistrer/ })).toHaveCount(0);
    await expect(context).toContainText('Son chien : Pixel');
    await educator.close();
  });
});

test('at Premium’s limit (3 dogs), “Ajouter un chien” says why and leads to the plans', async ({ page }) => {
  test.slow(); // a sign-up first
  const member = await premiumMemberWithMoka(page, 'chiens-limite');
  await callAsMember(member, 'POST', '/dogs', { form: 'quick', profile: { ...MOKA, nom: 'Pixel' } });
  await callAsMember(member, 'POST', '/dogs', { form: 'quick', profile: { ...MOKA, nom: 'Noisette' } });
  await page.goto('/membre/dashboard');
  const menu = await openSwitcher(page);
  await expect(menu.getByRole('menuitemradio')).toHaveText(['Moka', 'Pixel', 'Noisette']);
  await menu.getByRole('menuitem', { name: 'Ajouter un chien' }).click();
  await expect(page).toHaveURL(/\/profil-chien\?nouveau=1$/);
  await expect(page.getByText(dogLimitMessage('premium'))).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voir les offres' })).toHaveAttribute('href', '/offres');
  await expect(page.getByRole('form')).toHaveCount(0);
});
