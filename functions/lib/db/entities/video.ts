import { PLAN_IDS } from '../../../../shared/domain/plans';
import { VIDEO_CONTAINERS, VIDEO_REFUSALS, VIDEO_STATUSES } from '../../../../shared/domain/videos';

/**
 * A member's video (issue 26): reserved with its quota unit or credit (status `attente_fichier`), its file uploaded
 * straight to S3 under `videos/<userId>/<videoId>`, then checked (`envoyee`) or refused (`refusee`, the file deleted
 * and the unit given back), or abandoned when no file came within a day (`abandonnee`, the unit given back by the
 * video-uploads job). The id is the request's key (the browser's UUID), so a retried request finds its video.
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
    /** As the lists and the staff's queues show them, written at the reservation: no read per row. */
    ficheTitle: { type: 'string', readOnly: true },
    ticketTitle: { type: 'string', readOnly: true },
    /** The dog filmed (chosen, else the ticket's, else the member's first); absent without a dog. */
    dogId: { type: 'string', readOnly: true },
    dogName: { type: 'string', readOnly: true },
    memberName: { type: 'string', required: true, readOnly: true },
    memberPlan: { type: PLAN_IDS, required: true, readOnly: true },
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
    /**
     * The staff's queue, set with the file's check (sparse before): 'a-commenter' while sent or in analysis,
     * 'commentee' once finished. Sorted by due-by in gsi2, so the late ones come first (the index only holds sent
     * videos: its keys need both attributes, absent from a reserved one).
     */
    queue: { type: ['a-commenter', 'commentee'] as const },
    /** The educator who opened it first (it went 'en_analyse'). */
    analystId: { type: 'string' },
    analystName: { type: 'string' },
    /** Comments visible to the member: 'Terminer' is conditioned on at least one. */
    commentCount: { type: 'number', required: true, default: 0 },
    commentedAt: { type: 'string' },
    /**
     * The last day its file is kept (YYYY-MM-DD), written by 'Terminer' from `commentedAt` (shared/domain/videos.ts
     * videoFileKeptUntil, the bucket's lifecycle rule's count): past it the file is gone, the item and its comments stay.
     */
    fileKeptUntil: { type: 'string' },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byMember: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['videoId'] } },
    /** The staff reach a video by its id alone (then read it by its member's key, consistently). */
    byId: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['videoId'] }, sk: { field: 'gsi1sk', composite: [] } },
    byQueue: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['queue'] }, sk: { field: 'gsi2sk', composite: ['dueBy'] } },
    /**
     * The reservations still awaiting their file (gsi3, sparse: the condition keeps only `attente_fichier`, and any
     * write of another status takes the video out), for the video-uploads job that gives back the unit of an upload
     * never finished (functions/jobs/video-uploads.ts). Only the uploads of the last day or so are in it, read whole:
     * its sort key holds no date, since ElectroDB would then ask every write of a status for the video's date too.
     */
    byAwaitedFile: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', composite: ['status'] },
      sk: { field: 'gsi3sk', composite: [] },
      condition: (composite: Record<string, unknown>) => composite.status === 'attente_fichier',
    },
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

/**
 * An educator's comment on a moment or a passage of a video, visible to the member once the video is commented. In
 * the video's partition, by date; the lists order them by moment.
 */
export const videoCommentModel = {
  model: { entity: 'videoComment', version: '1', service: 'lameute' },
  attributes: {
    videoId: { type: 'string', required: true, readOnly: true },
    commentId: { type: 'string', required: true, readOnly: true },
    atSeconds: { type: 'number', required: true, readOnly: true },
    untilSeconds: { type: 'number', readOnly: true },
    text: { type: 'string', required: true, readOnly: true },
    authorId: { type: 'string', required: true, readOnly: true },
    authorName: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byVideo: { pk: { field: 'pk', composite: ['videoId'] }, sk: { field: 'sk', composite: ['createdAt', 'commentId'] } },
  },
} as const;

/**
 * A private note of the team on a moment of a video. Its own entity, not a flag on comments (like a ticket's notes):
 * the member's reads query videoComment only, so no filter can forget to hide a note.
 */
export const videoNoteModel = {
  model: { entity: 'videoNote', version: '1', service: 'lameute' },
  attributes: videoCommentModel.attributes,
  indexes: videoCommentModel.indexes,
} as const;

/** A message of a video's reply thread, by the member or an educator, in order (createdAt, replyId) like a ticket's. */
export const videoReplyModel = {
  model: { entity: 'videoReply', version: '1', service: 'lameute' },
  attributes: {
    videoId: { type: 'string', required: true, readOnly: true },
    replyId: { type: 'string', required: true, readOnly: true },
    authorRole: { type: ['member', 'staff'] as const, required: true, readOnly: true },
    authorId: { type: 'string', required: true, readOnly: true },
    authorName: { type: 'string', required: true, readOnly: true },
    body: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byVideo: { pk: { field: 'pk', composite: ['videoId'] }, sk: { field: 'sk', composite: ['createdAt', 'replyId'] } },
  },
} as const;
