import type Stripe from 'stripe';
import type { PriceKey } from '../../../shared/domain/billing';

/**
 * The payments port (DESIGN §8): the few calls the product makes to its payment provider. The use cases take it as
 * a dependency; `stripeBilling()` implements it with the Stripe SDK, pointed at api.stripe.com in AWS or at the local
 * Stripe sandbox (scripts/dev/stripe-sandbox.ts), so the tests run the same code as production.
 */
export interface Billing {
  /** Which provider answers: the local sandbox, or Stripe with a test or a live key. */
  mode: 'sandbox' | 'test' | 'live';
  /** The provider's price id of each thing sold (configuration, never a client's copy). */
  priceId(key: PriceKey): string;
  /** The price key of a provider's price id; undefined for a price the product does not sell. */
  priceKey(priceId: string): PriceKey | undefined;
  /** Creates the member's customer; `idempotencyKey` makes a repeated creation answer the same customer. */
  createCustomer(input: { userId: string; email: string; name: string }, idempotencyKey: string): Promise<string>;
  /**
   * Gives the customer the member's new e-mail address (issue 22), where the provider sends receipts and invoices;
   * 'missing' for a customer deleted or unknown. Setting the same address again changes nothing.
   */
  updateCustomerEmail(customerId: string, email: string): Promise<'updated' | 'missing'>;
  /** A checkout session: its id, and its address, where the member pays (`idempotencyKey`: a retry opens the same one). */
  createCheckout(params: Stripe.Checkout.SessionCreateParams, idempotencyKey?: string): Promise<{ id: string; url: string | null }>;
  /**
   * Closes an open checkout session so it can no longer be paid, and answers how it stands after: 'expired', or
   * 'complete' when the member paid first ('open' only when the provider could not be reached).
   */
  expireCheckout(sessionId: string): Promise<Stripe.Checkout.Session.Status>;
  /** A customer portal session's address, where the member manages their subscription. */
  createPortal(customerId: string, returnUrl: string): Promise<string>;
  /** The subscription as the provider holds it now; null when the provider has none of that id. */
  subscription(subscriptionId: string): Promise<Stripe.Subscription | null>;
  /**
   * Ends a subscription at once (an account deleted, issue 22): no renewal, no proration, no refund. Answers 'canceled'
   * when the provider has ended it (now or before), 'missing' when it has no subscription of that id: calling it again
   * changes nothing.
   */
  cancelSubscription(subscriptionId: string): Promise<'canceled' | 'missing'>;
  /** A customer's metadata (the member's id, when an event carries no other link to them); undefined for a customer deleted or unknown. */
  customerUserId(customerId: string): Promise<string | undefined>;
  /**
   * Refunds a payment in full and answers the provider's refund id; `idempotencyKey` makes a repeated refund refund
   * once (the same refund answered). Null when the payment had already been refunded in full (from the dashboard).
   */
  refund(paymentIntentId: string, idempotencyKey: string): Promise<string | null>;
  /**
   * The JSON a webhook request carries, once its signature over the raw body is verified: InvalidSignature otherwise,
   * MalformedPayload for a signed body that is not JSON. Its shape is the caller's to check (`providerEvent`).
   */
  verifyEvent(rawBody: Buffer, signature: string | undefined): Promise<unknown>;
}

/** Thrown when a webhook's signature is missing, wrong or too old. */
export class InvalidSignature extends Error {
  override readonly name = 'InvalidSignature';
}

/** Thrown when a validly signed webhook body is not JSON. */
export class MalformedPayload extends Error {
  override readonly name = 'MalformedPayload';
}
