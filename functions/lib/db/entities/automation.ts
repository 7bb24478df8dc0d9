import { AUTOMATION_EVENTS } from '../../../../shared/domain/automations';

/**
 * An automation's settings (issue 15, SPEC §2 Admin Automations): the Make webhook URL of one event and whether it
 * is on. All of them live in one partition: the admin page reads them in one Query, a delivery reads its own by key.
 */
export const automationModel = {
  model: { entity: 'automation', version: '1', service: 'lameute' },
  attributes: {
    event: { type: AUTOMATION_EVENTS, required: true, readOnly: true },
    url: { type: 'string' },
    enabled: { type: 'boolean', required: true, default: false },
    updatedBy: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byEvent: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['event'] } },
  },
} as const;

/**
 * One delivery of an event to an automation's webhook, kept 30 days (the table's TTL): the answer's status (0 when
 * nothing answered), how long it took, and whether it was the admin's 'Tester'. The admin page shows the latest.
 */
export const automationDeliveryModel = {
  model: { entity: 'automationDelivery', version: '1', service: 'lameute' },
  attributes: {
    event: { type: AUTOMATION_EVENTS, required: true, readOnly: true },
    deliveryId: { type: 'string', required: true, readOnly: true },
    eventId: { type: 'string', required: true, readOnly: true },
    test: { type: 'boolean', required: true, readOnly: true },
    status: { type: 'number', required: true, readOnly: true },
    ok: { type: 'boolean', required: true, readOnly: true },
    /** Why nothing answered (timeout, refused address), in French; never the payload. */
    error: { type: 'string', readOnly: true },
    durationMs: { type: 'number', required: true, readOnly: true },
    at: { type: 'string', required: true, readOnly: true },
    expiresAt: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    byEvent: { pk: { field: 'pk', composite: ['event'] }, sk: { field: 'sk', composite: ['at', 'deliveryId'] } },
  },
} as const;
