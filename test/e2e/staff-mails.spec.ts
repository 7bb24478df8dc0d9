import { expect, test } from './support/fixtures';

/**
 * Issue 21, "told when a member waits": an educator turns one of the team's e-mails off from the console's "Mes
 * e-mails", with the keyboard, and finds it off after a reload; then turns it back on (the demo account's default).
 */
test.use({ as: 'educator' });

test('an educator turns the morning digest off and on again from Mes e-mails', async ({ page }) => {
  await page.goto('/equipe/tickets');
  await page.getByRole('navigation', { name: 'Console éducateur' }).getByRole('link', { name: 'Mes e-mails' }).click();
  await expect(page).toHaveURL(/\/equipe\/e-mails$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes e-mails' })).toBeVisible();

  const urgent = page.getByRole('checkbox', { name: 'Ticket urgent' });
  const digest = page.getByRole('checkbox', { name: 'Récapitulatif du matin' });
  await expect(urgent).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Échéance proche' })).toBeChecked();
  await expect(digest).toBeChecked();

  await digest.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Vos préférences d’e-mails sont enregistrées.')).toBeVisible();
  await expect(digest).not.toBeChecked();

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Récapitulatif du matin' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Ticket urgent' })).toBeChecked();

  await page.getByRole('checkbox', { name: 'Récapitulatif du matin' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Récapitulatif du matin' })).toBeChecked();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Récapitulatif du matin' })).toBeChecked();
});
