import { expectNoBlockingViolation } from './support/axe';
import { ERRORS } from '../../shared/schemas/messages';
import { readFile } from 'node:fs/promises';
import { DESKTOP, MOBILE } from './support/viewports';
import { authForms, demoAccount, expect, passwordInput, createMember, recordToasts, test, toast } from './support/fixtures';

/** Issue 22, 'Mon compte': the member's account as they live it in the browser. */

test.describe('Supprimer mon compte (issue 22)', () => {
  test('a member deletes their account with the password and the typed word, from the keyboard, then cannot sign in again', async ({ page }) => {
    const member = await createMember(page, 'suppression');
    await recordToasts(page);
    await page.goto('/membre/compte');
    const section = page.getByRole('region', { name: 'Supprimer mon compte' });
    // The account page shows once its eight sections' data is in: took over 15 s in a clean-clone run of the whole suite.
    await expect(section.getByText(/L123-22 du Code de commerce/)).toBeVisible({ timeout: 30_000 });
    const submit = section.getByRole('button', { name: 'Supprimer définitivement mon compte' });
    const word = section.getByLabel('Pour confirmer, tape SUPPRIMER');

    await test.step('the button waits for both the password and the exact word', async () => {
      await expect(submit).toBeDisabled();
      await passwordInput(section).fill(member.password);
      await word.fill('supprimer');
      await expect(submit).toBeDisabled();
      await word.fill('SUPPRIMER');
      await expect(submit).toBeEnabled();
    });

    await test.step('a wrong password is refused in French and deletes nothing', async () => {
      await passwordInput(section).fill('Pas-Le-Bon-2026!');
      await submit.focus();
      await page.keyboard.press('Enter');
      await expect(section.getByText('Ce mot de passe est incorrect : ton compte n’a pas été supprimé.').first()).toBeVisible();
      await expect(page).toHaveURL(/\/membre\/compte$/);
    });

    await test.step('the right password deletes it: signed out, a French confirmation page', async () => {
      await passwordInput(section).fill(member.password);
      await submit.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/compte-supprime$/, { timeout: 20_000 });
      await expect(page.getByRole('heading', { level: 1, name: 'Ton compte a été supprimé' })).toBeVisible();
      await page.goto('/membre/dashboard');
      await expect(page).toHaveURL(/\/auth/);
    });

    await test.step('signing in again fails: the account no longer exists', async () => {
      await page.goto('/auth');
      const form = authForms(page).signIn;
      await form.getByLabel('Email').fill(member.email);
      await passwordInput(form).fill(member.password);
      await form.getByRole('button', { name: 'Se connecter' }).click();
      await expect(toast(page, ERRORS.badCredentials.title)).toBeVisible();
      await expect(page).toHaveURL(/\/auth$/);
    });
  });
});

test.describe('Mes informations (issue 22)', () => {
  test('a member changes their first name from the keyboard and the dashboard greets them by it', async ({ page }) => {
    await createMember(page, 'prenom');
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
  });
});

test.describe('Télécharger mes données (issue 22)', () => {
  test.use({ as: 'premium' });

  test('a member asks for their data from the keyboard, sees it prepared, then downloads the JSON that names their dog', async ({ page }) => {
    await page.goto('/membre/compte');
    const section = page.getByRole('region', { name: 'Télécharger mes données' });
    const ask = section.getByRole('button', { name: /^Préparer (mon|un nouvel) export$/ });
    await ask.focus();
    await page.keyboard.press('Enter');
    await expect(section.getByText(/Ton export est en préparation|Ton export est prêt/)).toBeVisible();
    const download = section.getByRole('link', { name: 'Télécharger le fichier JSON' });
    await expect(download).toBeVisible({ timeout: 30_000 });
    await expect(section.getByTestId('export-status')).toHaveText(/Tu peux le télécharger jusqu’au \d{1,2} \S+ \d{4}/);
    await expect(section.getByRole('link', { name: /Voir le résumé lisible/ })).toBeVisible();

    await test.step('the page has no serious or critical axe violation, at 1440 and 360 px', async () => {
      for (const size of [DESKTOP, MOBILE]) {
        await page.setViewportSize(size);
        await expect(download).toBeVisible();
        await expectNoBlockingViolation(page, `'Mes données' at ${size.width} px`, '#mes-donnees');
      }
      await page.setViewportSize(DESKTOP);
    });

    await test.step('the JSON file downloads and names the member’s dog', async () => {
      const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
      expect(file.suggestedFilename()).toBe('donnees-la-meute.json');
      const document = JSON.parse(await readFile(await file.path(), 'utf8')) as { version: number; account: { email: string }; dogs: { answers: { nom?: string } }[] };
      expect(document.version).toBe(1);
      expect(document.account.email).toBe(demoAccount('premium').email);
      expect(document.dogs.map((dog) => dog.answers.nom)).toEqual(['Moka', 'Pixel']);
    });
  });
});

test.describe('Mes e-mails (issue 22)', () => {
  test('a member turns the new-fiches e-mail on from the keyboard and finds it on, dated, after a reload; then off again', async ({ page }) => {
    await createMember(page, 'consentements');
    await recordToasts(page);
    await page.goto('/membre/compte');
    const section = page.getByRole('region', { name: 'Mes e-mails' });
    const newFiches = section.getByRole('checkbox', { name: 'Me prévenir quand de nouvelles fiches sont publiées' });
    const date = section.getByTestId('consent-newFiches-date');
    const today = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' }).format(new Date());

    await expect(newFiches).not.toBeChecked();
    await expect(date).toHaveText('Jamais accordé');

    await test.step('switched on with the keyboard: saved, then shown with its date', async () => {
      await newFiches.focus();
      await page.keyboard.press('Space');
      await expect(newFiches).toBeChecked();
      await expect(date).toHaveText(`Accordé le ${today}`);
    });

    await test.step('after a reload the server says the same', async () => {
      await page.reload();
      await expect(newFiches).toBeChecked();
      await expect(date).toHaveText(`Accordé le ${today}`);
    });

    await test.step('switched off: withdrawn, dated', async () => {
      await newFiches.focus();
      await page.keyboard.press('Space');
      await expect(newFiches).not.toBeChecked();
      await expect(date).toHaveText(`Retiré le ${today}`);
    });
  });
});
