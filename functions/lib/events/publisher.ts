import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { EVENT_SOURCE, events, type EventDetail, type EventName } from '../../../shared/events/catalogue';
import { config } from '../config';

let client: EventBridgeClient | undefined;

function eventBridge(): EventBridgeClient {
  if (!client) {
    const { AWS_REGION, EVENTBRIDGE_ENDPOINT } = config();
    client = new EventBridgeClient({ region: AWS_REGION, ...(EVENTBRIDGE_ENDPOINT ? { endpoint: EVENTBRIDGE_ENDPOINT } : {}) });
  }
  return client;
}

/** Publishes one event of the catalogue on the bus, after checking its detail against the catalogue's schema. */
export async function publish<N extends EventName>(name: N, detail: EventDetail<N>): Promise<void> {
  const definition = events[name];
  const checked = definition.detail.parse(detail);
  const result = await eventBridge().send(
    new PutEventsCommand({
      Entries: [{ Source: EVENT_SOURCE, DetailType: definition.detailType, Detail: JSON.stringify(checked), EventBusName: config().EVENT_BUS_NAME }],
    }),
  );
  if (result.FailedEntryCount) throw new Error(`Publication de ${name} refusée : ${result.Entries?.[0]?.ErrorMessage ?? 'raison inconnue'}`);
}
