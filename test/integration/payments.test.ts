import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import { API_ERRORS } from '../../shared/contract/errors';
import type { AdminPayment, SubscriptionView } from '../../shared/contract/payment-schemas';
import { planPrice, PLANS, PREMIUM_TICKETS_PER_MONTH } from '../../shared/domain/plans';
import { SHOP_PRODUCTS } from '../../shared/domain/shop';
import type { EventDetail, EventName } from '../../shared/events/catalogue';
import { stripeBilling } from '../../functions/lib/billing/stripe-billing';
import { readBalance } from '../../functions/lib/points/ledger';
import { receiveWebhook } from '../../functions/payments/webhook';
import { SANDBOX_CARDS, SANDBOX_WEBHOOK_SECRET, type SandboxEvent } from '../../scripts/dev/stripe-sandbox';
import { api } from './support/api';
import { waitFor } from './support/local-aws';
import { signUpAndSignIn, tokenFor, type TestAccount } from './support/accounts';
import { memberOnPlan, testDb } from './support/members';
import { deliver, deliverRaw, eventOf, payCheckout, portalAction, sandboxEvents, sandboxStripe } from './support/stripe';

jest.setTimeout(120_000);

/**
 * Issue 13 against the Stripe sandbox: a member pays, fails and cancels as in the browser; the webhook receives
 * Stripe-shaped, signed events through the local gateway. Every event type, the same event delivered many times and
 * out of order, bad signatures, and who may open which portal.
 */

const errorOf = (code: keyof typeof API_ERRORS) => ({ error: { code, message: API_ERRORS[code].message } });
const subscriptionOf = async (userId: string) => (await testDb().entities.subscription.get({ userId }).go({ consistent: true })).data!;
const points = async (userId: string) => (await readBalance(testDb(), userId))?.total ?? 0;
const checkout = (member: TestAccount, body: object) => api('POST', '/billing/checkout', { token: member.accessToken, body });
const shop = (member: TestAccount, product: string) => api('POST', '/billing/shop-checkout', { token: member.accessToken, body: { product } });
const view = async (member: TestAccount) => (await api('GET', '/billing/subscription', { token: member.accessToken })).json as SubscriptionView;
const portalUrl = async (member: TestAccount) => {
  const answer = await api('POST', '/billing/portal', { token: member.accessToken });
  expect(answer.status).toBe(200);
  return (answer.json as { url: string }).url;
};
const eventsAbout = async (id: string) => (await sandboxEvents()).filter((event) => JSON.stringify(event.data.object).includes(id));

/** A member who paid for Premium monthly at checkout: their subscription's id. */
async function subscribe(member: TestAccount, plan: 'premium' | 'expert' = 'premium', period: 'monthly' | 'yearly' = 'monthly'): Promise<string> {
  const answer = await checkout(member, { plan, period });
  expect(answer.status).toBe(200);
  const paid = await payCheckout((answer.json as { url: string }).url);
  expect(paid.status).toBe(303);
  const { stripeSubscriptionId } = await subscriptionOf(member.userId);
  expect(stripeSubscriptionId).toMatch(/^sub_/);
  return stripeSubscriptionId!;
}

/** A member who bought a shop product: its payment intent. */
async function buy(member: TestAccount, product: keyof typeof SHOP_PRODUCTS): Promise<string> {
  const answer = await shop(member, product);
  expect(answer.status).toBe(200);
  expect((await payCheckout((answer.json as { url: string }).url)).headers.get('location')).toContain(`purchase_success=true&product=${product}`);
  const [payment] = (await testDb().entities.payment.query.byMember({ userId: member.userId }).go({ order: 'desc' })).data;
  return payment!.paymentId;
}

