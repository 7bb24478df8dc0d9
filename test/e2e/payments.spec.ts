import type { BrowserContext, Locator, Page } from '@playwright/test';
import { PLANS, PREMIUM_TICKETS_PER_MONTH } from '../../shared/domain/plans';
import { SHOP_PRODUCTS } from '../../shared/domain/shop';
import { ERRORS, URL_FLAG_TOASTS, planUpgradedToast, purchaseSuccessToast } from '../../shared/schemas/messages';
import { SANDBOX_CARDS } from '../../scripts/dev/stripe-sandbox';
import { createMember, expect, expectToastShown, recordToasts, shownToasts, test, toast } from './support/fixtures';

/**
 * Issue 13 in the browser, against the Stripe sandbox of the test stack: a newcomer pays, uses what they bought and
 * cancels, as they would with Stripe, with no account and no network. Checkout and portal open in a new tab (SPEC §7).
 */

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/** Clicks a button that opens the provider's page in a new tab, and answers that tab once it shows the provider. */
async function openProviderTab(context: BrowserContext, button: Locator, path: RegExp): Promise<Page> {
  const [tab] = await Promise.all([context.waitForEvent('page'), button.click()]);
  await tab.waitForURL(path);
  return tab;
}

async function payWith(tab: Page, cardNumber: string): Promise<void> {
  await tab.getByLabel('Numéro de carte').fill(cardNumber);
  await tab.getByRole('button', { name: /^Payer/ }).click();
}

const pointsOf = async (page: Page) => {
  await page.goto('/membre/points');
  await expect(page.getByTestId('points-total')).toHaveText(/^\d+ points?$/);
  return Number.parseInt(await page.getByTestId('points-total').innerText(), 10);
};

