import type Stripe from 'stripe';
import { parisMonth } from '../../shared/domain/months';
import { InvalidSignature, MalformedPayload, type Billing } from '../lib/billing/billing';
import type { Db } from '../lib/db/service';
import { HttpError } from '../lib/http/errors';
import { logger } from '../lib/logger';
import type { RecordedItem } from './recorded-write';
import { recordProviderRefund } from './refunds';
import { completeShopPurchase } from './shop-purchase';
import { providerEvent } from './provider-event';
import { idOf } from './provider-ids';
import { completeVisioPayment, expireVisioHold, isVisioCheckout } from './visio-purchase';
import { syncSubscription, type SyncedMember } from './sync-subscription';

export interface WebhookContext {
  billing: Billing;
  now: () => string;
}

/**
 * The provider's webhook (SPEC §7, issue 13). The signature is checked on the raw bytes first: a bad or stale one
 * is a 400 that writes nothing. A signed body that is not an event (not JSON, `null`, no id, type or object) is a
 * 400 too, which the provider does not retry. Each handled event then takes effect once (its id recorded in the
 * transaction of its effect). An event of another type, or about an object the product does not know (a
 * subscription, customer, session or payment of no member), is acknowledged with nothing written, so the provider
 * stops sending it (issue 20: an answer of 500 has it retried for three days).
 */
export async function receiveWebhook(db: Db, context: WebhookContext, request: { rawBody: Buffer; signature: string | undefined }): Promise<{ received: true }> {
  const payload = await context.billing.verifyEvent(request.rawBody, request.signature).catch((error: unknown) => {
    if (error instanceof InvalidSignature) throw new HttpError('WEBHOOK_SIGNATURE_INVALID');
    if (error instanceof MalformedPayload) throw new HttpError('WEBHOOK_EVENT_MALFORMED');
    throw error;
  });
  const event = providerEvent(payload);
  if (!event) throw new HttpError('WEBHOOK_EVENT_MALFORMED');
  const outcome = await handleEvent(db, context, event);
  logger.info('Webhook de paiement traité', { eventId: event.id, type: event.type, outcome });
  return { received: true };
}

async function handleEvent(db: Db, { billing, now }: WebhookContext, event: Stripe.Event): Promise<string> {
  const recorded = { id: event.id, type: event.type };
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.mode === 'payment' && isVisioCheckout(session)) return completeVisioPayment(db, session, recorded, now());
      if (session.mode === 'payment') return completeShopPurchase(db, session, recorded, now());
      if (session.mode === 'subscription' && session.subscription) {
        return syncSubscription(db, billing, { subscriptionId: idOf(session.subscription), event: recorded, now });
      }
      return 'ignored';
    }
    case 'checkout.session.expired': {
      const session = event.data.object;
      return isVisioCheckout(session) ? expireVisioHold(db, session, recorded, now()) : 'ignored';
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return syncSubscription(db, billing, { subscriptionId: event.data.object.id, event: recorded, now });
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const subscription = invoice.parent?.subscription_details?.subscription;
      const invoiceId = invoice.id;
      if (!subscription || !invoiceId) return 'ignored';
      const paid = event.type === 'invoice.paid';
      return syncSubscription(
        db,
        billing,
        {
          subscriptionId: idOf(subscription),
          event: recorded,
          extra: invoiceRow({ ...invoice, id: invoiceId }, paid, now()),
          alsoPublish: paid ? [] : [{ name: 'payment_failed', detail: { invoiceId: invoice.id, amount: invoice.amount_due } }],
          now,
        },
      );
    }
    case 'charge.refunded':
      return recordProviderRefund(db, event.data.object, recorded, now());
    default:
      return 'ignored';
  }
}

/**
 * An invoice's row in the payments list, created once and keyed by the invoice: a paid renewal, or each failed
 * attempt (the admin sees the failures and then the payment that settled it).
 */
function invoiceRow(invoice: Stripe.Invoice & { id: string }, paid: boolean, at: string): (member: SyncedMember) => RecordedItem[] {
  return ({ userId, email, plan, period }) => [
    {
      items: ({ payment }) => [
        payment
          .create({
            paymentId: paid ? invoice.id : `${invoice.id}_failed_${invoice.attempt_count}`,
            userId,
            memberEmail: email,
            kind: 'subscription',
            product: plan,
            billingPeriod: period,
            amount: paid ? invoice.amount_paid : invoice.amount_due,
            currency: invoice.currency,
            status: paid ? 'paid' : 'failed',
            reference: idOf(invoice.parent?.subscription_details?.subscription) ?? '',
            paidAt: at,
            month: parisMonth(at),
          })
          .commit(),
      ],
    },
  ];
}