describe('plan checkout (SPEC §2 Plans page, §4 Subscription after payment)', () => {
  it('a free member pays Premium monthly: the plan, its quota, +10 points once, the renewal date and the payment', async () => {
    const member = await memberOnPlan('gratuit');
    const answer = await checkout(member, { plan: 'premium', period: 'monthly' });
    expect(answer.status).toBe(200);
    const url = (answer.json as { url: string }).url;
    // The session sells the server's price, for the caller's own customer.
    const session = await sandboxStripe().checkout.sessions.retrieve(url.split('/').at(-1)!);
    expect(session).toMatchObject({ mode: 'subscription', client_reference_id: member.userId, amount_total: planPrice('premium', 'monthly'), customer: (await subscriptionOf(member.userId)).stripeCustomerId });

    const paid = await payCheckout(url);
    expect(paid.headers.get('location')).toMatch(/\/membre\/abonnement\?success=true$/);
    expect(await view(member)).toMatchObject({ subscribed: true, subscriptionType: 'premium', billingPeriod: 'monthly', cancelAtPeriodEnd: false, paymentFailed: false, canManage: true, ticketsRemaining: PREMIUM_TICKETS_PER_MONTH });
    expect(Date.parse((await view(member)).subscriptionEnd!)).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect(await points(member.userId)).toBe(PLANS.premium.signUpBonusPoints);
    const payments = (await testDb().entities.payment.query.byMember({ userId: member.userId }).go()).data;
    expect(payments).toEqual([expect.objectContaining({ kind: 'subscription', product: 'premium', amount: 1490, status: 'paid' })]);
  });

  it('a declined card stays on the checkout page and changes nothing', async () => {
    const member = await memberOnPlan('gratuit');
    const url = ((await checkout(member, { plan: 'expert', period: 'yearly' })).json as { url: string }).url;
    const refused = await payCheckout(url, SANDBOX_CARDS.declined);
    expect(refused.status).toBe(402);
    expect(await refused.text()).toContain('Votre carte a été refusée');
    expect(await view(member)).toMatchObject({ subscribed: false, subscriptionType: 'gratuit' });
    expect(await points(member.userId)).toBe(0);
  });

  it('refuses a second subscription, a plan that does not exist and a price sent by the client', async () => {
    const member = await memberOnPlan('gratuit');
    await subscribe(member);
    expect((await checkout(member, { plan: 'expert', period: 'monthly' })).json).toEqual(errorOf('BILLING_ALREADY_SUBSCRIBED'));
    expect((await checkout(member, { plan: 'gratuit', period: 'monthly' })).status).toBe(400);
    expect((await checkout(member, { priceId: 'price_sandbox_premium_monthly' })).status).toBe(400);
  });

  it('creates one customer per member, whatever the number of simultaneous first checkouts', async () => {
    const member = await memberOnPlan('gratuit');
    const answers = await Promise.all(Array.from({ length: 5 }, () => shop(member, 'ticket_standard')));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const customers = await Promise.all(answers.map(async (answer) => (await sandboxStripe().checkout.sessions.retrieve((answer.json as { url: string }).url.split('/').at(-1)!)).customer));
    expect(new Set(customers).size).toBe(1);
    expect((await subscriptionOf(member.userId)).stripeCustomerId).toBe(customers[0]);
  });
});

describe('shop purchases (SPEC §2 Shop)', () => {
  it.each([
    ['ticket_standard', { reward: 'ticket_standard', visiosBonus: 0 }],
    ['ticket_urgent', { reward: 'ticket_urgent', visiosBonus: 0 }],
    ['visio_unique', { reward: null, visiosBonus: 1 }],
  ] as const)('%s credits its credit and its bonus points once', async (product, expected) => {
    const member = await memberOnPlan('gratuit');
    await buy(member, product);
    const rewards = (await testDb().entities.reward.query.byId({ userId: member.userId }).go()).data;
    expect(rewards.map((reward) => [reward.rewardType, reward.origin, reward.used])).toEqual(expected.reward ? [[expected.reward, 'purchase', false]] : []);
    expect((await subscriptionOf(member.userId)).visiosBonus).toBe(expected.visiosBonus);
    expect(await points(member.userId)).toBe(SHOP_PRODUCTS[product].bonusPoints);
  });

  it('a free member who bought an urgent ticket opens an urgent ticket with it', async () => {
    const member = await memberOnPlan('gratuit');
    await buy(member, 'ticket_urgent');
    const ticket = await api('POST', '/tickets', {
      token: member.accessToken,
      body: { title: 'Il mord sa laisse', description: 'Depuis trois jours, il mord sa laisse dès que nous sortons.', category: 'comportement', priority: 'urgent', requestId: randomUUID() },
    });
    expect(ticket.status).toBe(201);
    const rewards = (await testDb().entities.reward.query.byId({ userId: member.userId }).go()).data;
    expect(rewards).toEqual([expect.objectContaining({ rewardType: 'ticket_urgent', used: true })]);
  });
});

