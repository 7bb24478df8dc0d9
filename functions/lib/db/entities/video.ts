import { VIDEO_CONTAINERS, VIDEO_REFUSALS, VIDEO_STATUSES } from '../../../../shared/domain/videos';

/**
 * A member's video (issue 26): reserved with its quota unit or credit (status `attente_fichier`), its file uploaded
 * straight to S3 under `videos/<userId>/<videoId>`, then checked (`envoyee`) or refused (`refusee`, the file deleted
 * and the unit given back). The id is the request's key (the browser's UUID), so a retried request finds its video.
 * Keyed by member: a member only ever reaches their own.
 */
export const videoModel = {
  model: { entity: 'video', version: '1', service: 'lameute' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    videoId: { type: 'string', required: true, readOnly: true },
    status: { type: VIDEO_STATUSES, required: true },
    /** What it is about: a fiche or a ticket of the member. */
    ficheId: { type: 'string', readOnly: true },
    ticketId: { type: 'string', readOnly: true },
    objectKey: { type: 'string', required: true, readOnly: true },
    /** What the member declared of the file, and what the check found. */
    declaredBytes: { type: 'number', required: true, readOnly: true },
    declaredType: { type: 'string', required: true, readOnly: true },
    declaredSeconds: { type: 'number', required: true, readOnly: true },
    sizeBytes: { type: 'number' },
    container: { type: VIDEO_CONTAINERS },
    durationSeconds: { type: 'number' },
    /** How it was paid: `quota:<YYYY-MM>` (the month whose unit it took) or `reward:<rewardId>`. */
    paidWith: { type: 'string', required: true, readOnly: true },
    refusal: { type: VIDEO_REFUSALS },
    createdAt: { type: 'string', required: true, readOnly: true },
    sentAt: { type: 'string' },
    dueBy: { type: 'string' },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byMember: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['videoId'] } },
  },
} as const;

/**
 * How many videos the month's quota paid for a member (a Paris month): +1 in the transaction that reserves a video, on
 * the condition that it is under the plan's number; −1 when a refused or abandoned upload gives its unit back.
 */
export const videoQuotaModel = {
  model: { entity: 'videoQuota', version: '1', service: 'lameute' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    month: { type: 'string', required: true, readOnly: true },
    used: { type: 'number', required: true, default: 0 },
  },
  indexes: {
    byMonth: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['month'] } },
  },
} as const;
