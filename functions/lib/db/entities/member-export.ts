import { MEMBER_EXPORT_STATES } from '../../../../shared/domain/member-export';

/**
 * A member's export of their data (issue 22, 'Télécharger mes données'): one item per member, the latest export.
 * A request creates or replaces it on the condition that no export is being prepared (one conditional write, so
 * simultaneous requests start one export); the export consumer (functions/consumers/member-export.ts) writes the
 * files to the private bucket, then marks it ready until `availableUntil` (7 days, the bucket's lifecycle rule
 * deletes the files then). It is kept past that date so the member reads 'expirée', not nothing.
 * Not `expiresAt`: that name is the table's TTL attribute (a number of seconds).
 */
export const memberExportModel = {
  model: { entity: 'memberExport', version: '1', service: 'lameute' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    /** The request's id: names the files and the outbox event, so a replayed event rebuilds the same export. */
    exportId: { type: 'string', required: true },
    state: { type: MEMBER_EXPORT_STATES, required: true },
    requestedAt: { type: 'string', required: true },
    readyAt: { type: 'string' },
    /** Until when the files may be downloaded (ISO): 7 days after they were written. */
    availableUntil: { type: 'string' },
    /** The objects' keys in the exports bucket (JSON and readable summary). */
    dataKey: { type: 'string' },
    summaryKey: { type: 'string' },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;
