import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { EVENT_SOURCE } from '../../shared/events/catalogue';
import { testStack } from './support/stack';

/**
 * The local EventBridge bus, called the way the functions publish (the real SDK, EVENTBRIDGE_ENDPOINT):
 * it takes the catalogue's events and refuses, entry by entry, what no CDK rule would route as published.
 */
describe('bus d’événements local', () => {
  const { urls, region } = testStack();
  const client = new EventBridgeClient({ endpoint: urls.aws, region, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  afterAll(() => client.destroy());

  const detail = { userId: 'u-1', userEmail: 'lou@example.com', userName: 'Lou', plan: 'gratuit', dogName: null };
  const entry = (overrides: Record<string, string> = {}) => ({
    Source: EVENT_SOURCE,
    DetailType: 'auth_login',
    Detail: JSON.stringify(detail),
    EventBusName: 'la-meute-local',
    ...overrides,
  });

  test('un événement du catalogue est accepté avec un identifiant', async () => {
    const result = await client.send(new PutEventsCommand({ Entries: [entry()] }));
    expect(result.FailedEntryCount).toBe(0);
    expect(result.Entries?.[0]?.EventId).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('chaque entrée invalide est refusée, les autres passent', async () => {
    const result = await client.send(
      new PutEventsCommand({
        Entries: [
          entry(),
          entry({ Detail: JSON.stringify({ ...detail, plan: 'platine' }) }),
          entry({ DetailType: 'inconnu' }),
          entry({ Source: 'autre.app' }),
          entry({ EventBusName: 'autre-bus' }),
        ],
      }),
    );
    expect(result.FailedEntryCount).toBe(4);
    expect(result.Entries?.map((one) => (one.EventId ? 'ok' : one.ErrorCode))).toEqual([
      'ok',
      'InvalidArgument',
      'InvalidArgument',
      'InvalidArgument',
      'NotFoundException',
    ]);
  });
});
