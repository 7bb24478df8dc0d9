import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { adminPointsToast, FICHE_DELETE_CONFIRMATION, SUCCESS } from '../../shared/schemas/messages';
import { appReady, createMember, expect, skipSessionRating, storageStatePath, test, toast } from './support/fixtures';

/**
 * Issue 14: the admin dashboard reads counters the facts move in their own transactions. A member validates a fiche
 * in another browser; the admin's count of validated fiches has moved when the dashboard is read again (other tests
 * may validate at the same time: the count moves by at least one; exactness is the integration tests' job).
 */

const figure = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true }).getByTestId('figure-value');
/** The last value a column chart states under it ('Dernière valeur : 12.'). */
const lastValueOf = async (page: Page, title: string) =>
  Number((await page.getByRole('figure', { name: title }).getByText(/^.*Dernière valeur/).innerText()).match(/Dernière valeur : ([\d\s\u202f]+)/)?.[1]?.replace(/\D/g, '') ?? NaN);
const valueOf = async (page: Page, label: string) => Number((await figure(page, label).innerText()).replace(/\D/g, ''));

test.describe('the admin dashboard', () => {
  test.use({ as: 'admin' });

  test('shows the stats row and counts a member’s validation as it happens', async ({ page, browser, baseURL }) => {
    test.slow(); // two browsers
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
    for (const label of ['Membres', 'Tickets ouverts', 'Visios du mois', 'Fiches validées', 'Revenu mensuel récurrent (MRR)']) await expect(figure(page, label)).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Membres par offre' })).toBeVisible();
    const members = await valueOf(page, 'Membres');
    // The three demo members; the demo educator and admin are staff, not members (issue 21).
    expect(members, 'the demo members are counted').toBeGreaterThanOrEqual(3);
    const validatedBefore = await valueOf(page, 'Fiches validées');
    await page.goto('/admin/analytics');
    const weeklyBefore = await lastValueOf(page, 'Fiches validées par semaine');

    // A visitor's browser: the test's own storage state (the admin's) would otherwise apply to it too.
    const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const member = await context.newPage();
    await createMember(member, 'compteur');
    await member.goto('/membre/fiches');
    const card = member.getByRole('main').getByRole('article').filter({ has: member.getByRole('button', { name: /^Valider/ }) }).first();
    const title = await card.getByRole('heading').innerText();
    await card.getByRole('link', { name: /^Voir/ }).click();
    await expect(member.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await member.getByRole('button', { name: 'Valider', exact: true }).click();
    await skipSessionRating(member);
    await expect(member.getByRole('button', { name: 'Objectif atteint' })).toBeDisabled();
    await context.close();

    await page.goto('/admin');
    await expect.poll(() => valueOf(page, 'Fiches validées')).toBeGreaterThanOrEqual(validatedBefore + 1);
    expect(await valueOf(page, 'Membres')).toBeGreaterThanOrEqual(members + 1);

    // The analytics' weekly chart has moved too, and its table downloads as CSV.
    await page.goto('/admin/analytics');
    await expect.poll(() => lastValueOf(page, 'Fiches validées par semaine')).toBeGreaterThanOrEqual(weeklyBefore + 1);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exporter en CSV : fiches validées' }).click()]);
    expect(download.suggestedFilename()).toBe('la-meute-fiches-validees-6m.csv');
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv.split('\r\n')[0]).toBe('\uFEFFsemaine du;fiches validées');
  });
});