describe('each event once, in any order (issue 13)', () => {
  it('the same checkout.session.completed delivered 5 times, at once and then again, credits once', async () => {
    const member = await memberOnPlan('gratuit');
    const paymentId = await buy(member, 'visio_unique');
    const [completed] = (await eventsAbout(paymentId)).filter((event) => event.type === 'checkout.session.completed');
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(completed!)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await deliver(completed!)).status).toBe(200);
    expect((await subscriptionOf(member.userId)).visiosBonus).toBe(1);
    expect(await points(member.userId)).toBe(SHOP_PRODUCTS.visio_unique.bonusPoints);
    // Another event about the same payment (Stripe sends a new id when it re-sends a session) adds nothing either.
    expect((await deliver(eventOf('checkout.session.completed', completed!.data.object))).status).toBe(200);
    expect((await subscriptionOf(member.userId)).visiosBonus).toBe(1);
  });

  it('a late customer.subscription.updated after the deletion leaves the member on gratuit', async () => {
    const member = await memberOnPlan('gratuit');
    const subscriptionId = await subscribe(member);
    const portal = await portalUrl(member);
    const [created] = (await eventsAbout(subscriptionId)).filter((event) => event.type === 'customer.subscription.created');
    await portalAction(portal, 'cancel', subscriptionId);
    expect(await view(member)).toMatchObject({ subscriptionType: 'premium', cancelAtPeriodEnd: true });
    await portalAction(portal, 'renew', subscriptionId); // the period ends: deleted
    expect(await view(member)).toMatchObject({ subscribed: false, subscriptionType: 'gratuit', ticketsRemaining: 0 });

    // The active subscription of before, delivered late and twice under new ids, and then its 'updated' replayed.
    const stale = created!.data.object;
    for (const late of [eventOf('customer.subscription.updated', stale), eventOf('customer.subscription.updated', stale)]) expect((await deliver(late)).status).toBe(200);
    for (const replayed of (await eventsAbout(subscriptionId)).filter((event) => event.type === 'customer.subscription.updated')) await deliver(replayed);
    expect(await view(member)).toMatchObject({ subscribed: false, subscriptionType: 'gratuit' });
    expect(await points(member.userId)).toBe(PLANS.premium.signUpBonusPoints);
  });

  it('two updates, the older delivered last: the newer plan stays, each plan’s bonus paid once', async () => {
    const member = await memberOnPlan('gratuit');
    const subscriptionId = await subscribe(member);
    const before = (await sandboxStripe().subscriptions.retrieve(subscriptionId)) as Stripe.Subscription;
    await portalAction(await portalUrl(member), 'switch', subscriptionId, { price: 'price_sandbox_expert_monthly' });
    expect(await view(member)).toMatchObject({ subscriptionType: 'expert', visiosRemaining: 1 });
    const older = eventOf('customer.subscription.updated', before);
    for (let delivery = 0; delivery < 3; delivery += 1) await deliver(older);
    expect(await view(member)).toMatchObject({ subscriptionType: 'expert' });
    expect(await points(member.userId)).toBe(PLANS.premium.signUpBonusPoints + PLANS.expert.signUpBonusPoints);
  });

  it('a renewal resets the monthly counters once per period, whatever the deliveries of its invoice.paid', async () => {
    const member = await memberOnPlan('gratuit');
    const subscriptionId = await subscribe(member);
    await testDb().entities.subscription.patch({ userId: member.userId }).set({ ticketsRemaining: 0 }).go();
    await portalAction(await portalUrl(member), 'renew', subscriptionId);
    expect((await subscriptionOf(member.userId)).ticketsRemaining).toBe(PREMIUM_TICKETS_PER_MONTH);
    await testDb().entities.subscription.patch({ userId: member.userId }).set({ ticketsRemaining: 1 }).go();
    const renewal = (await eventsAbout(subscriptionId)).filter((event) => event.type === 'invoice.paid').at(-1)!;
    await deliver(renewal);
    await deliver(eventOf('invoice.paid', renewal.data.object));
    expect((await subscriptionOf(member.userId)).ticketsRemaining).toBe(1);
    const payments = (await testDb().entities.payment.query.byMember({ userId: member.userId }).go()).data;
    expect(payments.filter((payment) => payment.status === 'paid')).toHaveLength(2);
  });

  it('a failed renewal keeps the plan, shows the card banner and records the failure; paying clears it', async () => {
    const member = await memberOnPlan('gratuit');
    const subscriptionId = await subscribe(member);
    const portal = await portalUrl(member);
    await portalAction(portal, 'fail', subscriptionId);
    expect(await view(member)).toMatchObject({ subscriptionType: 'premium', paymentFailed: true });
    const rows = (await testDb().entities.payment.query.byMember({ userId: member.userId }).go()).data;
    expect(rows.map((row) => row.status).sort()).toEqual(['failed', 'paid']);
    await portalAction(portal, 'pay', subscriptionId);
    expect(await view(member)).toMatchObject({ subscriptionType: 'premium', paymentFailed: false });
  });

  it('cancelling keeps the plan until the end of the period, then the member is back on gratuit', async () => {
    const member = await memberOnPlan('gratuit');
    const subscriptionId = await subscribe(member, 'expert', 'yearly');
    const portal = await portalUrl(member);
    await portalAction(portal, 'cancel', subscriptionId);
    const cancelled = await view(member);
    expect(cancelled).toMatchObject({ subscribed: true, subscriptionType: 'expert', cancelAtPeriodEnd: true, billingPeriod: 'yearly' });
    expect(Date.parse(cancelled.subscriptionEnd!)).toBeGreaterThan(Date.now() + 360 * 86_400_000);
    await portalAction(portal, 'renew', subscriptionId);
    expect(await view(member)).toMatchObject({ subscribed: false, subscriptionType: 'gratuit', visiosRemaining: 0, subscriptionEnd: null });
  });

  it('"Actualiser" reads the subscription again at Stripe when an event was missed', async () => {
    const member = await memberOnPlan('gratuit');
    await subscribe(member);
    await testDb().entities.subscription.patch({ userId: member.userId }).set({ plan: 'gratuit', syncedAt: '2000-01-01T00:00:00.000Z' }).go();
    const answer = await api('POST', '/billing/subscription/check', { token: member.accessToken });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ subscribed: true, subscriptionType: 'premium' });
  });
});

