import type Stripe from 'stripe';
import { refundPayment } from '../../functions/consumers/refunds';
import { stripeBilling } from '../../functions/lib/billing/stripe-billing';
import type { ConsumedEvent } from '../../functions/lib/events/consumer-handler';
import { api } from './support/api';
import { tokenFor, type TestAccount } from './support/accounts';
import { waitFor } from './support/local-aws';
import { memberOnPlan, testDb } from './support/members';
import { payCheckout, refuseNextRefunds, sandboxEvents } from './support/stripe';

jest.setTimeout(120_000);

/**
 * Issue 20: a refund is an outbox event (`payment_refund_due`) written with the change that decides it, and the refunds
 * consumer asks Stripe, retried by its queue until Stripe answers, with the event's id as Stripe's idempotency key.
 */

/** A shop purchase paid at the sandbox's checkout: its payment's id. */
async function boughtTicket(member: TestAccount): Promise<string> {
  const answer = await api('POST', '/billing/shop-checkout', { token: member.accessToken, body: { product: 'ticket_standard' } });
  expect(answer.status).toBe(200);
  expect((await payCheckout((answer.json as { url: string }).url)).status).toBe(303);
  const [payment] = (await testDb().entities.payment.query.byMember({ userId: member.userId }).go()).data;
  return payment!.paymentId;
}

const refundsAt = async (paymentId: string) =>
  (await sandboxEvents()).filter((event) => event.type === 'charge.refunded' && (event.data.object as Stripe.Charge).payment_intent === paymentId);
const paymentRow = async (paymentId: string) => (await testDb().entities.payment.get({ paymentId }).go({ consistent: true })).data;

it('a refund whose first Stripe call fails is retried by the queue and refunds once, recorded once', async () => {
  const [admin, member] = await Promise.all([tokenFor('admin'), memberOnPlan('gratuit')]);
  const paymentId = await boughtTicket(member);
  await refuseNextRefunds(1);

  const answer = await api('POST', `/admin/payments/${paymentId}/refund`, { token: admin });
  // The admin's answer follows the commit, not Stripe: the payment is refunded for the product at once.
  expect(answer.status).toBe(200);
  expect(answer.json).toMatchObject({ id: paymentId, status: 'refunded' });
  await waitFor(async () => Boolean((await paymentRow(paymentId))?.refundId));

  expect(await refundsAt(paymentId)).toHaveLength(1);
  expect(await paymentRow(paymentId)).toMatchObject({ status: 'refunded', creditWithdrawn: true, refundId: expect.stringMatching(/^re_/) });
  // Stripe's own charge.refunded, which followed, found the payment refunded and changed nothing.
  expect((await paymentRow(paymentId))?.refundedBy).not.toBe('stripe');
});

it('the same event run again (the consumer stopped after Stripe answered) refunds once: its id is the idempotency key', async () => {
  const [admin, member] = await Promise.all([tokenFor('admin'), memberOnPlan('gratuit')]);
  const paymentId = await boughtTicket(member);
  expect((await api('POST', `/admin/payments/${paymentId}/refund`, { token: admin })).status).toBe(200);
  await waitFor(async () => Boolean((await paymentRow(paymentId))?.refundId));
  const { refundId } = (await paymentRow(paymentId))!;

  // The refund also tells the member (member_notified names the payment too): pick the refund's own event.
  const written = (await testDb().entities.outboxEvent.scan
    .where(({ detail, name }, { contains, eq }) => `${contains(detail, paymentId)} AND ${eq(name, 'payment_refund_due')}`)
    .go({ pages: 'all' })).data;
  expect(written).toHaveLength(1);
  const event = { name: 'payment_refund_due', id: written[0]!.eventId, time: written[0]!.createdAt, detail: { userId: member.userId, paymentId } } as ConsumedEvent<'refunds'>;
  expect(await refundPayment(testDb(), await stripeBilling(), event)).toBe('refunded');

  expect(await refundsAt(paymentId)).toHaveLength(1);
  expect((await paymentRow(paymentId))?.refundId).toBe(refundId);
});
