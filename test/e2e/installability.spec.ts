import { CHROMIUM } from './support/browsers';
import { expect, test } from './support/fixtures';

/**
 * Issue 27, installable: the dashboard links a valid web app manifest, and Chromium finds the app installable.
 *
 * In Chromium itself, not the headless shell that runs the rest of the suite: the shell cannot install a web app and
 * answers `Page.getInstallabilityErrors` with no error whatever the page, so this check could not fail there.
 */
test.use({ as: 'premium', serviceWorkers: 'allow', launchOptions: CHROMIUM });

const DASHBOARD = '/membre/dashboard';

test('the dashboard links a valid web app manifest and Chromium finds it installable', async ({ page }) => {
  await page.goto(DASHBOARD);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/apple-touch-icon-180.png');
  await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute('content', 'yes');

  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as Record<string, unknown> & { icons: Array<{ src: string; sizes: string; purpose?: string }> };
  expect(manifest).toMatchObject({ short_name: 'La Meute', lang: 'fr', start_url: DASHBOARD, scope: '/', display: 'standalone', theme_color: '#1B4D39', background_color: '#FCFAF6' });
  expect(manifest.name).toMatch(/^La Meute — /);
  expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose ?? 'any'}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png');

  // Lighthouse has had no PWA category since 12.0: Chromium's own verdict, through the DevTools protocol.
  const cdp = await page.context().newCDPSession(page);
  const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
  expect(errors).toEqual([]);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> };
  // Playwright's browser contexts are incognito profiles, where Chrome installs nothing: that verdict is the profile's,
  // not the site's; every other criterion (manifest, icons, start URL, service worker) must pass.
  expect(installabilityErrors.filter(({ errorId }) => errorId !== 'in-incognito')).toEqual([]);
});