describe('the webhook’s signature', () => {
  it.each([
    ['signed with another secret', { secret: 'whsec_autre_secret' }],
    ['signed 10 minutes ago (a replay)', { timestamp: Math.floor(Date.now() / 1000) - 600 }],
  ])('%s: 400, nothing written, and the real delivery still counts', async (_, signing) => {
    const member = await memberOnPlan('gratuit');
    const paymentId = await buy(member, 'ticket_standard');
    const [completed] = (await eventsAbout(paymentId)).filter((event) => event.type === 'checkout.session.completed');
    const forgedPayment = `pi_forge_${randomUUID().slice(0, 8)}`;
    const forged = eventOf('checkout.session.completed', { ...(completed!.data.object as object), payment_intent: forgedPayment });
    const answer = await deliver(forged, signing);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual(errorOf('WEBHOOK_SIGNATURE_INVALID'));
    expect((await testDb().entities.payment.get({ paymentId: forgedPayment }).go()).data).toBeNull();
    expect((await testDb().entities.webhookEvent.get({ eventId: forged.id }).go()).data).toBeNull();
    expect((await deliver(forged)).status).toBe(200); // properly signed, the same event id is processed
  });

  it('no signature at all, or a body that is not JSON: 400', async () => {
    expect((await api('POST', '/webhooks/stripe', { rawBody: '{"id":"evt_x"}' })).status).toBe(400);
    expect((await api('POST', '/webhooks/stripe', { rawBody: 'pas du json', headers: { 'stripe-signature': 't=1,v1=abc' } })).status).toBe(400);
  });
});

