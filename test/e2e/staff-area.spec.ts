import { randomUUID } from 'node:crypto';
import { routes } from '../../shared/contract/routes';
import { FICHES } from '../../shared/catalogue';
import { ficheLock } from '../../shared/domain/entitlements';
import { ficheSectionTitles } from '../../shared/domain/fiche-vocabulary';
import { demoAccount, expect, LANDING, signInThroughUi, test } from './support/fixtures';
import { callAs } from './support/points';

/**
 * Issue 21, 'Staff are staff': after signing in, an educator lands in their console and an admin on the admin
 * dashboard (a member stays on their dashboard); the header shows the staff area first; an educator, on Gratuit like
 * every invited educator, reads in full the Premium fiche a member's ticket is about.
 */

/** A published fiche the Gratuit plan cannot read (Premium). */
const premiumFiche = FICHES.find((fiche) => fiche.isPublished && !fiche.expertPlusOnly && ficheLock('gratuit', fiche) !== null)!;

test.describe('signing in', () => {
  test('an educator lands in the console, the header then shows the console before “Mon espace”', async ({ page }) => {
    const { email, password } = demoAccount('educator');
    await signInThroughUi(page, email, password, LANDING.educator);
    await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
    const console = page.getByRole('navigation', { name: 'Console éducateur' });
    await expect(console).toBeVisible();

    // One link to their member space, one back from it.
    await console.getByRole('link', { name: 'Espace membre' }).click();
    await expect(page).toHaveURL(/\/membre\/dashboard$/);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /^(Console éducateur|Mon espace)$/ })).toHaveText(['Console éducateur', 'Mon espace']);
    await header.getByRole('link', { name: 'Console éducateur' }).click();
    await expect(page).toHaveURL(/\/equipe\/tickets$/);
  });

  test('an admin lands on the admin dashboard', async ({ page }) => {
    const { email, password } = demoAccount('admin');
    await signInThroughUi(page, email, password, LANDING.admin);
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Administration' })).toBeVisible();
  });

  test('a page asked for before signing in still wins over the console', async ({ page }) => {
    await page.goto('/membre/points');
    await expect(page).toHaveURL(/\/auth$/);
    const { email, password } = demoAccount('educator');
    const form = page.getByRole('form', { name: 'Connexion' });
    await form.getByLabel('Email').fill(email);
    await form.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(password);
    await form.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/membre\/points$/);
  });
});

test.describe('an educator on Gratuit', () => {
  test.use({ as: 'educator' });

  test('opens the Premium fiche a member’s ticket is about and reads its steps', async ({ page }) => {
    expect(premiumFiche).toBeDefined();
    const created = await callAs('expert', 'POST', '/tickets', {
      title: 'Une question sur cette fiche',
      description: 'Je bloque à la deuxième étape : mon chien décroche dès qu’il y a du passage, que faire ?',
      category: 'obeissance',
      priority: 'standard',
      ficheId: premiumFiche.id,
      requestId: randomUUID(),
    });
    const ticketId = routes.createTicket.output.parse(created).ticket.id;

    await page.goto(`/equipe/tickets/${ticketId}`);
    // The fiche the ticket is about (the member's progression beside it, issue 25, may name it too).
    await page.getByRole('region', { name: 'Fiche concernée' }).getByRole('link', { name: premiumFiche.title }).click();
    await expect(page).toHaveURL(new RegExp(`/membre/fiche/${premiumFiche.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: premiumFiche.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: ficheSectionTitles(premiumFiche.ficheType).steps })).toBeVisible();
    await expect(page.getByText(premiumFiche.steps[0]!.description, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Contenu Premium' })).toHaveCount(0);
  });
});
