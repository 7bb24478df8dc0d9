import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import Stripe from 'stripe';
import { signUp } from '../dev/accounts';
import type { Stack } from '../dev/stack';
import { SANDBOX_SECRET_KEY, SANDBOX_WEBHOOK_SECRET } from '../dev/stripe-sandbox';
import { cognitoClient } from '../dev/user-pool';
import { median, ms, percentile, printTable, sampleInterleaved } from './stats';

const SAMPLES = 200;

/**
 * Issue 13 budget: the webhook's processing median ≤ 4× a raw DynamoDB Local TransactWriteItems of the same shape.
 * Each delivery is a new, signed checkout.session.completed of a shop purchase (a standard ticket): the route checks
 * the signature on the raw body, records the event id, creates the payment row and the ticket credit, and credits the
 * bonus points (balance ADD + ledger line), in one transaction, then reads the balance for the milestone and tells
 * the member live. The raw transaction writes the same five items with the same conditions.
 */
export async function benchWebhook(stack: Stack): Promise<void> {
  const pool = { client: cognitoClient(stack.urls.cognito), userPoolId: stack.userPoolId, userPoolClientId: stack.userPoolClientId };
  const userId = await signUp(pool, { email: `banc-paiement-${randomUUID()}@example.com`, password: 'Banc-Essai-2026!', firstName: 'Banc' });
  const signer = new Stripe(SANDBOX_SECRET_KEY);

  const deliver = async () => {
    const paymentIntent = `pi_banc_${randomUUID().replace(/-/g, '')}`;
    const payload = JSON.stringify({
      id: `evt_banc_${randomUUID().replace(/-/g, '')}`,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: 'checkout.session.completed',
      data: {
        object: {
          id: `cs_test_banc_${randomUUID().replace(/-/g, '')}`,
          object: 'checkout.session',
          mode: 'payment',
          status: 'complete',
          payment_status: 'paid',
          client_reference_id: userId,
          metadata: { userId, product: 'ticket_standard' },
          amount_total: 990,
          currency: 'eur',
          payment_intent: paymentIntent,
        },
      },
    });
    const response = await fetch(`${stack.urls.api}/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: SANDBOX_WEBHOOK_SECRET }) },
      body: payload,
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`Webhook : ${response.status}`);
  };

  const raw = DynamoDBDocumentClient.from(new DynamoDBClient({ region: stack.region, endpoint: stack.urls.dynamodb }));
  const TableName = stack.tableName;
  const pk = `banc-brut-${randomUUID()}`;
  await raw.send(new TransactWriteCommand({ TransactItems: [{ Put: { TableName, Item: { pk, sk: 'points', total: 0 } } }] }));
  const absent = 'attribute_not_exists(pk)';
  const rawDelivery = () => {
    const id = randomUUID();
    return raw.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName, Item: { pk: `event#${id}`, sk: 'event', type: 'checkout.session.completed' }, ConditionExpression: absent } },
          { Put: { TableName, Item: { pk: `payment#${id}`, sk: 'payment', amount: 990, status: 'paid' }, ConditionExpression: absent } },
          { Put: { TableName, Item: { pk, sk: `reward#${id}`, used: false }, ConditionExpression: absent } },
          {
            Update: {
              TableName,
              Key: { pk, sk: 'points' },
              UpdateExpression: 'ADD #t :bonus SET #u = :at',
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeNames: { '#t': 'total', '#u': 'updatedAt' },
              ExpressionAttributeValues: { ':bonus': 2, ':at': new Date().toISOString() },
            },
          },
          { Put: { TableName, Item: { pk, sk: `line#${id}`, points: 2 }, ConditionExpression: absent } },
        ],
      }),
    );
  };

  const { webhook, rawTransaction } = await sampleInterleaved(SAMPLES, { webhook: deliver, rawTransaction: rawDelivery }, 50);
  const base = median(rawTransaction);
  const row = (call: string, samples: number[]) => ({
    call,
    samples: samples.length,
    median: ms(median(samples)),
    p99: ms(percentile(samples, 99)),
    '× raw': (median(samples) / base).toFixed(2),
  });
  printTable('Stripe webhook — budget: processing median ≤ 4× a raw TransactWriteItems of the same shape', [
    row('POST /webhooks/stripe (checkout.session.completed, shop ticket)', webhook),
    row('raw DynamoDB Local TransactWriteItems (event, payment, credit, balance, line)', rawTransaction),
  ]);
}