test('a free member pays Premium, buys an urgent ticket and uses it, then cancels and keeps Premium until the end of the period', async ({ page, context }) => {
  test.slow(); // three payment tabs, a dozen pages
  await recordToasts(context); // the toasts of the tabs the payments open, as they render
  await createMember(page, 'paiement');
  expect(await pointsOf(page)).toBe(0);

  // Premium monthly, from the plans page: the button waits, the checkout opens in a new tab, the card is accepted.
  await page.goto('/offres');
  const checkout = await openProviderTab(context, card(page, PLANS.premium.name).getByRole('button', { name: `Choisir ${PLANS.premium.name}` }), /\/checkout\//);
  await expect(checkout.getByText(`${PLANS.premium.name} (mensuel)`)).toBeVisible();
  await payWith(checkout, SANDBOX_CARDS.success);
  await checkout.waitForURL(/\/membre\/abonnement$/);
  await expectToastShown(checkout, URL_FLAG_TOASTS.success.title, URL_FLAG_TOASTS.success.description);
  const plan = checkout.getByRole('region', { name: PLANS.premium.name });
  await expect(plan.getByText(/Prochain renouvellement le .+ : 14,90/)).toBeVisible();
  await expect(plan.getByText('Tickets restants ce mois-ci')).toBeVisible();
  await expect(plan.locator('dd').first()).toHaveText(String(PREMIUM_TICKETS_PER_MONTH));
  await checkout.close();
  expect(await pointsOf(page)).toBe(PLANS.premium.signUpBonusPoints);

  // An urgent ticket from the shop, used at once for an urgent question (Premium alone may not ask urgently).
  await page.goto('/boutique');
  const shop = await openProviderTab(context, card(page, SHOP_PRODUCTS.ticket_urgent.name).getByRole('button', { name: `Acheter : ${SHOP_PRODUCTS.ticket_urgent.name}` }), /\/checkout\//);
  await payWith(shop, SANDBOX_CARDS.success);
  await shop.waitForURL(/\/membre\/dashboard$/);
  await expectToastShown(shop, purchaseSuccessToast('ticket_urgent').title);
  await shop.close();
  expect(await pointsOf(page)).toBe(PLANS.premium.signUpBonusPoints + SHOP_PRODUCTS.ticket_urgent.bonusPoints);

  await page.goto('/membre/tickets');
  await page.getByRole('button', { name: 'Nouveau ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau ticket' });
  await dialog.getByLabel('Titre').fill('Il aboie la nuit depuis hier');
  await dialog.getByLabel('Description').fill('Depuis hier soir, il aboie toutes les heures et ne se calme plus dans sa caisse.');
  await dialog.getByLabel('Catégorie').selectOption({ index: 1 });
  await dialog.getByLabel('Priorité').selectOption('urgent');
  await dialog.getByRole('button', { name: /Créer/ }).click();
  await expect(toast(page, 'Ticket créé ! Un éducateur va te répondre sous 24h 📬')).toBeVisible();

  // Cancelling in the portal keeps Premium until the end of the paid period.
  await page.goto('/membre/abonnement');
  const portal = await openProviderTab(context, page.getByRole('button', { name: 'Gérer mon abonnement' }), /\/portal\//);
  await portal.getByRole('button', { name: 'Annuler l’abonnement' }).click();
  await expect(portal.getByText(/Résilié : actif jusqu’au/)).toBeVisible();
  await portal.getByRole('link', { name: /Retour sur La Meute/ }).click();
  await portal.waitForURL(/\/membre\/abonnement$/);
  const cancelled = portal.getByRole('region', { name: PLANS.premium.name });
  await expect(cancelled.getByText(/Abonnement résilié : ton accès Premium reste actif jusqu’au/)).toBeVisible();
  await expect(cancelled.getByText('Résilié', { exact: true })).toBeVisible();
});

// Issue 22: `plan_upgraded=true` is set on the way back from the portal, and only when the plan changed there.
test('back from the portal, “Bienvenue dans ton nouveau plan” shows only when the plan was changed there', async ({ page, context }) => {
  test.slow(); // three provider tabs
  await recordToasts(context);
  await createMember(page, 'changement');
  await page.goto('/offres');
  const checkout = await openProviderTab(context, card(page, PLANS.premium.name).getByRole('button', { name: `Choisir ${PLANS.premium.name}` }), /\/checkout\//);
  await payWith(checkout, SANDBOX_CARDS.success);
  await checkout.waitForURL(/\/membre\/abonnement$/);
  await expect(checkout.getByRole('region', { name: PLANS.premium.name }).getByText(/Prochain renouvellement/)).toBeVisible();
  await checkout.close();

  // Back without changing anything: the page reads the subscription again and announces nothing.
  await page.goto('/membre/abonnement');
  const unchanged = await openProviderTab(context, page.getByRole('button', { name: 'Gérer mon abonnement' }), /\/portal\//);
  await unchanged.getByRole('link', { name: /Retour sur La Meute/ }).click();
  await unchanged.waitForURL(/\/membre\/abonnement$/);
  await expect(unchanged.getByRole('region', { name: PLANS.premium.name })).toBeVisible();
  expect((await shownToasts(unchanged)).filter((text) => text.includes(planUpgradedToast().title))).toEqual([]);
  await unchanged.close();

  // Expert+ chosen in the portal: the way back sets the flag with the new plan, whose toast names it.
  const portal = await openProviderTab(context, page.getByRole('button', { name: 'Gérer mon abonnement' }), /\/portal\//);
  await portal.getByLabel('Changer de plan').selectOption({ label: `${PLANS.expert.name} (mensuel)` });
  await portal.getByRole('button', { name: 'Changer', exact: true }).click();
  await portal.getByRole('link', { name: /Retour sur La Meute/ }).click();
  const upgraded = planUpgradedToast('expert');
  await expectToastShown(portal, upgraded.title, upgraded.description!);
  await portal.waitForURL(/\/membre\/abonnement$/);
  await expect(portal.getByRole('region', { name: PLANS.expert.name })).toBeVisible();
});

test('a declined card is refused on the checkout page; going back shows “Paiement annulé” and changes nothing', async ({ page, context }) => {
  await recordToasts(context);
  await createMember(page, 'refus');
  await page.goto('/offres');
  const checkout = await openProviderTab(context, card(page, PLANS.expert.name).getByRole('button', { name: `Choisir ${PLANS.expert.name}` }), /\/checkout\//);
  await payWith(checkout, SANDBOX_CARDS.declined);
  await expect(checkout.getByRole('alert')).toHaveText('Votre carte a été refusée. Essayez avec une autre carte.');
  await checkout.getByRole('link', { name: /Annuler et revenir sur La Meute/ }).click();
  await checkout.waitForURL(/\/offres$/);
  await expectToastShown(checkout, ERRORS.paymentCanceled);

  await page.goto('/membre/abonnement');
  await expect(page.getByRole('region', { name: PLANS.gratuit.name }).getByText(/Tu profites du plan Gratuit/)).toBeVisible();
});
