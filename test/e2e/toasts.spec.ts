import { SHOP_PRODUCT_IDS } from '../../shared/domain/shop';
import { URL_FLAG_TOASTS, planUpgradedToast, purchaseSuccessToast, type Toast } from '../../shared/schemas/messages';
import type { Page } from '@playwright/test';
import { expect, recordToasts, shownToasts, test, toast } from './support/fixtures';

/**
 * Issue 4, URL flags (SPEC §2): each flag shows its toast on arrival and then leaves the address bar, the
 * other query parameters staying. The toasts then go away on their own.
 */

interface FlagCase {
  name: string;
  path: string;
  query: string;
  expected: Toast;
  /** The address once the flags are read. */
  cleaned: string;
}

const GENERIC_PURCHASE: Toast = { title: 'Achat confirmé', description: URL_FLAG_TOASTS.purchaseGeneric.description };

const cases: FlagCase[] = [
  { name: 'success', path: '/membre/dashboard', query: 'success=true', expected: URL_FLAG_TOASTS.success, cleaned: '/membre/dashboard' },
  ...SHOP_PRODUCT_IDS.map((product) => ({
    name: `purchase_success of ${product}`,
    path: '/boutique',
    query: `purchase_success=true&product=${product}`,
    expected: purchaseSuccessToast(product),
    cleaned: '/boutique',
  })),
  // SPEC §2: any other product reads the generic 'Achat confirmé'.
  { name: 'purchase_success of an unknown product', path: '/boutique', query: 'purchase_success=true&product=croquettes', expected: GENERIC_PURCHASE, cleaned: '/boutique' },
  { name: 'purchase_success without a product', path: '/boutique', query: 'purchase_success=true', expected: GENERIC_PURCHASE, cleaned: '/boutique' },
  { name: 'canceled', path: '/offres', query: 'canceled=true&ref=mail', expected: URL_FLAG_TOASTS.canceled, cleaned: '/offres?ref=mail' },
  { name: 'plan_upgraded', path: '/membre/dashboard', query: 'plan_upgraded=true', expected: planUpgradedToast(), cleaned: '/membre/dashboard' },
  { name: 'plan_upgraded naming the plan', path: '/membre/dashboard', query: 'plan_upgraded=true&plan=expert', expected: planUpgradedToast('expert'), cleaned: '/membre/dashboard' },
];

test.use({ as: 'premium' });

/** Opens the address without the fixture's wait for the routed page to be ready (Frame.goto is not wrapped). */
const arrive = async (page: Page, url: string) => {
  await page.mainFrame().goto(url, { waitUntil: 'commit' });
};
const wasShown = async (page: Page, { title, description }: Toast) => (await shownToasts(page)).some((text) => text.includes(title) && text.includes(description ?? ''));

for (const { name, path, query, expected, cleaned } of cases) {
  test(`${name} shows its toast once and leaves the URL`, async ({ page, baseURL }) => {
    // The toast lasts 3.5 s (SPEC §9). On a loaded machine it can show while the page is still loading its chunks,
    // and come and go between two of Playwright's polls (seen in a trace: on screen, never found): the page records
    // every toast it renders, and the test reads that record. The toasts are the app shell's, not the page's: the test
    // waits for the toast, not for the page behind it to be ready (the fixture's page.goto waits for that; a trace of
    // a loaded run showed the dashboard still 'Chargement…' after 15 s while its toast was due).
    await recordToasts(page);
    await arrive(page, `${baseURL}${path}?${query}`);
    await expect.poll(() => wasShown(page, expected), { timeout: 25_000 }).toBe(true);
    const shown = toast(page, expected.title);
    await expect(page).toHaveURL(`${baseURL}${cleaned}`);
    await expect(shown).toBeHidden({ timeout: 10_000 });
    // Reading the flags again (a reload) shows nothing: they are gone from the address.
    await page.reload();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(toast(page, expected.title)).toHaveCount(0);
  });
}

test.describe('as a visitor', () => {
  test.use({ as: 'visitor' });

  test('canceled shows its toast on a public page too', async ({ page, baseURL }) => {
    await recordToasts(page);
    await arrive(page, `${baseURL}/?canceled=true`);
    await expect.poll(() => wasShown(page, URL_FLAG_TOASTS.canceled), { timeout: 25_000 }).toBe(true);
    await expect(page).toHaveURL(`${baseURL}/`);
  });
});
