import { randomUUID } from 'node:crypto';
import type { Automation, AutomationDelivery } from '../../shared/contract/automation-schemas';
import { AUTOMATION_EVENTS, AUTOMATION_SAMPLES, AUTOMATIONS, automationPayload, type AutomationEvent } from '../../shared/domain/automations';
import { allowedWebhookOrigin, deliverToWebhook } from '../lib/automations/deliver';
import { config } from '../lib/config';
import type { Db } from '../lib/db/service';
import { HttpError } from '../lib/http/errors';
import { isPublicWebhookUrl } from '../lib/net/public-url';

/** How many deliveries the page shows per automation. */
const LATEST = 10;

/** The page's example of what an event's webhook receives: its sample member, as a real event (not marked test). */
const sampleOf = (event: AutomationEvent) =>
  automationPayload(event, { id: '0f8e2c1a-5b3d-4e6f-9a7b-000000000000', time: '2026-03-01T09:00:00.000Z', detail: AUTOMATION_SAMPLES[event] });

async function automationView(db: Db, event: AutomationEvent, settings: { url?: string | undefined; enabled: boolean } | undefined): Promise<Automation> {
  const { data } = await db.entities.automationDelivery.query.byEvent({ event }).go({ order: 'desc', limit: LATEST });
  return {
    event,
    ...AUTOMATIONS[event],
    url: settings?.url ?? null,
    enabled: settings?.enabled ?? false,
    sample: sampleOf(event),
    deliveries: data.map(({ deliveryId, eventId, test, status, ok, error, durationMs, at }) => ({ id: deliveryId, eventId, test, status, ok, error: error ?? null, durationMs, at })),
  };
}

/** /admin/automations (issue 15): the automations, their settings and latest deliveries — one Query each. */
export async function listAutomations(db: Db): Promise<{ automations: Automation[]; sinkUrl: string | null }> {
  const { data } = await db.entities.automation.query.byEvent({}).go();
  const settings = new Map(data.map((item) => [item.event, item]));
  return {
    automations: await Promise.all(AUTOMATION_EVENTS.map((event) => automationView(db, event, settings.get(event)))),
    sinkUrl: config().WEBHOOK_SINK_URL ?? null,
  };
}

/**
 * Saves an automation's webhook URL and switch. The URL must be https and every address its host resolves to public
 * (no SSRF through the form: loopback, private networks and the metadata service are refused); it is checked again
 * before each delivery.
 */
export async function saveAutomation(db: Db, { event, url, enabled, actorId, at }: { event: AutomationEvent; url: string; enabled: boolean; actorId: string; at: string }): Promise<Automation> {
  if (url && !(await isPublicWebhookUrl(url, { allowedOrigin: allowedWebhookOrigin() }))) throw new HttpError('WEBHOOK_URL_REFUSED');
  // A put replaces the item whole: an emptied URL is removed with it.
  const settings = { enabled, ...(url ? { url } : {}) };
  await db.entities.automation.put({ event, ...settings, updatedBy: actorId, updatedAt: at }).go({ response: 'none' });
  return automationView(db, event, settings);
}

/** 'Tester': sends the event's sample (marked `test: true`) to the saved URL, switched on or not, and keeps the delivery. */
export async function testAutomation(db: Db, event: AutomationEvent): Promise<AutomationDelivery> {
  const { data: settings } = await db.entities.automation.get({ event }).go();
  if (!settings?.url) throw new HttpError('AUTOMATION_URL_MISSING');
  const id = randomUUID();
  const payload = automationPayload(event, { id, time: new Date().toISOString(), detail: AUTOMATION_SAMPLES[event] }, true);
  return deliverToWebhook(db, { event, eventId: id, url: settings.url, payload, test: true });
}
