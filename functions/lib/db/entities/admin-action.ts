import { ADMIN_ACTION_KINDS } from '../../../../shared/contract/admin-member-schemas';

/**
 * What an admin did to a member (issue 14): points given or taken, a credit given, a role given or taken — who, why
 * and when. Keyed by the admin's request, so a retried action is logged once; the points and credit actions are
 * written in the transaction that makes them, a role change right after Cognito accepted it.
 */
export const adminActionModel = {
  model: { entity: 'adminAction', version: '1', service: 'lameute' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    actionId: { type: 'string', required: true, readOnly: true },
    kind: { type: ADMIN_ACTION_KINDS, required: true, readOnly: true },
    summary: { type: 'string', required: true, readOnly: true },
    reason: { type: 'string', required: true, readOnly: true },
    actorId: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byMember: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['actionId'] } },
  },
} as const;