describe('validly signed but unexpected input (issue 20): never a 500, which Stripe would retry for three days', () => {
  const recorded = async (eventId: string) => (await testDb().entities.webhookEvent.get({ eventId }).go({ consistent: true })).data;
  const eventId = `evt_test_${randomUUID()}`;
  const body = (fields: object) => JSON.stringify({ object: 'event', created: Math.floor(Date.now() / 1000), ...fields });

  it.each([
    ['an empty body', ''],
    ['a body that is not JSON', 'pas du json'],
    ['null', 'null'],
    ['a JSON string', '"evt"'],
    ['an event without id', body({ type: 'customer.subscription.updated', data: { object: { id: 'sub_x', object: 'subscription' } } })],
    ['an event without type', body({ id: eventId, data: { object: { id: 'sub_x', object: 'subscription' } } })],
    ['an event without data', body({ id: eventId, type: 'customer.subscription.updated' })],
    ['an event whose data has no object', body({ id: eventId, type: 'customer.subscription.updated', data: {} })],
    ['a subscription event whose object has no id', body({ id: eventId, type: 'customer.subscription.deleted', data: { object: { object: 'subscription' } } })],
    ['a checkout event whose session has no id', body({ id: eventId, type: 'checkout.session.completed', data: { object: { mode: 'subscription', subscription: 'sub_x' } } })],
  ])('%s: 400 with a French message, nothing recorded', async (_, payload) => {
    const answer = await deliverRaw(payload);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual(errorOf('WEBHOOK_EVENT_MALFORMED'));
    expect(await recorded(eventId)).toBeNull();
  });

  it('a bad signature on a malformed body is still refused as a bad signature', async () => {
    const answer = await deliverRaw('null', { secret: 'whsec_autre_secret' });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual(errorOf('WEBHOOK_SIGNATURE_INVALID'));
  });

  it('objects the product does not know, and types it does not handle, are acknowledged and write nothing', async () => {
    const member = await memberOnPlan('gratuit');
    const subscriptionId = await subscribe(member);
    const subscription = await sandboxStripe().subscriptions.retrieve(subscriptionId);
    const [invoice] = (await eventsAbout(subscriptionId)).filter((event) => event.type === 'invoice.paid');
    const before = await subscriptionOf(member.userId);
    const balance = await points(member.userId);
    const unknownSubscription = `sub_inconnu_${randomUUID().slice(0, 8)}`;
    const stranger = randomUUID();
    const session = { id: `cs_inconnu_${randomUUID().slice(0, 8)}`, object: 'checkout.session', payment_status: 'paid', amount_total: 990, currency: 'eur' };
    const unknown = [
      eventOf('customer.subscription.updated', { ...subscription, id: unknownSubscription }),
      eventOf('customer.subscription.deleted', { ...subscription, id: unknownSubscription }),
      eventOf('invoice.paid', { ...(invoice!.data.object as object), id: `in_inconnu_${randomUUID().slice(0, 8)}`, parent: { subscription_details: { subscription: unknownSubscription } } }),
      eventOf('checkout.session.completed', { ...session, mode: 'subscription', subscription: unknownSubscription, client_reference_id: member.userId }),
      eventOf('checkout.session.completed', { ...session, mode: 'payment', client_reference_id: stranger, payment_intent: 'pi_inconnu', metadata: { product: 'ticket_standard' } }),
      eventOf('checkout.session.completed', { ...session, mode: 'payment', client_reference_id: member.userId, payment_intent: 'pi_inconnu', metadata: { visioId: randomUUID(), product: 'visio_30' } }),
      eventOf('checkout.session.expired', { ...session, mode: 'payment', payment_status: 'unpaid', client_reference_id: member.userId, metadata: { visioId: randomUUID() } }),
      eventOf('charge.refunded', { id: 'ch_inconnu', object: 'charge', refunded: true, payment_intent: 'pi_inconnu' }),
      eventOf('customer.created', { id: 'cus_inconnu', object: 'customer', metadata: {} }),
    ];
    for (const event of unknown) {
      const answer = await deliver(event);
      expect([event.type, answer.status, answer.json]).toEqual([event.type, 200, { received: true }]);
      expect(await recorded(event.id)).toBeNull();
    }
    expect(await subscriptionOf(member.userId)).toEqual(before);
    expect(await points(member.userId)).toBe(balance);
    expect((await testDb().entities.payment.get({ paymentId: 'pi_inconnu' }).go()).data).toBeNull();
  });
});

