import type { Page } from '@playwright/test';
import { TICKET_MESSAGES } from '../../shared/schemas/ticket';
import { authForms, expect, test } from './support/fixtures';

/**
 * Issue 23, part D: fields turn red on submit or after a change, not on a first Tab through an empty form; the fiche
 * library's error offers 'Réessayer', which loads it again; the dog profile form asks the fears only after a 'yes'.
 */

test.describe('a first Tab through an empty form', () => {
  test('of the sign-up shows no field in red; submitting shows them', async ({ page }) => {
    await page.goto('/auth?tab=signup');
    const form = authForms(page).signUp;
    await form.getByLabel('Prénom').focus();
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('Tab');
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);

    await form.getByText(/J’accepte les conditions générales/).click();
    await form.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(form.getByLabel('Prénom')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  test.describe('of a new ticket', () => {
    test.use({ as: 'expert' });

    test('shows no field in red; a field changed and left does', async ({ page }) => {
      await page.goto('/membre/tickets');
      await page.getByRole('button', { name: 'Nouveau ticket' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nouveau ticket' });
      const title = dialog.getByLabel('Titre');
      await title.focus();
      for (let step = 0; step < 3; step += 1) await page.keyboard.press('Tab');
      await expect(dialog.locator('[aria-invalid="true"]')).toHaveCount(0);
      await expect(dialog.getByText(TICKET_MESSAGES.titleTooShort)).toHaveCount(0);

      await title.fill('Aïe');
      await page.keyboard.press('Tab');
      await expect(title).toHaveAttribute('aria-invalid', 'true');
      await expect(dialog.getByText(TICKET_MESSAGES.titleTooShort)).toBeVisible();
      // The description, left without a change, stays as it was.
      await expect(dialog.getByLabel('Description')).not.toHaveAttribute('aria-invalid', 'true');
    });
  });
});

test.describe('the fiche library', () => {
  test.use({ as: 'premium' });

  /** The library's API call (not the /membre/fiches page itself) answers 500 while `failing` holds. */
  async function failLibrary(page: Page, state: { failing: boolean }) {
    await page.route(
      (url) => url.pathname.endsWith('/fiches'),
      async (route) => {
        const type = route.request().resourceType();
        if (!state.failing || (type !== 'fetch' && type !== 'xhr')) return route.fallback();
        return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Erreur interne' } }) });
      },
    );
  }

  test('could not load: the error offers ‘Réessayer’, which loads the fiches', async ({ page }) => {
    const state = { failing: true };
    await failLibrary(page, state);
    await page.goto('/membre/fiches');
    const panel = page.getByRole('tabpanel', { name: 'Tous' });
    const error = panel.getByText('Impossible de charger les fiches. Réessaie dans un instant.');
    await expect(error).toBeVisible({ timeout: 20_000 });

    state.failing = false;
    await panel.getByRole('button', { name: 'Réessayer' }).click();
    await expect(error).toBeHidden();
    await expect(panel.getByRole('status').filter({ hasText: /\d+ fiches?/ })).toBeVisible();
  });
});

test.describe('the complete dog profile form', () => {
  test.use({ as: 'premium' });

  test('asks the fears only after ‘Oui’ to ‘A des peurs’', async ({ page }) => {
    await page.goto('/profil-chien/complet');
    const form = page.getByRole('form');
    await form.getByRole('button', { name: /Suivant/ }).click();
    await expect(form.getByRole('heading', { name: 'Énergie et tempérament' })).toBeVisible();

    const fears = form.getByRole('group', { name: 'Ses peurs' });
    const question = form.getByRole('radiogroup', { name: 'A des peurs' });
    await question.getByText('Non', { exact: true }).click();
    await expect(fears).toHaveCount(0);
    await question.getByText('Oui', { exact: true }).click();
    await expect(fears).toBeVisible();
    await expect(fears.getByRole('checkbox', { name: 'Bruits forts' })).toBeVisible();
    await question.getByText('Non', { exact: true }).click();
    await expect(fears).toHaveCount(0);
  });
});
