import { randomUUID } from 'node:crypto';
import type { Context, EventBridgeEvent } from 'aws-lambda';
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
const invoke = (handler: ReturnType<typeof consumerHandler>, event: EventBridgeEvent<string, unknown>) => handler(event, context());

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
    const duplicates = await Promise.allSettled(instances.slice(1).map(({ handler }) => invoke(handler, event)));
    expect(duplicates.map((d) => (d.status === 'rejected' ? (d.reason as Error).name : 'fulfilled'))).toEqual([
      'IdempotencyAlreadyInProgressError',
      'IdempotencyAlreadyInProgressError',
    ]);
    finish();
    await first;
    await Promise.all(instances.map(({ handler }) => invoke(handler, event)));
    expect(seen.map(({ id }) => id)).toEqual([event.id]);
  });

  it('runs an event again after a failed attempt (EventBridge retries it), then never more', async () => {
    let attempts = 0;
    const { handler, seen } = recordingConsumer(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('webhook injoignable');
    });
    const event = eventBridge();
    await expect(invoke(handler, event)).rejects.toThrow('webhook injoignable');
    await invoke(handler, event);
    await invoke(handler, event);
    expect(seen).toHaveLength(2);
  });

  it('refuses a detail the catalogue refuses (the event goes to the dead-letter queue) without running the consumer', async () => {
    const { handler, seen } = recordingConsumer();
    await expect(invoke(handler, eventBridge({ detail: { ...detail, plan: 'platine' } }))).rejects.toThrow('Détail de profile_created refusé par le catalogue : plan');
    expect(seen).toEqual([]);
  });

  it('skips an event outside the catalogue or not routed to this consumer', async () => {
    const { handler, seen } = recordingConsumer();
    await expect(invoke(handler, eventBridge({ 'detail-type': 'inconnu' }))).resolves.toMatchObject({ consumed: false });
    expect(seen).toEqual([]);
  });
});
