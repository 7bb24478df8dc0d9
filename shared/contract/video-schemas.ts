import * as z from 'zod';
import { PLAN_IDS } from '../domain/plans';
import { STAFF_VIDEO_QUEUES, VIDEO_COMMENT_MAX, VIDEO_CONTENT_TYPE_LIST, VIDEO_MAX_BYTES, VIDEO_MAX_SECONDS, VIDEO_STATUSES } from '../domain/videos';
import { text } from '../schemas/fields';
import { dogIdSchema } from './dog-profile-schemas';
import { memberContextSchema, messageBodySchema } from './ticket-schemas';

/** Shapes of the videos domain (issue 26). */

/**
 * 'Envoyer une vidéo': what the browser knows of the file before sending it (its size and type from the File, its
 * duration from a <video> element's metadata) and what it is about, a fiche or one of the member's tickets. The
 * limits are checked by the use case with the domain's refusals (a French reason each), the shapes here.
 */
export const videoUploadBodySchema = z
  .strictObject({
    requestId: z.uuid({ error: 'Identifiant de demande invalide' }),
    ficheId: text().min(1, { error: 'Identifiant de fiche manquant' }).max(100, { error: 'Identifiant de fiche invalide' }).optional(),
    ticketId: z.uuid({ error: 'Ticket introuvable' }).optional(),
    /** The dog filmed; absent: the ticket's dog, else the member's first dog. */
    dogId: dogIdSchema.optional(),
    sizeBytes: z.number({ error: 'Taille du fichier invalide' }).int({ error: 'Taille du fichier invalide' }).min(0, { error: 'Taille du fichier invalide' }),
    contentType: text({ error: 'Type de fichier invalide' }).max(100, { error: 'Type de fichier invalide' }),
    durationSeconds: z.number({ error: 'Durée invalide' }).min(0, { error: 'Durée invalide' }).max(24 * 3600, { error: 'Durée invalide' }),
  })
  .refine(({ ficheId, ticketId }) => (ficheId === undefined) !== (ticketId === undefined), { error: 'Choisis la fiche ou le ticket dont parle ta vidéo', path: ['ficheId'] });

export const videoIdParamsSchema = z.strictObject({ id: z.uuid({ error: 'Vidéo introuvable' }) });

/**
 * A video as lists show it. `status` is one of shared/domain/videos.ts VIDEO_STATUSES (labels: VIDEO_STATUS_LABELS):
 * the member's list shows 'envoyee', 'en_analyse', 'commentee' (and a 'refusee' one with its reason, an
 * 'attente_fichier' one while its upload runs, an 'abandonnee' one whose file never came); the staff's only the sent ones.
 */
export const videoSummarySchema = z.object({
  id: z.string(),
  status: z.enum(VIDEO_STATUSES),
  ficheId: z.string().nullable(),
  ticketId: z.string().nullable(),
  /** What it is about: the fiche (its title) or the member's ticket (its title); one of the two. */
  fiche: z.object({ id: z.string(), title: z.string() }).nullable(),
  ticket: z.object({ id: z.string(), title: z.string() }).nullable(),
  /** The dog filmed; null when the member has no dog. */
  dog: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  /** When the checked file was received (the due-by counts from it). */
  sentAt: z.string().nullable(),
  /** When the team must have commented it: one working day after `sentAt`. */
  dueBy: z.string().nullable(),
  /** When the educator finished ('Terminer'). */
  commentedAt: z.string().nullable(),
  /**
   * A commented video's last day in storage (YYYY-MM-DD): the bucket's lifecycle rule deletes its file
   * VIDEO_RETENTION_DAYS after the feedback. Null before 'Terminer' (a video awaiting its feedback is kept).
   */
  fileKeptUntil: z.string().nullable(),
  /** Past that day: the file is gone (no playback is signed for it); its comments and thread stay. */
  fileDeleted: z.boolean(),
  /** Read from the file by the check after upload. */
  durationSeconds: z.number().nullable(),
  /** Why the file was refused, in French (a refused video only). */
  refusal: z.string().nullable(),
});
export type VideoSummary = z.infer<typeof videoSummarySchema>;

/**
 * The presigned POST the browser sends its file with, straight to S3: `url` and the form `fields` to send first, the
 * file last (field `file`). Its policy caps the size and the type; the key is the server's.
 */
export const videoUploadSchema = z.object({
  video: videoSummarySchema,
  upload: z.object({ url: z.string(), fields: z.record(z.string(), z.string()), expiresAt: z.string() }),
  limits: z.object({ maxBytes: z.literal(VIDEO_MAX_BYTES), maxSeconds: z.literal(VIDEO_MAX_SECONDS), contentTypes: z.array(z.enum(VIDEO_CONTENT_TYPE_LIST)) }),
});
export type VideoUpload = z.infer<typeof videoUploadSchema>;


/** What the member may send right now, from the server's reading of their plan, month and credits. */
export const videoRightsSchema = z.object({
  plan: z.enum(PLAN_IDS),
  /** Videos the plan includes each month, and those left this Paris month. */
  perMonth: z.number().int(),
  remainingThisMonth: z.number().int(),
  /** Unused 'Retour vidéo' credits (shop or points). */
  credits: z.number().int(),
  /** Whether 'Envoyer une vidéo' is open (a unit left or a credit); false on Gratuit without a credit: an upgrade prompt. */
  canSend: z.boolean(),
});

/** `GET /videos`: the member's videos, newest first, and what they may send. */
export const memberVideosSchema = z.object({ videos: z.array(videoSummarySchema), rights: videoRightsSchema });
export type MemberVideos = z.infer<typeof memberVideosSchema>;

/** A signed CloudFront URL of the file (canned policy), valid a few minutes: fetch a new detail when it expires. */
export const playbackSchema = z.object({ url: z.string(), expiresAt: z.string() });

