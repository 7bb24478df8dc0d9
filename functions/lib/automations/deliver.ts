import { randomUUID } from 'node:crypto';
import type { AutomationDelivery } from '../../../shared/contract/automation-schemas';
import type { AutomationEvent } from '../../../shared/domain/automations';
import { config } from '../config';
import type { Db } from '../db/service';
import { isPublicWebhookUrl } from '../net/public-url';

/** How long a webhook has to answer; Make answers 'Accepted' at once. */
const TIMEOUT_MS = 10_000;
const KEEP_DAYS = 30;

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
 * address is checked again first (a name moved to a private address since it was saved is refused), redirects are
 * not followed (a public URL cannot bounce the request inside), and the event id travels in the body and in the
 * `X-La-Meute-Event-Id` header, so Make can ignore a retry of an event it already has. Never throws for the
 * webhook's own failure: the caller reads `ok`.
 */
export async function deliverToWebhook(db: Db, delivery: Delivery): Promise<AutomationDelivery> {
  const started = Date.now();
  const at = new Date(started).toISOString();
  let status = 0;
  let error: string | undefined;
  if (!(await isPublicWebhookUrl(delivery.url, { allowedOrigin: allowedWebhookOrigin() }))) {
    error = 'Adresse refusée : elle ne pointe pas vers un service public';
  } else {
    try {
      const response = await fetch(delivery.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-la-meute-event-id': delivery.eventId },
        body: JSON.stringify(delivery.payload),
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      status = response.status;
      await response.body?.cancel();
    } catch (failure) {
      error = failure instanceof Error && failure.name === 'TimeoutError' ? `Pas de réponse en ${TIMEOUT_MS / 1000} s` : 'Service injoignable';
    }
  }
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
