import { stripeBilling } from '../../functions/lib/billing/stripe-billing';
import { config } from '../../functions/lib/config';
import type { Db } from '../../functions/lib/db/service';
import { startPlanCheckout, startShopCheckout } from '../../functions/payments/checkout';
import type { StripeSandbox } from './stripe-sandbox';

/**
 * Payments of the demo (issue 13), made through the product's own path: a checkout session opened by the payments
 * use case, paid in the Stripe sandbox, and its events handled by the webhook. Étienne pays Expert+ monthly (a paid
 * subscription the portal can manage), Pauline bought a standard ticket (a credit an admin can still refund). Done
 * once: a member who already has a payment is left alone.
 */
export async function seedDemoBilling(db: Db, owners: ReadonlyMap<string, string>, sandbox: StripeSandbox): Promise<void> {
  const etienne = owners.get('expert@example.com');
  const pauline = owners.get('premium@example.com');
  if (!etienne || !pauline) return;
  const context = { billing: await stripeBilling(), siteUrl: config().SITE_URL };
  const hasPaid = async (userId: string) => (await db.entities.payment.query.byMember({ userId }).go({ limit: 1 })).data.length > 0;
  const pay = async (url: string) => sandbox.completeSession(new URL(url).pathname.split('/').at(-1) ?? '');

  if (!(await hasPaid(etienne))) await pay((await startPlanCheckout(db, context, { userId: etienne, plan: 'expert', period: 'monthly' })).url);
  if (!(await hasPaid(pauline))) await pay((await startShopCheckout(db, context, { userId: pauline, product: 'ticket_standard' })).url);
}
