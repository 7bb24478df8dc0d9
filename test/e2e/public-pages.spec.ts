import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { PLANS } from '../../shared/domain/plans';
import { SHOP_PRODUCTS } from '../../shared/domain/shop';
import { PRERENDERED_PATHS } from '../../web/src/ssr/prerendered';
import { appReady, createMember, expect, test } from './support/fixtures';
import { MOBILE } from './support/viewports';

/**
 * Issue 24: the public pages are HTML and CSS with no React in the browser; their one script, the islands' bundle,
 * wires what moves. Budget: 30 KB of JavaScript (gzip) per page.
 */

const SCRIPT_BUDGET_BYTES = 30 * 1024;

/** The scripts a page loads, with their gzip size (as CloudFront sends them). */
function recordScripts(page: Page): Promise<{ url: string; gzip: number }[]>[] {
  const scripts: Promise<{ url: string; gzip: number }[]>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.body().then((body) => [{ url: new URL(response.url()).pathname, gzip: gzipSync(body).length }], () => []));
  });
  return scripts;
}

const planCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test.describe('a public page', () => {
  for (const path of PRERENDERED_PATHS) {
    test(`${path} loads its islands only, under ${SCRIPT_BUDGET_BYTES / 1024} KB of JavaScript, and no React`, async ({ page }) => {
      const scripts = recordScripts(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const loaded = (await Promise.all(scripts)).flat();
      expect(loaded.map(({ url }) => url)).toEqual([expect.stringMatching(/^\/assets\/islands-[\w-]+\.js$/)]);
      expect(loaded.reduce((sum, { gzip }) => sum + gzip, 0)).toBeLessThanOrEqual(SCRIPT_BUDGET_BYTES);
      // The app (React, its router) never ran here: it leaves its root to React.
      expect(await page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__react')))).toBe(false);
    });
  }

  test('a link into the app loads the shell, which paints the header’s frame before the app renders', async ({ page, request }) => {
    const shell = await (await request.get('/auth')).text();
    expect(shell).toMatch(/<div id="root"><header aria-hidden="true"/);
    await page.goto('/offres');
    await page.getByRole('banner').getByRole('link', { name: 'Connexion' }).click();
    await page.waitForURL(/\/auth$/);
    await appReady(page);
    await expect(page.getByRole('form', { name: 'Connexion' })).toBeVisible();
  });
});

test.describe('the islands, for a visitor', () => {
  test('the mobile menu opens and closes with the keyboard, at 360 px', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/decouvrir');
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Ouvrir le menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Commencer gratuitement' })).toHaveAttribute('href', '/auth?tab=signup');
    await expect(menu.getByRole('button', { name: 'Déconnexion' })).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('the plans’ switch shows one period’s prices, and the FAQ opens, with no script of the app', async ({ page }) => {
    await page.goto('/offres');
    const premium = planCard(page, PLANS.premium.name);
    await expect(premium).toContainText('14,90\u00A0€');
    await page.locator('label', { hasText: 'Annuel' }).click();
    await expect(page.getByRole('radio', { name: /Annuel/ })).toBeChecked();
    await expect(premium).toContainText('12,42\u00A0€');
    await expect(premium).not.toContainText('14,90\u00A0€');
    const question = page.locator('details').first();
    await question.locator('summary').click();
    await expect(question).toHaveAttribute('open', '');
  });

  test('the shop’s button sends a visitor to sign in', async ({ page }) => {
    await page.goto('/boutique');
    await planCard(page, SHOP_PRODUCTS.visio_unique.name).getByRole('button', { name: `Acheter : ${SHOP_PRODUCTS.visio_unique.name}` }).click();
    await page.waitForURL(/\/auth/);
    await appReady(page);
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test.describe('the islands, for a member', () => {
  test.use({ as: 'premium' });

  test('the header shows “Mon espace” in place of “Connexion” without moving, and the current plan', async ({ page }) => {
    await page.goto('/offres');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Mon espace' })).toHaveAttribute('href', '/membre/dashboard');
    await expect(banner.getByRole('link', { name: 'Connexion' })).toBeHidden();
    await expect(banner.getByRole('link', { name: /tableau de bord/ })).toHaveAttribute('href', '/membre/dashboard');
    await expect(planCard(page, PLANS.premium.name).getByRole('button', { name: 'Ton offre actuelle' })).toBeDisabled();
  });
});

test('a signed-in member’s “Choisir Premium” on the static plans page starts the checkout in a new tab', async ({ page, context }) => {
  await createMember(page, 'ilots');
  await page.goto('/offres');
  await page.locator('label', { hasText: 'Annuel' }).click();
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    planCard(page, PLANS.premium.name).getByRole('button', { name: `Choisir ${PLANS.premium.name}` }).click(),
  ]);
  await tab.waitForURL(/\/checkout\//, { timeout: 60_000 });
  await expect(tab.getByText(`${PLANS.premium.name} (annuel)`)).toBeVisible();
});
