import { POINTS_RULES } from '../../shared/domain/points';
import { pointsEarnedToast } from '../../shared/schemas/messages';
import { createMember, expect, test, toast, skipSessionRating } from './support/fixtures';

/**
 * Issue 23, part B: a library card's 'Valider' no longer pays in one click. It asks whether the fiche's success
 * criterion was met; 'Pas encore' changes nothing, 'Oui, c’est réussi' validates and pays; the points page shows the
 * day's validation points against the cap.
 */
test('a new member confirms a fiche’s success criterion before its card’s “Valider” pays, from the keyboard', async ({ page }) => {
  test.slow(); // a sign-up first
  await createMember(page, 'critere');
  await page.goto('/membre/fiches');
  const card = page.getByRole('main').getByRole('article').filter({ has: page.getByRole('button', { name: /^Valider/ }) }).first();
  await expect(card).toBeVisible();
  const title = await card.getByRole('heading').innerText();
  const reward = Number((await card.innerText()).match(/\+(\d+) pts/)?.[1]);

  await card.getByRole('button', { name: /^Valider/ }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'As-tu réussi cette fiche ?' });
  await expect(dialog).toContainText(title);
  await expect(dialog.getByRole('region', { name: 'Critère de réussite' })).not.toBeEmpty();
  await expect(dialog.getByRole('region', { name: 'Critère de réussite' }).getByText(/\S{10,}/).first()).toBeVisible();

  // 'Pas encore': nothing validated.
  await dialog.getByRole('button', { name: 'Pas encore' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('button', { name: /^Valider/ })).toBeVisible();
  await expect(card).not.toContainText('Complétée');

  // 'Oui, c’est réussi': validated and paid.
  await card.getByRole('button', { name: /^Valider/ }).click();
  await dialog.getByRole('button', { name: 'Oui, c’est réussi' }).focus();
  await page.keyboard.press('Enter');
  // The fiche's points, and the month's challenge with them when the fiche is one of its fiches.
  await expect(toast(page, pointsEarnedToast(reward).title).or(toast(page, pointsEarnedToast(reward + POINTS_RULES.monthlyChallenge).title))).toBeVisible();
  await skipSessionRating(page);
  const done = page.getByRole('main').getByRole('article', { name: title });
  await expect(done).toContainText('Complétée');
  await expect(done.getByRole('button', { name: /^Valider/ })).toHaveCount(0);

  await page.goto('/membre/points');
  await expect(page.getByRole('region', { name: 'Comment gagner des points' })).toContainText(
    `Aujourd’hui : ${reward} point${reward > 1 ? 's' : ''} gagné${reward > 1 ? 's' : ''} avec tes fiches (1 fiche payée sur 5).`,
  );
});
