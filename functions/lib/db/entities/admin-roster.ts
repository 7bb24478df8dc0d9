/**
 * The admins the table counts (issue 20): one seat per counted admin, all under one key (admins are few), and their
 * number, which removing the admin role may only bring down to one — the condition that keeps at least one admin,
 * checked in the transaction of the change (functions/admin/admin-roster.ts says how the seats follow Cognito's
 * `admin` group, never counting more admins than the group holds).
 */
export const adminSeatModel = {
  model: { entity: 'adminSeat', version: '1', service: 'lameute' },
  attributes: {
    roster: { type: ['admin'], required: true, readOnly: true, default: 'admin' },
    userId: { type: 'string', required: true, readOnly: true },
    countedAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byRoster: { pk: { field: 'pk', composite: ['roster'] }, sk: { field: 'sk', composite: ['userId'] } },
  },
} as const;

export const adminCountModel = {
  model: { entity: 'adminCount', version: '1', service: 'lameute' },
  attributes: {
    roster: { type: ['admin'], required: true, readOnly: true, default: 'admin' },
    count: { type: 'number', required: true },
  },
  indexes: {
    byRoster: { pk: { field: 'pk', composite: ['roster'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;