describe('the customer portal', () => {
  it('opens the caller’s own customer only; a member without one is sent to the plans', async () => {
    const alice = await memberOnPlan('gratuit');
    const bob = await memberOnPlan('gratuit');
    const alicesSubscription = await subscribe(alice);
    expect((await api('POST', '/billing/portal', { token: bob.accessToken })).json).toEqual(errorOf('BILLING_NOTHING_TO_MANAGE'));
    const bobsSubscription = await subscribe(bob); // Bob now has a customer and a subscription of his own
    const bobsPortal = await (await fetch(await portalUrl(bob))).text();
    expect(bobsPortal).toContain(bobsSubscription);
    expect(bobsPortal).not.toContain(alicesSubscription);
    expect(await (await fetch(await portalUrl(alice))).text()).toContain(alicesSubscription);
  });

  // Issue 23: the portal of a member with no subscription said 'Aucun abonnement en cours'; it is not opened for them.
  it('is refused, in French, to a member with no subscription to manage: a shop customer, a plan the team gave, an ended subscription', async () => {
    const refused = async (member: TestAccount) => {
      const answer = await api('POST', '/billing/portal', { token: member.accessToken });
      return [answer.status, answer.json];
    };
    const nothingToManage = [409, errorOf('BILLING_NOTHING_TO_MANAGE')];

    // A customer at the provider from a shop purchase alone.
    const buyer = await memberOnPlan('gratuit');
    await buy(buyer, 'ticket_standard');
    expect((await subscriptionOf(buyer.userId)).stripeCustomerId).toMatch(/^cus_/);
    expect(await view(buyer)).toMatchObject({ subscribed: false, canManage: false });
    expect(await refused(buyer)).toEqual(nothingToManage);

    // The same member given Premium by the team: the page explains the gift, and the portal stays closed.
    const gift = await api('POST', `/admin/users/${buyer.userId}/gift`, {
      token: await tokenFor('admin'),
      body: { plan: 'premium', endsOn: null, reason: 'Geste commercial', requestId: randomUUID() },
    });
    expect(gift.status).toBe(200);
    expect(await view(buyer)).toMatchObject({ subscribed: true, subscriptionType: 'premium', canManage: false, gift: { plan: 'premium', endsAt: null } });
    expect(await refused(buyer)).toEqual(nothingToManage);

    // A subscription that ended (cancelled, then its period over): nothing is left to manage either.
    const former = await memberOnPlan('gratuit');
    const subscriptionId = await subscribe(former);
    expect(await view(former)).toMatchObject({ canManage: true });
    const portal = await portalUrl(former);
    await portalAction(portal, 'cancel', subscriptionId);
    expect(await view(former)).toMatchObject({ subscriptionType: 'premium', cancelAtPeriodEnd: true, canManage: true });
    await portalAction(portal, 'renew', subscriptionId); // the period ends: deleted
    expect(await view(former)).toMatchObject({ subscribed: false, canManage: false });
    expect(await refused(former)).toEqual(nothingToManage);
  });

  // Issue 22: the page the portal leads back to can tell whether the plan changed there (then it sets plan_upgraded).
  it('leads back to the subscription page naming the plan the member had when it opened', async () => {
    const member = await memberOnPlan('gratuit');
    const subscriptionId = await subscribe(member);
    const returnOf = async () => /href="([^"]*\/membre\/abonnement[^"]*)"/.exec(await (await fetch(await portalUrl(member))).text())?.[1]?.replaceAll('&amp;', '&');
    expect(await returnOf()).toMatch(/\/membre\/abonnement\?retour_portail=premium$/);
    await portalAction(await portalUrl(member), 'switch', subscriptionId, { price: 'price_sandbox_expert_monthly' });
    expect((await subscriptionOf(member.userId)).plan).toBe('expert');
    expect(await returnOf()).toMatch(/\/membre\/abonnement\?retour_portail=expert$/);
  });
});

