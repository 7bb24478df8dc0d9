import Stripe from 'stripe';
import { SANDBOX_CARDS, SANDBOX_SECRET_KEY, SANDBOX_WEBHOOK_SECRET, type SandboxEvent } from '../../../scripts/dev/stripe-sandbox';
import { api, type ApiAnswer } from './api';
import { testStack } from './stack';

/** The Stripe sandbox of the test stack, driven the way a member and Stripe would (issue 13). */

function sandboxUrl(): string {
  const url = testStack().urls.stripe;
  if (!url) throw new Error('La pile de test n’a pas de bac à sable Stripe');
  return url;
}

/** The Stripe SDK pointed at the sandbox, as the functions use it. */
export function sandboxStripe(): Stripe {
  const url = new URL(sandboxUrl());
  return new Stripe(SANDBOX_SECRET_KEY, { host: url.hostname, port: url.port, protocol: 'http' });
}

/** Submits a checkout page with a card: the answer is the redirection to the product (303) or the refusal (402). */
export async function payCheckout(checkoutUrl: string, card: string = SANDBOX_CARDS.success): Promise<Response> {
  return fetch(`${checkoutUrl}/pay`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ card }), redirect: 'manual' });
}

/** One of the portal's buttons (cancel, resume, switch, renew, fail, pay) for a subscription. */
export async function portalAction(portalUrl: string, action: string, subscriptionId: string, extra: Record<string, string> = {}): Promise<void> {
  const response = await fetch(`${portalUrl}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ subscription: subscriptionId, ...extra }),
    redirect: 'manual',
  });
  if (response.status !== 303) throw new Error(`Action ${action} du portail refusée (${response.status})`);
}

/** Every event the sandbox sent, oldest first. */
export async function sandboxEvents(): Promise<SandboxEvent[]> {
  return (await (await fetch(`${sandboxUrl()}/_sandbox/events`)).json()) as SandboxEvent[];
}

/** Sends an event to the webhook as Stripe would, signed with the local secret (or another one), at a given time. */
export async function deliver(event: SandboxEvent, signing: { secret?: string; timestamp?: number } = {}): Promise<ApiAnswer> {
  return deliverRaw(JSON.stringify(event), signing);
}

/** Sends any body to the webhook, validly signed unless told otherwise: what a leaked secret or a bug could send. */
export async function deliverRaw(payload: string, { secret = SANDBOX_WEBHOOK_SECRET, timestamp }: { secret?: string; timestamp?: number } = {}): Promise<ApiAnswer> {
  const signature = sandboxStripe().webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
  return api('POST', '/webhooks/stripe', { rawBody: payload, headers: { 'stripe-signature': signature } });
}

/** A Stripe event around an object, with a fresh id unless given (a late or replayed delivery). */
export function eventOf(type: SandboxEvent['type'], object: unknown, id = `evt_test_${Math.random().toString(36).slice(2)}`): SandboxEvent {
  return {
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/** Has the sandbox refuse the next `calls` refunds with Stripe's 429 (nothing refunded, nothing kept under their key). */
export async function refuseNextRefunds(calls: number): Promise<void> {
  const answer = await fetch(`${sandboxUrl()}/_sandbox/refunds/refuse`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ calls }) });
  if (!answer.ok) throw new Error(`Le bac à sable Stripe refuse la consigne (${answer.status})`);
}
