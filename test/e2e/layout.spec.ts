import type { Page, TestInfo } from '@playwright/test';
import { demoAccount, expect, test } from './support/fixtures';
import { PRERENDERED_PATHS } from '../../web/src/ssr/prerendered';
import { MOBILE_BREAKPOINT_PX } from './support/viewports';

/**
 * Issue 4, the shell (SPEC §2 Navigation): header links for visitors and members, the mobile menu, the bottom
 * tab bar under 768 px only, the nav's scroll effect, and public pages that do not move while they load. Runs at
 * desktop (1440) and mobile (360) widths.
 */

const VISITOR_LINKS = ['Découvrir', 'Boutique', 'Plans'];
const MEMBER_LINKS = ['Tableau de bord', 'Fiches', 'Progression', 'Boutique', 'Communauté'];
const TAB_BAR = ['Accueil', 'Fiches', 'Support', 'Boutique', 'Profil'];

const isMobile = (testInfo: TestInfo) => (testInfo.project.use.viewport?.width ?? 0) < MOBILE_BREAKPOINT_PX;
const banner = (page: Page) => page.getByRole('banner');
const menuToggle = (page: Page) => banner(page).getByRole('button', { name: 'Ouvrir le menu' });
const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Navigation rapide' });

/** Opens the mobile menu with the keyboard only and returns it. */
async function openMenuWithKeyboard(page: Page) {
  await menuToggle(page).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  return menu;
}

