import { events, type EventName } from '../../../../shared/events/catalogue';

const EVENT_NAMES = Object.keys(events) as [EventName, ...EventName[]];

/**
 * The transactional outbox (issue 15): an event to publish, written in the same transaction as the change it tells
 * of, so it exists if and only if that change committed. The table's stream hands each new one to the outbox relay
 * (functions/events/outbox-relay.ts), which publishes it on the bus; its id is the event's id for every consumer
 * (processed once each). Expires after a day (the stream keeps records 24 hours).
 */
export const outboxEventModel = {
  model: { entity: 'outboxEvent', version: '1', service: 'lameute' },
  attributes: {
    eventId: { type: 'string', required: true, readOnly: true },
    name: { type: EVENT_NAMES, required: true, readOnly: true },
    /** The detail, as JSON checked against the catalogue's schema when written. */
    detail: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    expiresAt: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['eventId'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;
