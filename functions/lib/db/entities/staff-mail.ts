/**
 * A staff member's choice of the team's e-mails (issue 21): each one on unless turned off. Keyed by the staff
 * member's id (the token's sub); no item means every e-mail is on (shared/domain/staff-mail.ts).
 */
export const staffMailPreferencesModel = {
  model: { entity: 'staffMailPreferences', version: '1', service: 'lameute' },
  attributes: {
    staffId: { type: 'string', required: true, readOnly: true },
    urgent: { type: 'boolean', required: true },
    dueSoon: { type: 'boolean', required: true },
    digest: { type: 'boolean', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byStaff: { pk: { field: 'pk', composite: ['staffId'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;

/**
 * That a team e-mail was decided or sent, created on the condition that it does not exist, so it happens once:
 * - 'due-soon' `<ticketId>#<dueBy>`: a ticket's warning for this due-by (written with its outbox event);
 * - 'digest' `<staffId>#<day>`: an educator's digest of a Paris day (written with its outbox event);
 * - 'sent' `<eventId>#<staffId>`: one recipient's mail of an event, so a retry after a partial failure mails only
 *   those not mailed yet.
 * Expires after a few days (the table's TTL): by then the fact it guards is long past.
 */
export const staffMailMarkModel = {
  model: { entity: 'staffMailMark', version: '1', service: 'lameute' },
  attributes: {
    kind: { type: ['due-soon', 'digest', 'sent'] as const, required: true, readOnly: true },
    key: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    expiresAt: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    byKey: { pk: { field: 'pk', composite: ['kind', 'key'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;
