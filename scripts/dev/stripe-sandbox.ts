import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import Stripe from 'stripe';
import { isPlanPriceKey, isVisioPriceKey, planOfPriceKey, PRICE_KEYS, type PriceKey } from '../../shared/domain/billing';
import { planPrice } from '../../shared/domain/plans';
import { SHOP_PRODUCTS } from '../../shared/domain/shop';
import { VISIO_PRICES } from '../../shared/domain/visios';
import { closeServer, listen, readBody, sendJson } from './http-server';
import type { Log } from './log';
import { checkoutPage, portalPage } from './stripe-sandbox-pages';

/**
 * A Stripe sandbox for the local stack (issue 13, DESIGN §5): the few API calls the product makes, answered with
 * Stripe's payload shapes (each object typed by the `stripe` package's own types), a checkout page where a newcomer
 * pays with a success card or a declined one, a customer portal where they cancel, resume, change plan or (sandbox
 * only) make the next renewal succeed or fail, and the events these cause, signed with the local webhook secret
 * and sent to the real webhook handler through the local gateway. Its state is kept under the stack's data
 * directory, so a demo subscription survives a restart.
 */

export const SANDBOX_SECRET_KEY = 'sk_test_la_meute_sandbox';
export const SANDBOX_WEBHOOK_SECRET = 'whsec_la_meute_sandbox';
/** The cards the checkout page accepts and declines (Stripe's test numbers). */
export const SANDBOX_CARDS = { success: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

export const sandboxPriceId = (key: PriceKey): string => `price_sandbox_${key}`;
export const SANDBOX_PRICES = Object.fromEntries(PRICE_KEYS.map((key) => [key, sandboxPriceId(key)])) as Record<PriceKey, string>;

export type Price = Pick<Stripe.Price, 'id' | 'object' | 'active' | 'currency' | 'unit_amount' | 'recurring' | 'type' | 'livemode' | 'lookup_key' | 'metadata' | 'created' | 'product'>;
type Customer = Pick<Stripe.Customer, 'id' | 'object' | 'email' | 'name' | 'metadata' | 'created' | 'livemode'>;
type SubscriptionItem = Pick<Stripe.SubscriptionItem, 'id' | 'object' | 'current_period_start' | 'current_period_end' | 'quantity' | 'subscription' | 'created' | 'metadata'> & { price: Price };
export type Subscription = Pick<
  Stripe.Subscription,
  'id' | 'object' | 'customer' | 'status' | 'cancel_at_period_end' | 'cancel_at' | 'canceled_at' | 'ended_at' | 'created' | 'start_date' | 'metadata' | 'livemode' | 'currency' | 'latest_invoice'
> & { items: { object: 'list'; data: SubscriptionItem[]; has_more: false; url: string } };
export type Session = Pick<
  Stripe.Checkout.Session,
  | 'id' | 'object' | 'mode' | 'status' | 'payment_status' | 'customer' | 'client_reference_id' | 'metadata' | 'amount_total' | 'amount_subtotal' | 'currency'
  | 'url' | 'success_url' | 'cancel_url' | 'subscription' | 'payment_intent' | 'livemode' | 'created' | 'expires_at' | 'locale'
>;
type Invoice = Pick<Stripe.Invoice, 'id' | 'object' | 'customer' | 'status' | 'amount_due' | 'amount_paid' | 'currency' | 'attempt_count' | 'billing_reason' | 'created' | 'period_start' | 'period_end' | 'livemode' | 'parent'>;
type PaymentIntent = Pick<Stripe.PaymentIntent, 'id' | 'object' | 'amount' | 'currency' | 'status' | 'customer' | 'metadata' | 'created' | 'livemode' | 'latest_charge'>;
type Charge = Pick<Stripe.Charge, 'id' | 'object' | 'amount' | 'amount_refunded' | 'refunded' | 'paid' | 'status' | 'currency' | 'customer' | 'payment_intent' | 'created' | 'livemode' | 'metadata'>;
type Refund = Pick<Stripe.Refund, 'id' | 'object' | 'amount' | 'charge' | 'payment_intent' | 'status' | 'currency' | 'created' | 'reason' | 'metadata'>;
export type PortalSession = Pick<Stripe.BillingPortal.Session, 'id' | 'object' | 'customer' | 'return_url' | 'url' | 'created' | 'livemode' | 'locale'>;
export type SandboxEvent = Pick<Stripe.Event, 'id' | 'object' | 'api_version' | 'created' | 'livemode' | 'pending_webhooks' | 'request'> & {
  type: Stripe.Event['type'];
  data: { object: unknown };
};

interface SessionExtras {
  /** The price bought, and the subscription metadata asked at creation (`subscription_data[metadata]`). */
  priceKey: PriceKey;
  subscriptionMetadata: Record<string, string>;
  paymentIntentMetadata: Record<string, string>;
}

interface State {
  customers: Record<string, Customer>;
  sessions: Record<string, Session & SessionExtras>;
  subscriptions: Record<string, Subscription>;
  invoices: Record<string, Invoice>;
  paymentIntents: Record<string, PaymentIntent>;
  charges: Record<string, Charge>;
  portals: Record<string, PortalSession>;
  /** Answers already given to an Idempotency-Key (the SDK sends one with every POST). */
  idempotency: Record<string, unknown>;
  events: SandboxEvent[];
}

const emptyState = (): State => ({ customers: {}, sessions: {}, subscriptions: {}, invoices: {}, paymentIntents: {}, charges: {}, portals: {}, idempotency: {}, events: [] });

const nowSeconds = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const PERIOD_SECONDS = { month: 30 * 24 * 3600, year: 365 * 24 * 3600 } as const;

function unitAmount(key: PriceKey): number {
  if (isPlanPriceKey(key)) return planPrice(planOfPriceKey(key).plan, planOfPriceKey(key).period);
  if (isVisioPriceKey(key)) return VISIO_PRICES[key === 'visio_30' ? 30 : 60];
  return SHOP_PRODUCTS[key].price;
}

function price(key: PriceKey): Price {
  const plan = isPlanPriceKey(key) ? planOfPriceKey(key) : null;
  return {
    id: sandboxPriceId(key),
    object: 'price',
    active: true,
    currency: 'eur',
    unit_amount: unitAmount(key),
    recurring: plan ? { interval: plan.period === 'monthly' ? 'month' : 'year', interval_count: 1, meter: null, trial_period_days: null, usage_type: 'licensed' } : null,
    type: plan ? 'recurring' : 'one_time',
    livemode: false,
    lookup_key: key,
    metadata: {},
    created: 1_767_225_600,
    product: `prod_sandbox_${key}`,
  };
}

const priceKeyOf = (priceId: string): PriceKey | undefined => PRICE_KEYS.find((key) => sandboxPriceId(key) === priceId);

/**
 * `line_items[0][price]=x&metadata[userId]=y` → `{ line_items: [{ price: 'x' }], metadata: { userId: 'y' } }`: the
 * form encoding the Stripe SDK sends (brackets for nesting, numbers for array positions).
 */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((segment, index) => {
      if (index === path.length - 1) node[segment] = value;
      else node = (node[segment] ??= /^\d+$/.test(path[index + 1] ?? '') ? [] : {}) as Record<string, unknown>;
    });
  }
  return root;
}

