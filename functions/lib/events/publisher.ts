import { EventBridgeClient, PutEventsCommand, type PutEventsRequestEntry } from '@aws-sdk/client-eventbridge';
import { EVENT_SOURCE, events, type EventName } from '../../../shared/events/catalogue';
import { config } from '../config';

let client: EventBridgeClient | undefined;

function eventBridge(): EventBridgeClient {
  if (!client) {
    const { AWS_REGION, EVENTBRIDGE_ENDPOINT } = config();
    client = new EventBridgeClient({ region: AWS_REGION, ...(EVENTBRIDGE_ENDPOINT ? { endpoint: EVENTBRIDGE_ENDPOINT } : {}) });
  }
  return client;
}

/** An event of the outbox, as the relay publishes it: its own id, its name and its checked detail (JSON). */
export interface OutboxRecord {
  eventId: string;
  name: EventName;
  detail: string;
}

/** PutEvents takes ten entries at most. */
const PUT_EVENTS_MAX = 10;

/**
 * Publishes outbox events on the bus (only the outbox relay calls this: functions/events/outbox-relay.ts). The
 * outbox's event id rides in the detail (`eventId`): a record published twice (the relay retried) is the same event
 * to every consumer, which runs it once. Answers the ids the bus refused.
 */
export async function publishOutboxEvents(records: readonly OutboxRecord[]): Promise<string[]> {
  const refused: string[] = [];
  for (let start = 0; start < records.length; start += PUT_EVENTS_MAX) {
    const chunk = records.slice(start, start + PUT_EVENTS_MAX);
    const entries: PutEventsRequestEntry[] = chunk.map(({ eventId, name, detail }) => ({
      Source: EVENT_SOURCE,
      DetailType: events[name].detailType,
      Detail: JSON.stringify({ ...(JSON.parse(detail) as object), eventId }),
      EventBusName: config().EVENT_BUS_NAME,
    }));
    const result = await eventBridge().send(new PutEventsCommand({ Entries: entries }));
    result.Entries?.forEach((entry, index) => {
      if (entry.ErrorCode) refused.push(chunk[index]!.eventId);
    });
  }
  return refused;
}
