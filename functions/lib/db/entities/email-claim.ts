/**
 * An e-mail address taken by a member's change of address (issue 22), keyed by the address: a change claims its new
 * address with one conditional write, so two members asking for the same address at the same time cannot both have
 * it. 'pending' while the code sent to the address waits (expiring with it: a forgotten change frees the address), then
 * 'confirmed' once it is the member's address (no expiry). The addresses given at sign-up have no claim: Cognito,
 * where the address is the username attribute, refuses one another account has; the claim serialises the changes.
 */
export const emailClaimModel = {
  model: { entity: 'emailClaim', version: '1', service: 'lameute' },
  attributes: {
    email: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true },
    state: { type: ['pending', 'confirmed'] as const, required: true },
    /** A pending claim's end (epoch seconds, the table's TTL attribute); absent once confirmed. */
    expiresAt: { type: 'number' },
    claimedAt: { type: 'string', required: true },
  },
  indexes: {
    byEmail: { pk: { field: 'pk', composite: ['email'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;