describe('refunds (admin)', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await tokenFor('admin');
  });
  const refund = (paymentId: string) => api('POST', `/admin/payments/${paymentId}/refund`, { token: admin });

  it('refunds an unused ticket: the credit is withdrawn, Stripe refunds once, its charge.refunded changes nothing', async () => {
    const member = await memberOnPlan('gratuit');
    const paymentId = await buy(member, 'ticket_standard');
    const listed = ((await api('GET', '/admin/payments', { token: admin })).json as { payments: AdminPayment[] }).payments.find((payment) => payment.id === paymentId);
    expect(listed).toMatchObject({ productLabel: 'Ticket standard', amount: 990, status: 'paid', refundable: true });
    const answers = await Promise.all([refund(paymentId), refund(paymentId)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await testDb().entities.payment.get({ paymentId }).go()).data).toMatchObject({ status: 'refunded', creditWithdrawn: true });
    const rewards = (await testDb().entities.reward.query.byId({ userId: member.userId }).go()).data;
    expect(rewards).toEqual([expect.objectContaining({ used: true, usedFor: `refund:${paymentId}` })]);
    // Stripe is asked by the refunds consumer, after the commit (refunds.test.ts: its retries).
    const charges = async () => (await eventsAbout(paymentId)).filter((event) => event.type === 'charge.refunded');
    await waitFor(async () => (await charges()).length > 0);
    expect(await charges()).toHaveLength(1);
  });

  it('refuses a used credit, a purchase over 14 days and a subscription, and refunds a bonus visio', async () => {
    const member = await memberOnPlan('gratuit');
    const ticket = await buy(member, 'ticket_standard');
    await testDb().entities.reward.patch({ userId: member.userId, rewardId: `purchase-${ticket}` }).set({ used: true, usedFor: 'ticket:x' }).go();
    expect((await refund(ticket)).json).toEqual(errorOf('REFUND_CREDIT_USED'));
    expect((await testDb().entities.payment.get({ paymentId: ticket }).go()).data).toMatchObject({ status: 'paid' });

    const old = await buy(member, 'ticket_urgent');
    const old_row = (await testDb().entities.payment.get({ paymentId: old }).go()).data!;
    await testDb().entities.payment.delete({ paymentId: old }).go();
    await testDb().entities.payment.create({ ...old_row, paidAt: new Date(Date.now() - 15 * 86_400_000).toISOString() }).go();
    expect((await refund(old)).json).toEqual(errorOf('REFUND_WINDOW_OVER'));

    const subscriber = await memberOnPlan('gratuit');
    await subscribe(subscriber);
    const [invoice] = (await testDb().entities.payment.query.byMember({ userId: subscriber.userId }).go()).data;
    expect((await refund(invoice!.paymentId)).json).toEqual(errorOf('REFUND_NOT_ALLOWED'));

    const visio = await buy(member, 'visio_unique');
    expect((await refund(visio)).status).toBe(200);
    expect((await subscriptionOf(member.userId)).visiosBonus).toBe(0);
  });
});