const stringRecord = (value: unknown): Record<string, string> =>
  value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string')) : {};

export interface StripeSandbox {
  /** What the SDK is pointed at (STRIPE_API_URL). */
  url: string;
  /** Pays an open checkout session with the success card, as the member would on its page (the demo's purchases). */
  completeSession(sessionId: string): Promise<void>;
  close(): Promise<void>;
}

export async function startStripeSandbox({ port, dataDir, log, webhookUrl }: { port: number; dataDir: string | null; log: Log; webhookUrl: () => string }): Promise<StripeSandbox> {
  const file = dataDir ? join(dataDir, 'stripe-sandbox.json') : null;
  const state: State = file && existsSync(file) ? { ...emptyState(), ...(JSON.parse(readFileSync(file, 'utf8')) as State) } : emptyState();
  const save = () => {
    if (!file || !dataDir) return;
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify({ ...state, events: state.events.slice(-200) }));
  };
  const signer = new Stripe(SANDBOX_SECRET_KEY);
  let baseUrl = '';
  /**
   * How many of the next refund calls are refused with Stripe's 429, on demand: `POST /_sandbox/refunds/refuse` with
   * `{ "calls": n }` (a test of the refunds consumer's retries).
   */
  let refusedRefunds = 0;

  // --- Events: signed like Stripe's, sent to the webhook, retried a few times if refused (Stripe retries for days).
  async function emit(type: Stripe.Event['type'], object: unknown): Promise<void> {
    const event: SandboxEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: nowSeconds(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: structuredClone(object) },
    };
    state.events.push(event);
    save();
    await deliver(event, 0);
  }

  async function deliver(event: SandboxEvent, attempt: number): Promise<boolean> {
    const payload = JSON.stringify(event);
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: SANDBOX_WEBHOOK_SECRET });
    const status = await fetch(webhookUrl(), { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': header }, body: payload })
      .then((response) => response.status)
      .catch(() => 0);
    if (status >= 200 && status < 300) return true;
    log.warn(`Bac à sable Stripe : ${event.type} refusé par le webhook (${status || 'injoignable'}), essai ${attempt + 1}`);
    if (attempt < 3) setTimeout(() => void deliver(event, attempt + 1), 1000 * 5 ** attempt).unref();
    return false;
  }

  // --- The objects.
  function createCustomer(fields: { email: string | null; name: string | null; metadata: Record<string, string> }): Customer {
    const customer: Customer = { id: newId('cus'), object: 'customer', email: fields.email, name: fields.name, metadata: fields.metadata, created: nowSeconds(), livemode: false };
    state.customers[customer.id] = customer;
    return customer;
  }

  function createSubscription(customerId: string, key: PriceKey, metadata: Record<string, string>): Subscription {
    const start = nowSeconds();
    const id = newId('sub');
    const itemPrice = price(key);
    const subscription: Subscription = {
      id,
      object: 'subscription',
      customer: customerId,
      status: 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      created: start,
      start_date: start,
      metadata,
      livemode: false,
      currency: 'eur',
      latest_invoice: null,
      items: {
        object: 'list',
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            price: itemPrice,
            quantity: 1,
            subscription: id,
            created: start,
            metadata: {},
            current_period_start: start,
            current_period_end: start + PERIOD_SECONDS[itemPrice.recurring?.interval === 'year' ? 'year' : 'month'],
          },
        ],
      },
    };
    state.subscriptions[id] = subscription;
    return subscription;
  }

  function createInvoice(subscription: Subscription, reason: Invoice['billing_reason'], paid: boolean): Invoice {
    const item = subscription.items.data[0]!;
    const invoice: Invoice = {
      id: newId('in'),
      object: 'invoice',
      customer: subscription.customer,
      status: paid ? 'paid' : 'open',
      amount_due: item.price.unit_amount ?? 0,
      amount_paid: paid ? (item.price.unit_amount ?? 0) : 0,
      currency: 'eur',
      attempt_count: 1,
      billing_reason: reason,
      created: nowSeconds(),
      period_start: item.current_period_start,
      period_end: item.current_period_end,
      livemode: false,
      parent: { type: 'subscription_details', quote_details: null, subscription_details: { metadata: subscription.metadata, subscription: subscription.id } },
    };
    state.invoices[invoice.id] = invoice;
    subscription.latest_invoice = invoice.id;
    return invoice;
  }

  /** The next period starts where the current one ends. */
  function advancePeriod(subscription: Subscription): void {
    const item = subscription.items.data[0]!;
    const length = item.current_period_end - item.current_period_start;
    item.current_period_start = item.current_period_end;
    item.current_period_end += length;
  }

  // --- Checkout and portal, as the member lives them.
  async function completeCheckout(session: Session & SessionExtras): Promise<void> {
    session.status = 'complete';
    session.payment_status = 'paid';
    const customerId = typeof session.customer === 'string' ? session.customer : (session.customer?.id ?? '');
    if (session.mode === 'subscription') {
      const subscription = createSubscription(customerId, session.priceKey, session.subscriptionMetadata);
      session.subscription = subscription.id;
      const invoice = createInvoice(subscription, 'subscription_create', true);
      save();
      await emit('customer.subscription.created', subscription);
      await emit('invoice.paid', invoice);
    } else {
      const intent: PaymentIntent = {
        id: newId('pi'),
        object: 'payment_intent',
        amount: session.amount_total ?? 0,
        currency: 'eur',
        status: 'succeeded',
        customer: customerId,
        metadata: session.paymentIntentMetadata,
        created: nowSeconds(),
        livemode: false,
        latest_charge: null,
      };
      const charge: Charge = {
        id: newId('ch'),
        object: 'charge',
        amount: intent.amount,
        amount_refunded: 0,
        refunded: false,
        paid: true,
        status: 'succeeded',
        currency: 'eur',
        customer: customerId,
        payment_intent: intent.id,
        created: nowSeconds(),
        livemode: false,
        metadata: {},
      };
      intent.latest_charge = charge.id;
      state.paymentIntents[intent.id] = intent;
      state.charges[charge.id] = charge;
      session.payment_intent = intent.id;
    }
    save();
    await emit('checkout.session.completed', publicSession(session));
  }

  type PortalAction = 'cancel' | 'resume' | 'switch' | 'renew' | 'fail' | 'pay' | 'end';
  async function portalAction(subscription: Subscription, action: PortalAction, form: Record<string, unknown>): Promise<void> {
    const item = subscription.items.data[0]!;
    switch (action) {
      case 'cancel':
      case 'resume':
        subscription.cancel_at_period_end = action === 'cancel';
        subscription.canceled_at = action === 'cancel' ? nowSeconds() : null;
        break;
      case 'switch': {
        const key = typeof form.price === 'string' ? priceKeyOf(form.price) : undefined;
        if (!key || !isPlanPriceKey(key)) return;
        item.price = price(key);
        break;
      }
      case 'renew':
      case 'end':
        if (subscription.cancel_at_period_end || action === 'end') {
          subscription.status = 'canceled';
          subscription.ended_at = nowSeconds();
          save();
          return emit('customer.subscription.deleted', subscription);
        }
        advancePeriod(subscription);
        save();
        await emit('invoice.paid', createInvoice(subscription, 'subscription_cycle', true));
        break;
      case 'fail':
        subscription.status = 'past_due';
        save();
        await emit('invoice.payment_failed', createInvoice(subscription, 'subscription_cycle', false));
        break;
      case 'pay': {
        const open = Object.values(state.invoices).find((invoice) => invoice.id === subscription.latest_invoice && invoice.status === 'open');
        if (!open) return;
        open.status = 'paid';
        open.amount_paid = open.amount_due;
        open.attempt_count += 1;
        subscription.status = 'active';
        advancePeriod(subscription);
        save();
        await emit('invoice.paid', open);
        break;
      }
    }
    save();
    await emit('customer.subscription.updated', subscription);
  }

  // --- The API the SDK calls.
  const stripeError = (response: ServerResponse, status: number, message: string, type = 'invalid_request_error', code?: string) =>
    sendJson(response, status, { error: { type, message, ...(code ? { code } : {}) } });

  async function api(method: string, path: string, form: Record<string, unknown>, response: ServerResponse): Promise<void> {
    const [, , resource, id] = path.split('/');
    const notFound = () => stripeError(response, 404, `No such ${resource}: '${id}'`, 'invalid_request_error', 'resource_missing');
    if (method === 'POST' && path === '/v1/customers') {
      return sendJson(response, 200, createCustomer({ email: typeof form.email === 'string' ? form.email : null, name: typeof form.name === 'string' ? form.name : null, metadata: stringRecord(form.metadata) }));
    }
    if (method === 'GET' && resource === 'customers') return state.customers[id ?? ''] ? sendJson(response, 200, state.customers[id ?? '']) : notFound();
    if (method === 'POST' && resource === 'customers' && id && path.split('/').length === 4) {
      // Stripe's customer update: the fields the product changes (the address, issue 22).
      const customer = state.customers[id];
      if (!customer) return notFound();
      if (typeof form.email === 'string') customer.email = form.email;
      if (typeof form.name === 'string') customer.name = form.name;
      save();
      return sendJson(response, 200, customer);
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(form, response);
    if (method === 'POST' && path.startsWith('/v1/checkout/sessions/') && path.endsWith('/expire')) {
      const session = state.sessions[path.split('/')[4] ?? ''];
      if (!session) return notFound();
      if (session.status !== 'open') return stripeError(response, 400, `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`);
      await expireSession(session);
      return sendJson(response, 200, publicSession(session));
    }
    if (method === 'GET' && path === '/v1/checkout/sessions') {
      // Stripe's list, newest first: a customer's sessions (what a test reads to count the pages still open).
      const limit = Math.min(100, Math.max(1, Number(form.limit ?? 10) || 10));
      const sessions = Object.values(state.sessions).filter((session) => form.customer === undefined || session.customer === form.customer);
      const newest = sessions.sort((a, b) => b.created - a.created);
      return sendJson(response, 200, { object: 'list', url: path, has_more: newest.length > limit, data: newest.slice(0, limit).map(publicSession) });
    }
    if (method === 'GET' && path.startsWith('/v1/checkout/sessions/')) {
      const session = state.sessions[path.split('/')[4] ?? ''];
      return session ? sendJson(response, 200, publicSession(session)) : notFound();
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = String(form.customer ?? '');
      if (!state.customers[customer]) return stripeError(response, 400, `No such customer: '${customer}'`);
      const portal: PortalSession = { id: newId('bps'), object: 'billing_portal.session', customer, return_url: String(form.return_url ?? ''), url: '', created: nowSeconds(), livemode: false, locale: 'fr' };
      portal.url = `${baseUrl}/portal/${portal.id}`;
      state.portals[portal.id] = portal;
      save();
      return sendJson(response, 200, portal);
    }
    if (method === 'GET' && resource === 'subscriptions') return state.subscriptions[id ?? ''] ? sendJson(response, 200, state.subscriptions[id ?? '']) : notFound();
    if (method === 'DELETE' && resource === 'subscriptions') {
      // Cancels at once (an account deleted, issue 22), as Stripe's DELETE /v1/subscriptions/:id: canceled, then deleted.
      const subscription = state.subscriptions[id ?? ''];
      if (!subscription) return notFound();
      if (subscription.status === 'canceled') return stripeError(response, 400, `A canceled subscription can only update its cancellation_details and metadata.`);
      subscription.status = 'canceled';
      subscription.canceled_at = nowSeconds();
      subscription.ended_at = nowSeconds();
      save();
      sendJson(response, 200, subscription);
      return void emit('customer.subscription.deleted', subscription);
    }
    if (method === 'POST' && path === '/v1/refunds') return refund(form, response);
    stripeError(response, 404, `Unrecognized request URL (${method}: ${path}). The La Meute sandbox only answers the calls the product makes.`);
  }

  function createSession(form: Record<string, unknown>, response: ServerResponse): void {
    const lines = Array.isArray(form.line_items) ? (form.line_items as Array<Record<string, unknown>>) : [];
    const key = priceKeyOf(String(lines[0]?.price ?? ''));
    const mode = form.mode === 'subscription' ? 'subscription' : form.mode === 'payment' ? 'payment' : null;
    const customer = String(form.customer ?? '');
    if (!key || !mode) return stripeError(response, 400, 'line_items[0][price] must be a price of the sandbox, and mode payment or subscription');
    if (!state.customers[customer]) return stripeError(response, 400, `No such customer: '${customer}'`);
    if ((mode === 'subscription') !== isPlanPriceKey(key)) return stripeError(response, 400, `The price ${sandboxPriceId(key)} does not fit mode ${mode}`);
    const amount = price(key).unit_amount ?? 0;
    const id = newId('cs_test');
    const session: Session & SessionExtras = {
      id,
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: 'unpaid',
      customer,
      client_reference_id: typeof form.client_reference_id === 'string' ? form.client_reference_id : null,
      metadata: stringRecord(form.metadata),
      amount_total: amount,
      amount_subtotal: amount,
      currency: 'eur',
      url: `${baseUrl}/checkout/${id}`,
      success_url: typeof form.success_url === 'string' ? form.success_url : null,
      cancel_url: typeof form.cancel_url === 'string' ? form.cancel_url : null,
      subscription: null,
      payment_intent: null,
      livemode: false,
      created: nowSeconds(),
      expires_at: typeof form.expires_at === 'string' && /^\d+$/.test(form.expires_at) ? Number(form.expires_at) : nowSeconds() + 24 * 3600,
      locale: 'fr',
      priceKey: key,
      subscriptionMetadata: stringRecord((form.subscription_data as Record<string, unknown> | undefined)?.metadata),
      paymentIntentMetadata: stringRecord((form.payment_intent_data as Record<string, unknown> | undefined)?.metadata),
    };
    state.sessions[id] = session;
    save();
    sendJson(response, 200, publicSession(session));
  }

  /** An open session closed unpaid (asked, or past its expires_at): checkout.session.expired, as Stripe sends it. */
  async function expireSession(session: Session & SessionExtras): Promise<void> {
    session.status = 'expired';
    session.url = null;
    save();
    await emit('checkout.session.expired', publicSession(session));
  }

  // Stripe expires an open session at its expires_at: the sandbox looks every 15 seconds.
  const expiry = setInterval(() => {
    for (const session of Object.values(state.sessions)) {
      if (session.status === 'open' && session.expires_at <= nowSeconds()) void expireSession(session);
    }
  }, 15_000);
  expiry.unref();

  function refund(form: Record<string, unknown>, response: ServerResponse): void {
    const intent = state.paymentIntents[String(form.payment_intent ?? '')];
    const charge = intent?.latest_charge ? state.charges[String(intent.latest_charge)] : undefined;
    if (!intent || !charge) return stripeError(response, 400, `No such payment_intent: '${String(form.payment_intent)}'`);
    if (charge.refunded) return stripeError(response, 400, `Charge ${charge.id} has already been refunded.`, 'invalid_request_error', 'charge_already_refunded');
    if (refusedRefunds > 0) {
      // Stripe's rate limit: refused before the endpoint ran, so nothing is kept under the idempotency key.
      refusedRefunds -= 1;
      return stripeError(response, 429, 'Too many requests hit the API too quickly.', 'rate_limit_error', 'rate_limit');
    }
    charge.refunded = true;
    charge.amount_refunded = charge.amount;
    const result: Refund = {
      id: newId('re'),
      object: 'refund',
      amount: charge.amount,
      charge: charge.id,
      payment_intent: intent.id,
      status: 'succeeded',
      currency: 'eur',
      created: nowSeconds(),
      reason: 'requested_by_customer',
      metadata: {},
    };
    save();
    sendJson(response, 200, result);
    void emit('charge.refunded', charge);
  }

  // --- The pages a member sees.
  async function page(method: string, path: string, form: Record<string, unknown>, response: ServerResponse): Promise<void> {
    const [, kind, id, action] = path.split('/');
    if (kind === 'checkout') {
      const session = state.sessions[id ?? ''];
      if (!session) return sendHtml(response, 404, '<p>Session de paiement introuvable.</p>');
      if (method === 'GET' || session.status !== 'open') {
        if (session.status === 'complete' && session.success_url) return redirect(response, session.success_url);
        return sendHtml(response, 200, checkoutPage(session, session.priceKey, price(session.priceKey)));
      }
      const card = String(form.card ?? '').replace(/\s/g, '');
      if (card !== SANDBOX_CARDS.success.replace(/\s/g, '')) {
        return sendHtml(response, 402, checkoutPage(session, session.priceKey, price(session.priceKey), 'Votre carte a été refusée. Essayez avec une autre carte.'));
      }
      await completeCheckout(session);
      return redirect(response, session.success_url ?? '/');
    }
    if (kind === 'portal') {
      const portal = state.portals[id ?? ''];
      if (!portal) return sendHtml(response, 404, '<p>Session du portail introuvable.</p>');
      const owned = Object.values(state.subscriptions).filter((subscription) => subscription.customer === portal.customer);
      if (method === 'POST' && action) {
        const subscription = owned.find((candidate) => candidate.id === form.subscription);
        if (subscription) await portalAction(subscription, action as PortalAction, form);
        return redirect(response, `${baseUrl}/portal/${portal.id}`);
      }
      return sendHtml(response, 200, portalPage(portal, owned, priceKeyOf));
    }
    sendHtml(response, 404, '<p>Page introuvable.</p>');
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      log.error(`Bac à sable Stripe : ${error instanceof Error ? error.message : String(error)}`);
      if (!response.headersSent) stripeError(response, 500, 'Sandbox error', 'api_error');
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = ((await readBody(request, 1024 * 1024)) ?? Buffer.alloc(0)).toString('utf8');
    const path = request.url?.split('?')[0] ?? '';
    const method = request.method ?? 'GET';
    // A list's filters come in the query string, a write's fields in the form body.
    const form = parseStripeForm(method === 'GET' ? (request.url?.split('?')[1] ?? '') : body);
    if (path === '/_sandbox/events') return sendJson(response, 200, state.events);
    if (method === 'POST' && path === '/_sandbox/refunds/refuse') {
      const { calls } = JSON.parse(body || '{}') as { calls?: unknown };
      refusedRefunds = typeof calls === 'number' && Number.isInteger(calls) && calls >= 0 ? calls : 1;
      return sendJson(response, 200, { refusedRefunds });
    }
    if (!path.startsWith('/v1/')) return page(method, path, form, response);
    if (request.headers.authorization !== `Bearer ${SANDBOX_SECRET_KEY}`) return stripeError(response, 401, 'Invalid API Key provided', 'authentication_error');
    const key = request.headers['idempotency-key'];
    const remembered = typeof key === 'string' ? state.idempotency[`${method} ${path} ${key}`] : undefined;
    if (remembered !== undefined) return sendJson(response, 200, remembered, { 'idempotent-replayed': 'true' });
    if (typeof key === 'string' && method === 'POST') {
      // Answers of a POST are remembered under its key, as Stripe does for 24 hours.
      const send = response.end.bind(response);
      response.end = ((chunk?: unknown) => {
        if (response.statusCode === 200 && typeof chunk === 'string') state.idempotency[`${method} ${path} ${key}`] = JSON.parse(chunk);
        return send(chunk as string);
      }) as typeof response.end;
    }
    return api(method, path, form, response);
  }

  const boundPort = await listen(server, port);
  baseUrl = `http://127.0.0.1:${boundPort}`;
  return {
    url: baseUrl,
    async completeSession(sessionId) {
      const session = state.sessions[sessionId];
      if (!session || session.status !== 'open') throw new Error(`Session ${sessionId} introuvable ou déjà payée`);
      await completeCheckout(session);
    },
    close: () => {
      clearInterval(expiry);
      return closeServer(server);
    },
  };
}

/** A session as the API shows it, without what the sandbox keeps beside it. */
function publicSession({ priceKey: _price, subscriptionMetadata: _sub, paymentIntentMetadata: _pi, ...session }: Session & SessionExtras): Session {
  return session;
}

function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  response.end(html);
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { location });
  response.end();
}
