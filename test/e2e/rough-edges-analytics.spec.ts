import { expectNoBlockingViolation } from './support/axe';
import type { Locator, Page } from '@playwright/test';
import type { AdminAnalytics } from '../../shared/contract/admin-schemas';
import { API_BASE_PATH } from '../../shared/contract/runtime-config';
import { expect, test } from './support/fixtures';
import { DESKTOP, MOBILE } from './support/viewports';

/**
 * Issue 23, analytics an admin can read: after the demo seed (its twelve months of history), every chart of
 * /admin/analytics has its axes titled in French, a value by hovering a period and by the keyboard, and no chart is
 * empty; at 1440 and 360 px, without a serious or critical axe violation. An answer without data (the API's, stubbed:
 * the seeded stack always has some) shows 'Pas encore de données' in each chart instead of an empty box.
 */

const COLUMN_CHARTS = [
  { title: 'Membres par offre, en fin de mois', x: 'Mois', y: 'Membres' },
  { title: 'Inscriptions et conversions payantes par semaine', x: 'Semaine (du lundi)', y: 'Membres' },
  { title: 'MRR en fin de mois', x: 'Mois', y: 'Euros par mois' },
  { title: 'Churn mensuel', x: 'Mois', y: 'Part des abonnés payants (%)' },
  { title: 'Fiches validées par semaine', x: 'Semaine (du lundi)', y: 'Validations' },
  { title: 'Délai moyen de première réponse, par semaine', x: 'Semaine (du lundi)', y: 'Délai moyen' },
];
const TOP_FICHES = 'Les fiches les plus validées';
const EMPTY = 'Pas encore de données';

const chart = (page: Page, title: string) => page.getByRole('figure', { name: title, exact: true });
const tooltip = (figure: Locator) => figure.getByTestId('chart-tooltip');

/** The rows of the chart's table (for screen readers): each period and its values, as a person reads them. */
async function tableRows(figure: Locator): Promise<string[][]> {
  return figure.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent ?? '')));
}

for (const size of [DESKTOP, MOBILE]) {
  test.describe(`the admin’s analytics at ${size.width} px`, () => {
    test.use({ as: 'admin', viewport: size });

    test('each chart has titled axes and a value on hover and on keyboard focus', async ({ page }) => {
      test.slow(); // seven charts, hovered and browsed
      await page.goto('/admin/analytics?period=12m');
      await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
      // A year of day counters read and drawn: a waiting budget for a loaded two-core run, not a speed check.
      await expect(chart(page, COLUMN_CHARTS[0]!.title)).toBeVisible({ timeout: 45_000 });

      for (const { title, x, y } of COLUMN_CHARTS) {
        const figure = chart(page, title);
        await expect(figure, title).toBeVisible();
        await expect(figure.getByText(EMPTY), `${title} has data after the demo seed`).toHaveCount(0);
        await expect(figure.locator('[data-axis="x"]'), `${title}: the periods' axis`).toHaveText(x);
        await expect(figure.locator('[data-axis="y"]'), `${title}: the value axis`).toHaveText(y);

        // Hover: a period with a value above 0 (the table says which) shows that period and its value.
        const rows = await tableRows(figure);
        const index = rows.findIndex((cells) => cells.slice(1).some((cell) => /[1-9]/.test(cell)));
        expect(index, `${title}: a period with a value`).toBeGreaterThanOrEqual(0);
        const [label, ...values] = rows[index]!;
        await figure.locator('[data-period]').nth(index).hover();
        await expect(tooltip(figure)).toContainText(label!);
        for (const value of values) await expect(tooltip(figure)).toContainText(value);
        await page.mouse.move(0, 0);
        await expect(tooltip(figure)).toBeHidden();

        // Keyboard: the plot takes the focus (the last period shown), Home goes to the first period, → to the next.
        const plot = figure.getByRole('group', { name: new RegExp(`^${title}`) });
        await plot.focus();
        await expect(tooltip(figure)).toContainText(rows.at(-1)![0]!);
        await page.keyboard.press('Home');
        await expect(tooltip(figure)).toContainText(rows[0]![0]!);
        await page.keyboard.press('ArrowRight');
        await expect(tooltip(figure)).toContainText(rows[1]![0]!);
        await expect(tooltip(figure)).toContainText(rows[1]![1]!);
      }

      // The plot is in the tab order: Tab from the chart's CSV button reaches it.
      const validations = chart(page, 'Fiches validées par semaine');
      await validations.getByRole('button', { name: 'Exporter en CSV : fiches validées' }).focus();
      await page.keyboard.press('Tab');
      await expect(validations.getByRole('group', { name: /^Fiches validées par semaine/ })).toBeFocused();
      await expect(tooltip(validations)).toBeVisible();

      // The top fiches: a bar per fiche with its count written out, under titled axes.
      const top = chart(page, TOP_FICHES);
      await expect(top.locator('[data-axis="rows"]')).toContainText('Fiche');
      await expect(top.locator('[data-axis="values"]')).toHaveText('Validations');
      await expect(top.getByRole('listitem').first()).toContainText(/[1-9]/);

      await expectNoBlockingViolation(page, 'the analytics', 'main');
    });
  });
}

test.describe('the admin’s analytics without data', () => {
  test.use({ as: 'admin' });

  test('every chart says there is no data yet instead of an empty box', async ({ page }) => {
    const empty: AdminAnalytics = {
      from: '2026-09-01',
      to: '2026-11-25',
      weeks: ['2026-09-01', '2026-09-08', '2026-09-15'].map((week) => ({ week, signups: 0, paidActivations: 0, ficheValidations: 0, firstResponses: 0, firstResponseMinutes: null })),
      months: ['2026-09', '2026-10', '2026-11'].map((month) => ({ month, membersGratuit: 0, membersPremium: 0, membersExpert: 0, mrr: 0, paidActivations: 0, paidCancellations: 0, churnRate: null })),
      topFiches: [],
    };
    // A service with no member yet: the API's answer stubbed, the seeded stack always has some data.
    await page.route(
      (url) => url.pathname === `${API_BASE_PATH}/admin/analytics`,
      (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(empty) }),
    );
    await page.goto('/admin/analytics?period=3m');
    for (const title of [...COLUMN_CHARTS.map((one) => one.title), TOP_FICHES]) {
      const figure = chart(page, title);
      await expect(figure.getByText(EMPTY, { exact: true }), title).toBeVisible();
      await expect(figure.getByRole('group'), `${title}: nothing to browse`).toHaveCount(0);
    }
  });
});
