import { randomUUID } from 'node:crypto';
import type { AutomationDelivery } from '../../../shared/contract/automation-schemas';
import type { AutomationEvent } from '../../../shared/domain/automations';
import { config } from '../config';
import type { Db } from '../db/service';
import { postToWebhook, type WebhookPostOutcome } from '../net/webhook-post';

/** How long a webhook has to answer; Make answers 'Accepted' at once. */
const TIMEOUT_MS = 10_000;
const KEEP_DAYS = 30;

/** What the admin page says of a delivery that got no answer. */
const FAILURES: Record<Extract<WebhookPostOutcome, { failure: string }>['failure'], string> = {
  refused: 'Adresse refusée : elle ne pointe pas vers un service public',
  timeout: `Pas de réponse en ${TIMEOUT_MS / 1000} s`,
  unreachable: 'Service injoignable',
};

/** The local sink's origin: the one non-public address a webhook may reach (`npm start` only). */
export const allowedWebhookOrigin = (): string | undefined => {
  const sink = config().WEBHOOK_SINK_URL;
  return sink ? new URL(sink).origin : undefined;
};

export interface Delivery {
  event: AutomationEvent;
  eventId: string;
  url: string;
  payload: Record<string, unknown>;
  test: boolean;
}

/**
 * POSTs one event to an automation's webhook and records the delivery (status, time taken) for the admin page. The
 * address is checked again first (a name moved to a private address since it was saved is refused) and the request
 * connects to the addresses that check saw (no second resolution a rebinding DNS could answer otherwise), redirects
 * are not followed, and the event id travels in the body and in the `X-La-Meute-Event-Id` header, so Make can ignore
 * a retry of an event it already has. Never throws for the webhook's own failure: the caller reads `ok`.
 */
export async function deliverToWebhook(db: Db, delivery: Delivery): Promise<AutomationDelivery> {
  const started = Date.now();
  const at = new Date(started).toISOString();
  const outcome = await postToWebhook(
    delivery.url,
    { headers: { 'content-type': 'application/json', 'x-la-meute-event-id': delivery.eventId }, body: JSON.stringify(delivery.payload), timeoutMs: TIMEOUT_MS },
    { allowedOrigin: allowedWebhookOrigin() },
  );
  const status = 'status' in outcome ? outcome.status : 0;
  const error = 'failure' in outcome ? FAILURES[outcome.failure] : undefined;
  const row = {
    event: delivery.event,
    deliveryId: randomUUID(),
    eventId: delivery.eventId,
    test: delivery.test,
    status,
    ok: status >= 200 && status < 300,
    ...(error ? { error } : {}),
    durationMs: Date.now() - started,
    at,
  };
  await db.entities.automationDelivery.create({ ...row, expiresAt: Math.floor(started / 1000) + KEEP_DAYS * 86_400 }).go({ response: 'none' });
  return { id: row.deliveryId, eventId: row.eventId, test: row.test, status: row.status, ok: row.ok, error: row.error ?? null, durationMs: row.durationMs, at: row.at };
}
