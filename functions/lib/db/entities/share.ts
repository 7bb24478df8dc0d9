/**
 * A member's share link of a completed fiche (issue 10, verified share). The token is random and carries nothing;
 * the item knows whose link it is and which fiche. `sharerVisitorIds` are the ids of the member's own browsers
 * (sent when they asked for the link): a visit from one of them is the member, not a visitor, and never pays.
 * The same member and fiche reuse their link (byMemberFiche).
 */
export const shareModel = {
  model: { entity: 'share', version: '1', service: 'lameute' },
  attributes: {
    token: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    ficheId: { type: 'string', required: true, readOnly: true },
    sharerVisitorIds: { type: 'set', items: 'string' },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byToken: { pk: { field: 'pk', composite: ['token'] }, sk: { field: 'sk', composite: [] } },
    byMemberFiche: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['userId'] }, sk: { field: 'gsi1sk', composite: ['ficheId'] } },
  },
} as const;

/**
 * How many verified shares paid a member in a month (Europe/Paris), capped: the count rises in the same transaction
 * as the credit, on the condition that it is under the cap, so the cap holds under any race.
 */
export const shareQuotaModel = {
  model: { entity: 'shareQuota', version: '1', service: 'lameute' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    month: { type: 'string', required: true, readOnly: true },
    paid: { type: 'number', required: true, default: 0 },
  },
  indexes: {
    byMonth: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['month'] } },
  },
} as const;