test.describe('the admin’s fiches', () => {
  test.use({ as: 'admin' });

  test('an admin creates a fiche, publishes it, a Premium member finds and validates it, then the admin deletes it', async ({ page, browser, baseURL }) => {
    test.slow(); // two browsers
    const title = `Le rappel au sifflet ${Date.now().toString(36)}`;
    await page.goto('/admin/fiches');
    await page.getByRole('button', { name: 'Nouvelle fiche' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouvelle fiche' });
    await dialog.getByLabel('Titre').fill(title);
    await dialog.getByLabel('Objectif').fill('Obtenir un rappel fiable au sifflet, même en forêt');
    await dialog.getByLabel('Points').fill('3');
    await dialog.getByLabel('Étapes').fill('Associer le sifflet à une friandise\nSiffler à deux mètres et récompenser\nAugmenter la distance peu à peu');
    await dialog.getByRole('button', { name: 'Créer la fiche' }).click();
    await expect(toast(page, SUCCESS.ficheCreated)).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row).toContainText('Premium');
    await row.getByRole('checkbox', { name: `Publier : ${title}` }).check({ force: true });
    await expect(toast(page, SUCCESS.fichePublished)).toBeVisible();

    const context = await browser.newContext({ baseURL, storageState: storageStatePath('premium') });
    const member = await context.newPage();
    await member.goto('/membre/fiches');
    // A page of its own context: the fixture's wait for the app does not apply to it.
    await appReady(member);
    await expect(member.getByRole('main').getByRole('article').first()).toBeVisible();
    await member.getByRole('searchbox').fill(title);
    const card = member.getByRole('main').getByRole('article').filter({ hasText: title });
    await card.getByRole('link', { name: /^Voir/ }).click();
    await expect(member.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(member.getByText('Siffler à deux mètres et récompenser')).toBeVisible();
    await member.getByRole('button', { name: 'Valider', exact: true }).click();
    await skipSessionRating(member);
    await expect(member.getByRole('button', { name: 'Objectif atteint' })).toBeDisabled();
    await context.close();

    await page.reload();
    await expect(page.getByRole('row', { name: new RegExp(title) }).getByRole('cell').nth(5)).toHaveText('1');
    await page.getByRole('button', { name: `Supprimer : ${title}` }).click();
    await expect(page.getByRole('dialog', { name: 'Supprimer la fiche' })).toContainText(FICHE_DELETE_CONFIRMATION);
    await page.getByRole('dialog', { name: 'Supprimer la fiche' }).getByRole('button', { name: 'Supprimer' }).click();
    await expect(toast(page, SUCCESS.ficheDeleted)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
  });
});

test.describe('the admin’s members', () => {
  test.use({ as: 'admin' });

  test('an admin finds a new member, grants 30 points with a reason, and the member reads the line in their history', async ({ page, browser, baseURL }) => {
    test.slow(); // two browsers
    const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const member = await context.newPage();
    const account = await createMember(member, 'gratifie');

    await page.goto('/admin/users');
    await page.getByLabel('Rechercher').fill(account.email);
    await page.getByRole('row', { name: new RegExp(account.email) }).getByRole('link', { name: account.firstName }).click();
    await expect(page.getByRole('heading', { level: 1, name: account.firstName })).toBeVisible();
    const reason = 'Merci pour ton témoignage sur la page communauté';
    await page.getByLabel('Points (négatif pour retirer)').fill('30');
    await page.getByLabel('Raison (le membre la lit dans son historique)').fill(reason);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, adminPointsToast(30))).toBeVisible();
    const log = page.getByRole('region', { name: 'Journal des actions de l’équipe' });
    await expect(log).toContainText('+30 points');
    await expect(log).toContainText(reason);
    await expect(page.getByRole('region', { name: 'Points', exact: true })).toContainText('30 points');

    await member.goto('/membre/points');
    const history = member.getByRole('region', { name: 'Historique' });
    await expect(history.getByRole('listitem').filter({ hasText: reason })).toContainText('+30');
    await context.close();
  });
});

test.describe('the admin’s automations', () => {
  test.use({ as: 'admin' });

  test('an admin points an automation at the local webhook sink, presses Tester and sees the delivery', async ({ page }) => {
    await page.goto('/admin/automations');
    const card = page.getByRole('region', { name: 'Ticket résolu' });
    await card.getByRole('button', { name: 'Utiliser le récepteur local (npm start)' }).click();
    await expect(card.getByLabel('URL du webhook Make')).toHaveValue(/\/_local\/webhooks\/ticket_closed$/);
    await card.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, SUCCESS.automationSaved)).toBeVisible();
    await card.getByRole('button', { name: 'Tester : Ticket résolu' }).click();
    await expect(toast(page, 'Test envoyé')).toBeVisible();
    const deliveries = card.getByRole('region', { name: 'Dernières livraisons : Ticket résolu' });
    await expect(deliveries.getByRole('row').nth(1)).toContainText('Test');
    await expect(deliveries.getByRole('row').nth(1)).toContainText('200');
  });
});
