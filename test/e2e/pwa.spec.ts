import type { Page } from '@playwright/test';
import { appReady, expect, test } from './support/fixtures';
import { goOffline } from './support/offline';

/**
 * Issue 27, the installable half: the app's service worker (/sw.js) controls the member app after a reload, the app
 * shell starts without network, and a newer worker is announced ('Nouvelle version disponible') and swapped only at the
 * member's click. The manifest and Chromium's installability verdict: installability.spec.ts.
 */
test.use({ as: 'premium', serviceWorkers: 'allow' });
// Each test installs the worker, whose precache (about 240 files) downloads beside the page: on two shared cores that
// took 45 s in a loaded run.
test.slow();

const DASHBOARD = '/membre/dashboard';

/**
 * The app's worker is installed and controls the page after a reload: every request of that load went through it (the
 * runtime configuration among them, which the app needs to start offline).
 */
async function controlledByAppWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await appReady(page);
  expect(await page.evaluate(() => new URL(navigator.serviceWorker.controller?.scriptURL ?? 'http://x/none').pathname)).toBe('/sw.js');
}

test('the app worker controls the dashboard after a reload, and offline the dashboard still opens the app, not the browser’s offline page', async ({ page, context }) => {
  await page.goto(DASHBOARD);
  await controlledByAppWorker(page);

  const backOnline = await goOffline(context);
  try {
    await page.reload();
    await appReady(page);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page).toHaveTitle(/La Meute/);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  } finally {
    await backOnline();
  }
});

test('a newer worker is announced, and swapped only when the member clicks “Recharger”, with one reload', async ({ page }) => {
  await page.goto(DASHBOARD);
  await controlledByAppWorker(page);
  const banner = page.getByRole('region', { name: 'Mise à jour de l’application' });
  await expect(banner).toHaveCount(0);

  // A newer worker for the same scope: the same build under another script address (the site serves /sw.js whatever
  // the query), which the browser installs as an update of the registration and keeps waiting, as it would a new
  // deploy's /sw.js (serving a changed /sw.js is not possible here: Playwright's routing does not see the browser's
  // update check of a worker script).
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js?version=suivante', { scope: '/' }));
  await expect(banner).toBeVisible({ timeout: 60_000 });
  await expect(banner).toContainText('Nouvelle version disponible');
  const controller = () => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
  // Nothing swapped meanwhile: the page is still controlled by the worker it started with, the newer one waits.
  expect(new URL((await controller())!).search).toBe('');
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.waiting?.scriptURL ?? null)).toMatch(/\/sw\.js\?version=suivante$/);

  let loads = 0;
  page.on('load', () => (loads += 1));
  const reloaded = page.waitForEvent('load');
  await banner.getByRole('button', { name: 'Recharger' }).click();
  await reloaded;
  await appReady(page);
  expect(await controller()).toMatch(/\/sw\.js\?version=suivante$/);
  await page.waitForTimeout(2_000);
  expect(loads).toBe(1);
});

test.describe('on an iPhone (Safari has no install prompt)', () => {
  test.use({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1' });

  test('the install offer shows at one visit from the third, on its pages only, links to the explanation, and never comes back, even unanswered', async ({ page }) => {
    const offer = page.getByRole('region', { name: 'Installer l’application' });
    /** A new browsing session's first page load: the device's next visit, once the app has counted it. */
    const nextVisit = async (path: string, visit: number) => {
      await page.evaluate(() => sessionStorage.clear());
      await page.goto(path);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('la-meute:visites'))).toBe(String(visit));
    };
    // One earlier visit on this device; the next page load is the second.
    await page.goto('/membre/points');
    await page.evaluate(() => localStorage.setItem('la-meute:visites', '1'));
    await nextVisit('/membre/points', 2);
    await expect(offer).toHaveCount(0);

    await nextVisit('/membre/points', 3);
    await expect(offer).toBeVisible();
    // Another page of the same visit: still offered, with the link to the explanation.
    await page.goto('/membre/dashboard');
    await expect(offer.getByRole('link', { name: 'Voir comment faire' })).toHaveAttribute('href', '/membre/installer');

    // The fourth visit: offered once, so not again, though the member never answered.
    await nextVisit('/membre/points', 4);
    await expect(offer).toHaveCount(0);

    await page.goto('/membre/installer');
    await expect(page.getByRole('heading', { level: 1, name: 'Installer l’application' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Sur iPhone et iPad');
    await expect(page.getByText('« Sur l’écran d’accueil »')).toBeVisible();
  });
});