/**
 * An educator's comment pinned to a moment (`atSeconds`) or a range (`atSeconds` → `untilSeconds`) of the video.
 * Ordered by `atSeconds`, then by date.
 */
export const videoCommentSchema = z.object({
  id: z.string(),
  atSeconds: z.number(),
  untilSeconds: z.number().nullable(),
  text: z.string(),
  author: z.object({ name: z.string() }),
  createdAt: z.string(),
});
export type VideoComment = z.infer<typeof videoCommentSchema>;

/** The staff's view of a comment: a private note (`private: true`) is never sent to the member. */
export const staffVideoCommentSchema = videoCommentSchema.extend({ private: z.boolean(), author: z.object({ id: z.string(), name: z.string() }) });
export type StaffVideoComment = z.infer<typeof staffVideoCommentSchema>;

/** A message of the video's reply thread (member or team), oldest first, ordered like a ticket's thread. */
export const videoReplySchema = z.object({
  id: z.string(),
  author: z.object({ role: z.enum(['member', 'staff']), name: z.string() }),
  body: z.string(),
  createdAt: z.string(),
});
export type VideoReply = z.infer<typeof videoReplySchema>;

/**
 * `GET /videos/{id}`: one of the caller's videos (another member's answers 404). `playback` is null while the file is
 * awaited, after it was refused, or once deleted after its retention (`video.fileDeleted`). `comments` are the educator's comments visible to the member, shown once the video
 * is 'commentee' (empty before: the educator's work in progress); private notes never appear.
 */
export const memberVideoSchema = z.object({
  video: videoSummarySchema,
  playback: playbackSchema.nullable(),
  comments: z.array(videoCommentSchema),
  replies: z.array(videoReplySchema),
  /** Whether the member may write in the thread (a sent video, whatever its analysis). */
  canReply: z.boolean(),
});
export type MemberVideo = z.infer<typeof memberVideoSchema>;

/** `POST /videos/{id}/replies` and `POST /staff/videos/{id}/replies`: a message of the thread. */
export const videoReplyBodySchema = messageBodySchema;

/** The staff's queues (like the tickets console): to comment (late first), theirs in analysis, late, commented. */
export const staffVideosQuerySchema = z.strictObject({ queue: z.enum(STAFF_VIDEO_QUEUES, { error: 'File inconnue' }).default('a-commenter') });

/** A video in a staff queue: who sent it (first name and plan), who analyses it, whether it is late. */
export const staffVideoRowSchema = videoSummarySchema.extend({
  member: z.object({ firstName: z.string(), plan: z.enum(PLAN_IDS) }),
  /** The educator who opened it first (it went 'en_analyse'), or null. */
  analyst: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Past its due-by and not commented. */
  late: z.boolean(),
});
export type StaffVideoRow = z.infer<typeof staffVideoRowSchema>;

/** `GET /staff/videos`: a queue sorted by due-by (late ones first), and how many each to-do queue holds. */
export const staffVideosSchema = z.object({
  videos: z.array(staffVideoRowSchema),
  counts: z.object({ 'a-commenter': z.number().int(), 'mes-analyses': z.number().int(), 'en-retard': z.number().int() }),
});
export type StaffVideos = z.infer<typeof staffVideosSchema>;

/**
 * `GET /staff/videos/{id}`: the video for the team. Opening a sent video moves it to 'en_analyse' (its analyst the
 * caller, once: a conditional write). Comments include the private notes (flagged); the member's context carries the
 * dog's profile, its progression is `GET /staff/videos/{id}/progression`.
 */
export const staffVideoSchema = z.object({
  video: staffVideoRowSchema,
  playback: playbackSchema.nullable(),
  comments: z.array(staffVideoCommentSchema),
  replies: z.array(videoReplySchema),
  member: memberContextSchema,
  /** Comments visible to the member may be added (not commented yet); private notes always may. */
  canComment: z.boolean(),
  /** 'Terminer' is possible: not commented yet and at least one comment visible to the member. */
  canFinish: z.boolean(),
});
export type StaffVideo = z.infer<typeof staffVideoSchema>;

/**
 * `POST /staff/videos/{id}/comments`: a comment at `atSeconds`, or over a range up to `untilSeconds`, within the
 * video's duration; `private: true` makes it a note the member never sees.
 */
export const videoCommentBodySchema = z
  .strictObject({
    atSeconds: z.number({ error: 'Moment du commentaire invalide' }).min(0, { error: 'Moment du commentaire invalide' }).max(VIDEO_MAX_SECONDS + 1, { error: 'Ce moment dépasse la durée de la vidéo' }),
    untilSeconds: z.number({ error: 'Fin du passage invalide' }).min(0, { error: 'Fin du passage invalide' }).max(VIDEO_MAX_SECONDS + 1, { error: 'Ce moment dépasse la durée de la vidéo' }).optional(),
    text: text({ error: 'Écris ton commentaire', multiline: true })
      .min(1, { error: 'Écris ton commentaire' })
      .max(VIDEO_COMMENT_MAX, { error: `Le commentaire doit contenir au plus ${VIDEO_COMMENT_MAX} caractères` }),
    private: z.boolean({ error: 'Indique si la note est privée' }).default(false),
  })
  .refine(({ atSeconds, untilSeconds }) => untilSeconds === undefined || untilSeconds > atSeconds, { error: 'La fin du passage doit venir après son début', path: ['untilSeconds'] });

/** `POST /staff/videos/{id}/finish`: the video as the queue now shows it (a second 'Terminer' changes nothing). */
export const finishVideoSchema = z.object({ video: staffVideoRowSchema });
export type FinishVideo = z.infer<typeof finishVideoSchema>;
