import type { Page } from '@playwright/test';
import { FICHE_LEVEL_LABELS, FICHE_LEVELS } from '../../shared/domain/fiche-vocabulary';
import { ADMIN_FIGURES } from '../../shared/domain/stats';
import { expect, test } from './support/fixtures';
import { MOBILE } from './support/viewports';

/**
 * Issue 23 (part F), one number per fact: 'Visios du mois' read 2 on the dashboard and 4 on /admin/visios. The two
 * pages show the same month's count, under the same label, with the figure's definition a keyboard focus (or a tap)
 * away; the admin fiche form's level is a list with French labels, not a free text.
 */

const VISIOS = ADMIN_FIGURES.visiosOfMonth;
const figure = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });
const valueOf = async (page: Page, label: string) => Number((await figure(page, label).getByTestId('figure-value').innerText()).replace(/\D/g, ''));

test.describe('the admin’s figures', () => {
  test.use({ as: 'admin' });

  test('the dashboard and /admin/visios show the same month’s visio count', async ({ page }) => {
    test.slow(); // two pages, read again until they agree
    // Other tests may book a visio between the two reads: the two pages agree once nothing moved in between.
    await expect
      .poll(async () => {
        await page.goto('/admin');
        const dashboard = await valueOf(page, VISIOS.label);
        await page.goto('/admin/visios');
        await expect(figure(page, VISIOS.label).getByTestId('figure-value')).not.toHaveText('—');
        return (await valueOf(page, VISIOS.label)) - dashboard;
      }, { timeout: 75_000 })
      .toBe(0);
  });

  test('a figure’s definition shows on keyboard focus, the same on both pages', async ({ page }) => {
    test.slow(); // two pages (a loaded two-core run took 90 s to reach the second one's tooltip)
    for (const path of ['/admin', '/admin/visios']) {
      await page.goto(path);
      const info = figure(page, VISIOS.label).getByRole('button', { name: `Définition : ${VISIOS.label}` });
      // Reached from the keyboard: focus the control before it, then Tab.
      await info.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(info).toBeFocused();
      await expect(page.getByRole('tooltip')).toHaveText(VISIOS.definition);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('tooltip')).toBeHidden();
    }
  });

  test('at 360 px, a tap on the figure’s info button shows its definition', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/admin');
    const members = ADMIN_FIGURES.members;
    await figure(page, members.label).getByRole('button', { name: `Définition : ${members.label}` }).click();
    await expect(page.getByRole('tooltip')).toHaveText(members.definition);
  });

  test('the fiche form’s level is a list of French labels', async ({ page }) => {
    await page.goto('/admin/fiches');
    await page.getByRole('button', { name: 'Nouvelle fiche' }).click();
    const level = page.getByRole('dialog', { name: 'Nouvelle fiche' }).getByRole('combobox', { name: 'Niveau' });
    await expect(level).toHaveJSProperty('tagName', 'SELECT');
    await expect(level.getByRole('option')).toHaveText(FICHE_LEVELS.map((code) => FICHE_LEVEL_LABELS[code]));
    await expect(level).toHaveValue('tous');
    await level.selectOption({ label: FICHE_LEVEL_LABELS.avance });
    await expect(level).toHaveValue('avance');
  });
});