test.describe('a visitor', () => {
  test('finds Découvrir, Boutique, Plans, Connexion and “Commencer gratuitement”; the logo leads home', async ({ page }, testInfo) => {
    await page.goto('/offres');
    if (isMobile(testInfo)) {
      await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeHidden();
      const menu = await openMenuWithKeyboard(page);
      await expect(menu.getByRole('navigation').getByRole('link')).toHaveText(VISITOR_LINKS);
      await expect(menu.getByRole('link', { name: 'Connexion' })).toHaveAttribute('href', '/auth');
      await expect(menu.getByRole('link', { name: 'Commencer gratuitement' })).toHaveAttribute('href', '/auth?tab=signup');

      // Keyboard use: focus stays in the open menu, Escape closes it and gives focus back to the toggle.
      for (let press = 0; press < 3; press += 1) {
        await page.keyboard.press('Tab');
        await expect(menu.locator(':focus')).toHaveCount(1);
      }
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(menuToggle(page)).toBeFocused();

      // Opened with the mouse, focus moves into the menu too; its close button gives focus back to the toggle.
      await menuToggle(page).click();
      const clicked = page.getByRole('dialog', { name: 'Menu' });
      await expect(clicked.locator(':focus')).toHaveCount(1);
      await clicked.getByRole('button', { name: 'Fermer le menu' }).click();
      await expect(clicked).toBeHidden();
      await expect(menuToggle(page)).toBeFocused();

      // A link of the menu navigates and closes it.
      const reopened = await openMenuWithKeyboard(page);
      await reopened.getByRole('link', { name: 'Boutique' }).click();
      await expect(page).toHaveURL(/\/boutique$/);
      await expect(reopened).toBeHidden();
    } else {
      await expect(menuToggle(page)).toBeHidden();
      const nav = page.getByRole('navigation', { name: 'Navigation principale' });
      await expect(nav.getByRole('link')).toHaveText(VISITOR_LINKS);
      await expect(banner(page).getByRole('link', { name: 'Connexion' })).toHaveAttribute('href', '/auth');
      await banner(page).getByRole('link', { name: 'Commencer gratuitement' }).click();
      await expect(page).toHaveURL(/\/auth\?tab=signup$/);
    }
    await banner(page).getByRole('link', { name: /accueil/ }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('has no bottom tab bar at any width', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(tabBar(page)).toHaveCount(0);
  });

  test('the nav changes style once the page has scrolled past 20 px', async ({ page }) => {
    await page.goto('/');
    const header = banner(page);
    const look = () => header.evaluate((element) => {
      const style = getComputedStyle(element);
      return `${style.backgroundColor}|${style.boxShadow}|${style.borderBottomColor}`;
    });
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    const atTop = await look();

    const scrollTo = (top: number) => page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
    const scrollY = () => page.evaluate(() => window.scrollY);

    await scrollTo(15);
    await expect.poll(scrollY).toBeGreaterThan(0);
    expect(await scrollY()).toBeLessThanOrEqual(20);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    expect(await look()).toBe(atTop);

    await scrollTo(200);
    await expect.poll(scrollY).toBeGreaterThan(20);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(look).not.toBe(atTop);

    await scrollTo(0);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await expect.poll(look).toBe(atTop);
  });
});

test.describe('a member without a dog', () => {
  test.use({ as: 'educator' });

  test('finds Tableau de bord, Fiches, Boutique, Communauté, their name, “Mon espace” and Déconnexion; the logo leads to the dashboard', async ({ page }, testInfo) => {
    const { firstName } = demoAccount('educator');
    await page.goto('/boutique');
    const scope = isMobile(testInfo) ? await openMenuWithKeyboard(page) : banner(page);
    const nav = isMobile(testInfo) ? scope.getByRole('navigation') : page.getByRole('navigation', { name: 'Navigation principale' });
    await expect(nav.getByRole('link')).toHaveText(MEMBER_LINKS);
    // The avatar with the dog's name (the member's first name until a dog exists) leads to the dog profile: a public
    // page's static header has no dog switcher (no React there; the app's header has it, dogs.spec.ts).
    const avatar = scope.locator('a[href="/profil-chien"]');
    await expect(avatar).toBeVisible();
    await expect(avatar).toContainText(firstName);
    await expect(scope.getByRole('link', { name: 'Mon espace' })).toHaveAttribute('href', '/membre/dashboard');
    await expect(scope.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
    if (isMobile(testInfo)) await page.keyboard.press('Escape');

    await banner(page).getByRole('link', { name: /tableau de bord/ }).first().click();
    await expect(page).toHaveURL(/\/membre\/dashboard$/);
  });
});

test.describe('a member', () => {
  test.use({ as: 'premium' });

  test('finds their dog’s name with the avatar in the nav', async ({ page }, testInfo) => {
    await page.goto('/membre/dashboard');
    // The dog's name as the dashboard's dog header shows it from the dog profile.
    const dogName = (await page.locator('#dog-header-title').textContent())?.trim() ?? '';
    expect(dogName).not.toBe('');
    const scope = isMobile(testInfo) ? await openMenuWithKeyboard(page) : banner(page);
    const avatar = isMobile(testInfo) ? scope.locator('a[href="/profil-chien"]') : scope.locator('[data-testid="dog-switcher"]:visible');
    await expect(avatar).toContainText(dogName);
    await expect(avatar).not.toContainText(demoAccount('premium').firstName);
  });

  test('has the bottom tab bar under 768 px only', async ({ page }, testInfo) => {
    await page.goto('/membre/dashboard');
    await expect(page.getByRole('main')).toBeVisible();
    if (!isMobile(testInfo)) {
      await expect(tabBar(page)).toBeHidden();
      return;
    }
    const bar = tabBar(page);
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('listitem')).toHaveText(TAB_BAR);
    await expect(bar.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/membre/dashboard');
    await expect(bar.getByRole('link', { name: 'Fiches' })).toHaveAttribute('href', '/membre/fiches');
    await expect(bar.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/membre/tickets');
    await expect(bar.getByRole('link', { name: 'Boutique' })).toHaveAttribute('href', '/boutique');

    // The page leaves room for the bar: scrolled to its end, its last line sits above the bar.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    const bottomOf = (element: Element) => element.getBoundingClientRect().bottom;
    const barTop = await bar.evaluate((element) => element.getBoundingClientRect().top);
    // Within one CSS pixel: the scroll position is whole pixels, the layout is not.
    expect(await page.getByRole('contentinfo').evaluate(bottomOf)).toBeLessThanOrEqual(barTop + 1);

    // Profil opens a sheet with the dog, points, subscription, visios and the account (its second factor).
    await bar.getByRole('button', { name: 'Profil' }).click();
    const sheet = page.getByRole('dialog');
    await expect(sheet).toBeVisible();
    for (const href of ['/profil-chien', '/membre/points', '/membre/abonnement', '/membre/visios', '/membre/compte']) {
      await expect(sheet.locator(`a[href="${href}"]`)).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    // The breakpoint itself: 767 px keeps the bar, 768 px hides it.
    await page.setViewportSize({ width: MOBILE_BREAKPOINT_PX - 1, height: 740 });
    await expect(bar).toBeVisible();
    await page.setViewportSize({ width: MOBILE_BREAKPOINT_PX, height: 740 });
    await expect(bar).toBeHidden();
  });
});

test.describe('a public page', () => {
  // The layout shifts of the page so far (Chrome's Layout Instability API), summed as Lighthouse's CLS does for one
  // short page load. The buffered entries come in one callback; a page that never moved has none.
  const layoutShift = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => resolve(list.getEntries().reduce((sum, shift) => sum + (shift as PerformanceEntry & { value: number }).value, 0))).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(0), 1000);
        }),
    );

  for (const path of PRERENDERED_PATHS) {
    test(`${path} does not move while its app and its data arrive`, async ({ page }) => {
      // At a phone's speed, where the first paint comes long before the app has hydrated the page.
      const devtools = await page.context().newCDPSession(page);
      await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // Without the web fonts: whether they arrive before or after the first paint depends on the machine's load,
      // and their swap to the metric-matched fallback (Lighthouse's CLS in `npm run bench`) is another matter.
      await page.route('**/*.woff2', (route) => route.abort());
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // Core Web Vitals call a layout shift good under 0.1; this holds the page to half that. Not to zero: on a
      // throttled CPU when the first paint comes is a matter of timing, which a test cannot hold exactly.
      expect(await layoutShift(page)).toBeLessThan(0.05);
    });
  }

  test('hydrates without moving a style element, and keeps the styles it arrived with', async ({ page }) => {
    // Moving a style element, even to where it was, makes the browser restyle and lay out the whole page again.
    await page.addInitScript(`
      window.movedStyles = [];
      new MutationObserver((mutations) => {
        for (const mutation of mutations)
          for (const node of mutation.removedNodes) if (node.nodeName === 'STYLE') window.movedStyles.push(node.textContent.slice(0, 60));
      }).observe(document, { childList: true, subtree: true });
    `);
    await page.goto('/offres');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { movedStyles: string[] }).movedStyles)).toEqual([]);
    // The page, and the shell of the pages rendered in the browser, have the static global stylesheet: the design
    // tokens' variables apply.
    const brandColour = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-solid').trim());
    expect(await brandColour()).not.toBe('');
    await page.goto('/auth');
    expect(await brandColour()).not.toBe('');
  });
});
