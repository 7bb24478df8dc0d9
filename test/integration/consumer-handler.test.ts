import { randomUUID } from 'node:crypto';
import type { Context, EventBridgeEvent, SQSBatchResponse } from 'aws-lambda';
import { consumerHandler, type ConsumedEvent } from '../../functions/lib/events/consumer-handler';
import { EVENT_SOURCE } from '../../shared/events/catalogue';
import { testDb } from './support/members';

/** DESIGN §8: a consumer gets its events' details parsed by the catalogue's schema, and each event id once. */
const detail = { userId: 'u-1', userEmail: 'lou@example.com', userName: 'Lou', plan: 'premium', dogName: 'Filou' };
const eventBridge = (overrides: Partial<EventBridgeEvent<string, unknown>> = {}): EventBridgeEvent<string, unknown> => ({
  version: '0',
  id: randomUUID(),
  'detail-type': 'profile_created',
  source: EVENT_SOURCE,
  account: '000000000000',
  time: '2026-03-01T09:00:00Z',
  region: 'eu-west-3',
  resources: [],
  detail,
  ...overrides,
});
const context = (): Context =>
  ({ functionName: 'la-meute-test-consumer', awsRequestId: randomUUID(), getRemainingTimeInMillis: () => 30_000 }) as Context;
/** The event as the consumer's SQS queue hands it over; resolves to the message's failure, if any (it then returns to the queue). */
async function invoke(handler: ReturnType<typeof consumerHandler>, event: EventBridgeEvent<string, unknown>): Promise<'processed' | 'returned to the queue'> {
  const messageId = randomUUID();
  const record = { messageId, receiptHandle: messageId, body: JSON.stringify(event), attributes: { ApproximateReceiveCount: '1' }, messageAttributes: {}, md5OfBody: '', eventSource: 'aws:sqs', eventSourceARN: 'arn:aws:sqs:eu-west-3:000000000000:test', awsRegion: 'eu-west-3' };
  const answer: SQSBatchResponse = await handler({ Records: [record] } as never, context());
  return answer.batchItemFailures.some((failure) => failure.itemIdentifier === messageId) ? 'returned to the queue' : 'processed';
}

function recordingConsumer(run: (event: ConsumedEvent<'automation-webhook'>) => Promise<void> = async () => undefined, seen: ConsumedEvent<'automation-webhook'>[] = []) {
  testDb(); // the test stack's environment: the idempotency records live in its table
  const handler = consumerHandler('automation-webhook', async (event) => {
    seen.push(event);
    await run(event);
  });
  return { handler, seen };
}

describe('consumerHandler', () => {
  it('hands the consumer the event with its detail parsed by the catalogue', async () => {
    const { handler, seen } = recordingConsumer();
    const event = eventBridge();
    await invoke(handler, event);
    expect(seen).toEqual([{ name: 'profile_created', id: event.id, time: event.time, detail }]);
  });

  it('processes a redelivered event once, and each distinct event id once', async () => {
    const { handler, seen } = recordingConsumer();
    const first = eventBridge();
    const second = eventBridge();
    await invoke(handler, first);
    await invoke(handler, first);
    await invoke(handler, second);
    await invoke(handler, second);
    expect(seen.map((event) => event.id)).toEqual([first.id, second.id]);
  });

  it('runs an event delivered to several Lambda instances at once only once (a duplicate in progress fails, to be retried)', async () => {
    const seen: ConsumedEvent<'automation-webhook'>[] = [];
    let finish = () => {};
    const slow = new Promise<void>((resolve) => (finish = resolve));
    const instances = Array.from({ length: 3 }, () => recordingConsumer(() => slow, seen));
    const event = eventBridge();
    const first = invoke(instances[0]!.handler, event);
    await new Promise((resolve) => setTimeout(resolve, 200)); // the first instance holds the event
    // The duplicates fail (the event is in progress elsewhere) and return to the queue, to be retried later.
    const duplicates = await Promise.all(instances.slice(1).map(({ handler }) => invoke(handler, event)));
    expect(duplicates).toEqual(['returned to the queue', 'returned to the queue']);
    finish();
    await first;
    await Promise.all(instances.map(({ handler }) => invoke(handler, event)));
    expect(seen.map(({ id }) => id)).toEqual([event.id]);
  });

  it('runs an event again after a failed attempt (the queue brings it back), then never more', async () => {
    let attempts = 0;
    const { handler, seen } = recordingConsumer(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('webhook injoignable');
    });
    const event = eventBridge();
    expect(await invoke(handler, event)).toBe('returned to the queue');
    expect(await invoke(handler, event)).toBe('processed');
    await invoke(handler, event);
    expect(seen).toHaveLength(2);
  });

  it('refuses a detail the catalogue refuses (the message returns to the queue, in the end to the dead-letter queue) without running the consumer', async () => {
    const { handler, seen } = recordingConsumer();
    expect(await invoke(handler, eventBridge({ detail: { ...detail, plan: 'platine' } }))).toBe('returned to the queue');
    expect(seen).toEqual([]);
  });

  it('skips an event outside the catalogue or not routed to this consumer', async () => {
    const { handler, seen } = recordingConsumer();
    expect(await invoke(handler, eventBridge({ 'detail-type': 'inconnu' }))).toBe('processed');
    expect(seen).toEqual([]);
  });
});
