import { expect, recordToasts, signUpThroughUi, test, toast } from './support/fixtures';

/** Issue 22, 'Mon compte': the member's account as they live it in the browser. */

test.describe('Mes informations (issue 22)', () => {
  test('a member changes their first name from the keyboard and the dashboard greets them by it', async ({ browser, baseURL }) => {
    // A visitor's browser: a fresh member, whatever storage state the project gives.
    const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await signUpThroughUi(page, 'prenom');
    await recordToasts(page);
    await page.goto('/membre/compte');
    const section = page.getByRole('region', { name: 'Mes informations' });
    const firstName = section.getByRole('textbox', { name: 'Prénom', exact: true });
    await expect(firstName).toHaveValue('Camille');

    await test.step('a first name the shared rules refuse is named in French', async () => {
      await firstName.fill('A');
      await firstName.press('Enter');
      await expect(section.getByText('Ton prénom doit contenir au moins 2 caractères')).toBeVisible();
    });

    await test.step('the new first name is saved, from the keyboard', async () => {
      await firstName.fill('Élodie');
      await firstName.press('Enter');
      await expect(toast(page, 'Ton prénom est enregistré.')).toBeVisible();
    });

    await test.step('the dashboard greets the member by it, and so does a reload', async () => {
      await page.goto('/membre/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: /Bonjour Élodie/ })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: /Bonjour Élodie/ })).toBeVisible();
    });
    await context.close();
  });
});
