import { ISLAND, SLOT } from './markers';
import type { IslandSession } from './session';

/**
 * Where a signed-in member's purchase starts: a page of the app (web/src/features/billing/pages/CheckoutStartPage.tsx)
 * that asks the API for the provider's page and goes there, or to the subscription page when a plan is already paid.
 * A visitor goes to /auth with 'Connexion requise' (the app's URL flag `connexion=requise`).
 */
export const CHECKOUT_START_PATH = '/membre/paiement';
export const LOGIN_REQUIRED_PATH = '/auth?connexion=requise';

/** The period checked on the plans page (its switch's radios), monthly without one. */
const checkedPeriod = (): string => document.querySelector<HTMLInputElement>('input[type=radio][value=yearly]:checked') ? 'yearly' : 'monthly';

/**
 * Opens the app's checkout start in a new tab (SPEC §7: checkout opens in a new tab), on the click itself so that no
 * popup blocker stops it; in this tab when the browser refuses a new one.
 */
function openCheckout(search: URLSearchParams): void {
  const url = `${CHECKOUT_START_PATH}?${search.toString()}`;
  const tab = window.open(url, '_blank');
  if (tab) tab.opener = null;
  else window.location.assign(url);
}

/** The plans' and the shop's buttons: sign-in for a visitor, the checkout for a member. */
export function wireCheckout(session: IslandSession | null): void {
  for (const button of document.querySelectorAll<HTMLElement>(`[${ISLAND}="plan-checkout"], [${ISLAND}="shop-checkout"]`)) {
    button.addEventListener('click', () => {
      if (!session) {
        window.location.assign(LOGIN_REQUIRED_PATH);
        return;
      }
      const plan = button.dataset.plan;
      openCheckout(new URLSearchParams(plan ? { offre: plan, periode: checkedPeriod() } : { produit: button.dataset.product ?? '' }));
    });
  }
}

/** 'Ton offre actuelle' in place of the actions of the member's plan, once the API said which it is. */
export function markCurrentPlan(plan: string): void {
  for (const actions of document.querySelectorAll<HTMLElement>(`[${ISLAND}="plan-actions"][data-plan="${CSS.escape(plan)}"]`)) {
    for (const child of actions.children) (child as HTMLElement).hidden = child.getAttribute(SLOT) !== 'current';
  }
}
