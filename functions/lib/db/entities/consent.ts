import { CONSENT_KINDS } from '../../../../shared/domain/consents';

/**
 * A member's consent of one kind (issue 22, shared/domain/consents.ts): given or withdrawn, and when. In the member's
 * partition (collection `member`), one item per kind, written whole (`put`) over the state read, so the date is the
 * date of the last real change. No item: never given (the sign-up writes the newsletter's answer). The members who
 * gave a kind are listed by `byGranted` (gsi2), a sparse index that holds the item only while granted: the weekly
 * new-fiches job reads it instead of every member.
 */
export const consentModel = {
  model: { entity: 'consent', version: '1', service: 'lameute' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    kind: { type: CONSENT_KINDS, required: true, readOnly: true },
    granted: { type: 'boolean', required: true },
    /** When it was given (granted) or withdrawn (not granted). */
    changedAt: { type: 'string', required: true },
    /** Where the last change came from: the sign-up form, 'Mon compte', the e-mail's one-click link, the dog profile's box. */
    source: { type: ['sign-up', 'account', 'unsubscribe-link', 'dog-profile'] as const, required: true },
  },
  indexes: {
    byUser: { collection: 'member', pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['kind'] } },
    byGranted: {
      index: 'gsi2',
      condition: (item: Record<string, unknown>) => item.granted === true,
      pk: { field: 'gsi2pk', composite: ['kind'] },
      sk: { field: 'gsi2sk', composite: ['userId'] },
    },
  },
} as const;

/**
 * That a member's weekly new-fiches e-mail of a week (its Paris Monday) was decided, created only if absent in the
 * transaction that writes its event: a second run of the week, or a retried one, e-mails nobody twice. Expires after
 * a few weeks (the table's TTL).
 */
export const newFichesMarkModel = {
  model: { entity: 'newFichesMark', version: '1', service: 'lameute' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    week: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    expiresAt: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    byWeek: { pk: { field: 'pk', composite: ['userId', 'week'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;