describe('what the webhook publishes (plan_upgraded, subscription_cancelled, plan_cancelled, payment_failed)', () => {
  it('writes each change’s event to the outbox once, with the member’s facts', async () => {
    const member = await signUpAndSignIn('member', 'Margot');
    const published: Array<{ name: EventName; detail: EventDetail<EventName> }> = [];
    /** The outbox's events about this member, oldest first (a Scan: tests only). */
    const outbox = async () =>
      (await testDb().entities.outboxEvent.scan.where(({ detail }, { contains }) => contains(detail, member.userId)).go({ pages: 'all' })).data
        .filter((event) => event.name !== 'profile_created' && event.name !== 'auth_login' && event.name !== 'member_notified')
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    const billing = await stripeBilling();
    const replay = async (event: SandboxEvent) => {
      const payload = JSON.stringify(event);
      const signature = sandboxStripe().webhooks.generateTestHeaderString({ payload, secret: SANDBOX_WEBHOOK_SECRET });
      await receiveWebhook(testDb(), { billing, now: () => new Date().toISOString() }, { rawBody: Buffer.from(payload), signature });
    };
    /**
     * The sandbox delivers its events to the stack, which writes their outbox events too: the member's state is put
     * back as it was before the action, and the action's events replayed here, in-process, twice each (the second
     * delivery must write nothing); what the replays wrote is what is counted.
     */
    const observe = async (action: () => Promise<unknown>): Promise<EventName[]> => {
      const before = await subscriptionOf(member.userId);
      const paymentsBefore = new Set((await testDb().entities.payment.query.byMember({ userId: member.userId }).go()).data.map((row) => row.paymentId));
      const seen = (await sandboxEvents()).length;
      await action();
      await testDb().entities.subscription.put(before).go();
      for (const row of (await testDb().entities.payment.query.byMember({ userId: member.userId }).go()).data) {
        if (!paymentsBefore.has(row.paymentId)) await testDb().entities.payment.delete({ paymentId: row.paymentId }).go();
      }
      const known = new Set((await outbox()).map((event) => event.eventId));
      for (const event of (await sandboxEvents()).slice(seen)) {
        const again = eventOf(event.type, event.data.object);
        await replay(again);
        await replay(again);
      }
      const written = (await outbox()).filter((event) => !known.has(event.eventId));
      published.push(...written.map((event) => ({ name: event.name, detail: JSON.parse(event.detail) as EventDetail<EventName> })));
      return written.map((event) => event.name);
    };

    await shop(member, 'ticket_standard'); // the member's customer exists before the state is taken
    let subscriptionId = '';
    expect(await observe(async () => (subscriptionId = await subscribe(member)))).toEqual(['plan_upgraded']);
    expect(published[0]!.detail).toMatchObject({ userId: member.userId, userName: 'Margot', plan: 'premium', subscriptionType: 'premium', previousPlan: 'gratuit', dogName: null });
    const portal = await portalUrl(member);
    expect(await observe(() => portalAction(portal, 'fail', subscriptionId))).toEqual(['payment_failed']);
    expect(await observe(() => portalAction(portal, 'pay', subscriptionId))).toEqual([]);
    expect(await observe(() => portalAction(portal, 'cancel', subscriptionId))).toEqual(['subscription_cancelled']);
    expect(await observe(() => portalAction(portal, 'renew', subscriptionId))).toEqual(['plan_cancelled']);
    expect(published.at(-1)!.detail).toMatchObject({ plan: 'gratuit', previousPlan: 'premium' });
  });
});
