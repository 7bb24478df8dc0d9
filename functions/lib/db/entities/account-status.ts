/**
 * An account's standing (issue 21), beside the pool's own flag: an admin suspends an account (Cognito refuses its
 * sign-in and its refresh, functions/lib/auth/directory.ts) and the API refuses its tokens already issued, which
 * Cognito cannot take back (an access token stays valid until it expires). The API reads this item, by key, for
 * every signed-in call (functions/lib/auth/account-guard.ts). No item: an account never suspended.
 */
export const accountStatusModel = {
  model: { entity: 'accountStatus', version: '1', service: 'lameute' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    /** Present while the account is suspended. */
    suspendedAt: { type: 'string' },
    /** Tokens issued before this instant are refused (the sessions the last suspension ended). */
    sessionsRevokedAt: { type: 'string' },
    /**
     * The account was deleted by its member (issue 22): every signed-in call is refused from this instant (a token
     * outlives the Cognito user by up to an hour). Set once, by the transaction that writes `account_deleted`; the
     * item is kept as the erasure's tombstone (its id and dates only, nothing personal).
     */
    deletedAt: { type: 'string' },
    /**
     * The anonymous reference the kept invoices, tickets and visios carry instead of the member's id, kept here only
     * while the erasure runs (its retries use it); removed with `erasedAt`, so nothing links the two any more.
     */
    anonymousId: { type: 'string' },
    /** When the erasure finished (functions/account/erase-account.ts): a later delivery of its event does nothing. */
    erasedAt: { type: 'string' },
    /** The admin's request that last changed the standing: a retried request changes it once. */
    lastRequestId: { type: 'string' },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;
