import * as z from 'zod';
import { consumerHandler, type ConsumedEvent } from '../lib/events/consumer-handler';
import { logger } from '../lib/logger';

const env = z.object({ AUTOMATION_WEBHOOK_URL: z.string().url().optional() }).parse(process.env);

/**
 * Forwards automation events to the no-code automation webhook (SPEC §7 send-make-webhook:
 * `{ event, user_email, user_name, plan, dog_name }`), once per event (consumerHandler). Without a configured URL
 * it only logs the event's name. A failure is logged and never retried into the member's path (SPEC: "failure is only logged").
 */
export async function forwardToAutomation({ name, detail }: ConsumedEvent<'automation-webhook'>): Promise<void> {
  // Member events carry SPEC's fields; the others (points_milestone) go as they are, with the member's id.
  const payload =
    'userEmail' in detail
      ? { event: name, user_email: detail.userEmail, user_name: detail.userName, plan: detail.plan, dog_name: detail.dogName }
      : { event: name, ...detail };
  if (!env.AUTOMATION_WEBHOOK_URL) {
    // The event's name only: the payload is personal data (e-mail, names), which logs never hold.
    logger.info('Webhook d’automatisation non configuré : événement non transmis', { event: name });
    return;
  }
  try {
    const response = await fetch(env.AUTOMATION_WEBHOOK_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) logger.error('Le webhook d’automatisation a refusé l’événement', { status: response.status, event: name });
  } catch (error) {
    logger.error('Webhook d’automatisation injoignable', { error, event: name });
  }
}

export const handler = consumerHandler('automation-webhook', forwardToAutomation);
