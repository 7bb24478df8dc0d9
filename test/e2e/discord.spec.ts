import { SUCCESS } from '../../shared/schemas/messages';
import { expect, expectToastShown, createMember, recordToasts, test, toast } from './support/fixtures';

/** Issue 15: a member links Discord through the local sandbox's authorization page and sees the card connected. */

test.describe('Discord', () => {
  test.use({ as: 'visitor' });

  test('a member links their account in the sandbox, comes back connected, and synchronises their roles', async ({ page }) => {
    await recordToasts(page);
    await createMember(page, 'discord');
    await page.goto('/membre/dashboard');
    const card = page.getByRole('region', { name: 'Discord de la meute' });
    await card.getByRole('button', { name: 'Rejoindre le Discord' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Discord — bac à sable local' })).toBeVisible();
    await page.getByRole('link', { name: 'Autoriser' }).click();
    await expect(page).toHaveURL(/\/membre\/dashboard$/, { timeout: 20_000 });
    await expectToastShown(page, SUCCESS.discordLinked.title);
    await expect(card).toContainText('Ton compte Discord est connecté');
    await card.getByRole('button', { name: 'Synchroniser mes rôles' }).click();
    await expect(toast(page, SUCCESS.discordSync)).toBeVisible();
  });
});
