import type Stripe from 'stripe';
import * as z from 'zod';
import type { WebhookEventType } from '../../shared/domain/billing';

/**
 * The shape of a verified webhook payload (issue 20). A valid signature says who sent the body, not that it is an
 * event: a body that is `null`, lacks its id, type or object, or whose object lacks a field its handler reads, is
 * malformed (a 400 the provider does not retry) rather than a 500 the provider would retry for three days. Only
 * the fields the handlers read are checked; the rest of the object passes as the provider sent it.
 */

/** A provider object named by its id, or expanded. */
const reference = z.union([z.string().min(1), z.looseObject({ id: z.string().min(1) })]);

const session = z.looseObject({
  id: z.string().min(1),
  mode: z.string(),
  payment_status: z.string(),
  client_reference_id: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  payment_intent: reference.nullish(),
  subscription: reference.nullish(),
  amount_total: z.number().nullish(),
  currency: z.string().nullish(),
});
const subscription = z.looseObject({ id: z.string().min(1) });
const invoice = z.looseObject({
  id: z.string().nullish(),
  parent: z.looseObject({ subscription_details: z.looseObject({ subscription: reference.nullish() }).nullish() }).nullish(),
  amount_paid: z.number(),
  amount_due: z.number(),
  attempt_count: z.number(),
  currency: z.string(),
});
const charge = z.looseObject({ refunded: z.boolean(), payment_intent: reference.nullish() });

/** What each handled type's handler reads of its object (an unhandled type's object is never read). */
const HANDLED = new Map<string, z.ZodType>(
  Object.entries({
    'checkout.session.completed': session,
    'checkout.session.expired': session,
    'invoice.paid': invoice,
    'invoice.payment_failed': invoice,
    'customer.subscription.updated': subscription,
    'customer.subscription.deleted': subscription,
    'charge.refunded': charge,
  } satisfies Record<WebhookEventType, z.ZodType>),
);

const envelope = z.looseObject({ id: z.string().min(1), type: z.string().min(1), data: z.looseObject({ object: z.looseObject({}) }) });

/** The event a verified payload carries; null when it is not one, or its object lacks what its handler reads. */
export function providerEvent(payload: unknown): Stripe.Event | null {
  const event = envelope.safeParse(payload);
  if (!event.success) return null;
  const object = HANDLED.get(event.data.type);
  if (object && !object.safeParse(event.data.data.object).success) return null;
  return payload as Stripe.Event;
}
