/**
 * The resends of a sign-up code to one address (issue 22, 'Renvoyer le code'): the instants of the last hour's
 * resends. A resend replaces the item on the condition that its `version` is the one read, so two simultaneous
 * requests cannot both pass the limit (shared/domain/sign-up-codes.ts). Keyed by the lower-cased address, whether or
 * not it has an account (the route does not tell); the table's TTL removes it an hour after the last resend.
 */
export const signUpCodeResendsModel = {
  model: { entity: 'signUpCodeResends', version: '1', service: 'lameute' },
  attributes: {
    email: { type: 'string', required: true, readOnly: true },
    sends: { type: 'list', items: { type: 'string' }, required: true },
    version: { type: 'number', required: true },
    /** TTL (seconds): an hour after the last resend, when the limit no longer depends on it. */
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byEmail: { pk: { field: 'pk', composite: ['email'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;
