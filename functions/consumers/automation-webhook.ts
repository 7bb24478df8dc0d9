import type { AutomationDelivery } from '../../shared/contract/automation-schemas';
import { automationPayload, isAutomationEvent, withMemberFacts, type AutomationEvent } from '../../shared/domain/automations';
import { deliverToWebhook, type Delivery } from '../lib/automations/deliver';
import { db } from '../lib/db/service';
import { consumerHandler, type ConsumedEvent } from '../lib/events/consumer-handler';
import { logger } from '../lib/logger';
import { memberFacts, type MemberFacts } from '../lib/members/facts';

/**
 * Forwards an event to its automation's Make webhook (issue 15, SPEC §7 send-make-webhook), when an admin set one and
 * switched it on (/admin/automations). Each attempt is recorded for the admin page. A webhook that fails (no answer,
 * a non-2xx status) makes the message fail: the queue brings it back every 15 minutes for 24 hours, then keeps it in
 * the dead-letter queue; `consumerHandler` runs an event id once, so a webhook that answered is never sent it again.
 * The member never sees any of this (SPEC: "failure is only logged"). An event that does not carry the member's facts
 * (a dog profile saved, a fiche validated, a level reached) is sent with them as stored at delivery.
 */
export interface AutomationPorts {
  settingsOf(event: AutomationEvent): Promise<{ url?: string | undefined; enabled: boolean } | null>;
  deliver(delivery: Delivery): Promise<AutomationDelivery>;
  /** The member's facts; the dog named is `dogId` when the event is about one (a fiche validated for it). */
  memberFacts(userId: string, dogId?: string): Promise<MemberFacts>;
}

const ports: AutomationPorts = {
  settingsOf: async (event) => (await db().entities.automation.get({ event }).go()).data,
  deliver: (delivery) => deliverToWebhook(db(), delivery),
  memberFacts: (userId, dogId) => memberFacts(db(), userId, dogId),
};

export async function forwardToAutomation(event: ConsumedEvent<'automation-webhook'>, { settingsOf, deliver, memberFacts: factsOf }: AutomationPorts = ports): Promise<void> {
  const { name } = event;
  // The event's name only in the logs: the payload is personal data (e-mail, names), which logs never hold.
  const settings = isAutomationEvent(name) ? await settingsOf(name) : null;
  if (!isAutomationEvent(name) || !settings?.enabled || !settings.url) {
    logger.info('Aucune automatisation active pour cet événement : non transmis', { event: name });
    return;
  }
  const detail = await withMemberFacts(event.detail, factsOf);
  const delivery = await deliver({ event: name, eventId: event.id, url: settings.url, payload: automationPayload(name, { ...event, detail }), test: false });
  if (!delivery.ok) throw new Error(`Le webhook de l’automatisation ${name} a répondu ${delivery.status || delivery.error}`);
}

export const handler = consumerHandler('automation-webhook', (event) => forwardToAutomation(event));
