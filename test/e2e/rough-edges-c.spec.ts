import { expectNoBlockingViolation } from './support/axe';
import { FICHES } from '../../shared/catalogue';
import { challengeLastDay, defaultChallengeFicheIds } from '../../shared/domain/monthly-challenge';
import { parisMonth } from '../../shared/domain/months';
import { formatEuros } from '../../shared/domain/money';
import { POINTS_RULES } from '../../shared/domain/points';
import { VISIO_OFFERS } from '../../shared/domain/visios';
import { expect, test } from './support/fixtures';
import { DESKTOP, MOBILE } from './support/viewports';

/**
 * Issue 23 (part C): one monthly challenge — validate one of the month's fiches in the app — shown with its fiches, last
 * day and reward on /communaute, the dashboard and the library (with no admin's pick, the default challenge of the
 * shared rule); one visio offer — a visio de suivi of 30 minutes for every credit, a visio bilan of an hour — named
 * alike in the shop, the plans and the booking card.
 */

const month = parisMonth(new Date());
const titles = defaultChallengeFicheIds(month, FICHES.filter((fiche) => fiche.isPublished)).map((id) => FICHES.find((fiche) => fiche.id === id)!.title);
const lastDay = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${challengeLastDay(month)}T12:00:00Z`));

test.describe('the month’s challenge for a visitor', () => {
  for (const [size, viewport] of [['1440', DESKTOP], ['360', MOBILE]] as const) {
    test(`/communaute shows this month’s fiches, last day and reward, and the one rule (${size} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/communaute');
      const main = page.getByRole('main');
      const fiches = main.getByRole('list', { name: 'Fiches du défi' });
      await expect(fiches.getByRole('listitem')).toHaveText(titles);
      await expect(main).toContainText(`Jusqu’au ${lastDay} inclus, heure de Paris`);
      await expect(main).toContainText(`+${POINTS_RULES.monthlyChallenge} points`);
      await expect(main).toContainText('tu valides la fiche dans ton espace, avant la fin du mois');
      // The other rule (a photo on Discord checked by an educator) is gone.
      await expect(main).not.toContainText('Un éducateur valide ta participation');
      await expectNoBlockingViolation(page, `/communaute at ${size} px`);
    });
  }
});

test.describe('the month’s challenge for a member', () => {
  test.use({ as: 'gratuit' });

  test('the dashboard and the library show the same fiches, linked, with the last day', async ({ page }) => {
    await page.goto('/membre/dashboard');
    const card = page.getByRole('region', { name: /^Le défi de / });
    await expect(card.getByRole('list', { name: 'Fiches du défi' }).getByRole('link')).toHaveText(titles);
    await expect(card).toContainText(`Jusqu’au ${lastDay} inclus`);

    await page.goto('/membre/fiches');
    const banner = page.getByRole('region', { name: /^Défi de / });
    await expect(banner.getByRole('list', { name: 'Fiches du défi' }).getByRole('link')).toHaveText(titles);
    await banner.getByRole('link', { name: titles[0] }).click();
    await expect(page.getByRole('heading', { level: 1, name: titles[0] })).toBeVisible();
  });
});

test.describe('one visio offer', () => {
  const suivi = VISIO_OFFERS.suivi;
  const bilan = VISIO_OFFERS.bilan;

  test('the shop sells the visio de suivi at the booking’s price, and the plans name the same visio', async ({ page }) => {
    await page.goto('/boutique');
    const card = page.getByRole('main').getByRole('article').filter({ hasText: suivi.name });
    await expect(card).toContainText(formatEuros(suivi.priceCents));
    await expect(card).toContainText(`${suivi.durationMinutes} minutes`);
    await expect(page.getByRole('main')).not.toContainText(/45 min|visio unique/i);

    await page.goto('/offres');
    await expect(page.getByRole('main')).toContainText(`1 ${suivi.name.toLowerCase()} (${suivi.durationMinutes} min) par mois`);
  });

  test.describe('booking', () => {
    test.use({ as: 'premium' });

    test('the booking card names the visio de suivi and the visio bilan with their lengths and prices', async ({ page }) => {
      await page.goto('/membre/visios');
      const lengths = page.getByRole('group', { name: 'Durée de la visio' });
      await expect(lengths.getByRole('button', { name: new RegExp(`^${suivi.name} · ${suivi.durationMinutes} min`) })).toBeVisible();
      await expect(lengths.getByRole('button', { name: new RegExp(`^${bilan.name} · ${bilan.durationMinutes} min`) })).toContainText(formatEuros(bilan.priceCents));
    });
  });
});
