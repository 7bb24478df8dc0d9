import * as z from 'zod';
import { VIDEO_CONTENT_TYPE_LIST, VIDEO_MAX_BYTES, VIDEO_MAX_SECONDS, VIDEO_STATUSES } from '../domain/videos';

/** Shapes of the videos domain (issue 26). */

/**
 * 'Envoyer une vidéo': what the browser knows of the file before sending it (its size and type from the File, its
 * duration from a <video> element's metadata) and what it is about, a fiche or one of the member's tickets. The
 * limits are checked by the use case with the domain's refusals (a French reason each), the shapes here.
 */
export const videoUploadBodySchema = z
  .strictObject({
    requestId: z.uuid({ error: 'Identifiant de demande invalide' }),
    ficheId: z.string().min(1).max(100).optional(),
    ticketId: z.uuid({ error: 'Ticket introuvable' }).optional(),
    sizeBytes: z.number({ error: 'Taille du fichier invalide' }).int({ error: 'Taille du fichier invalide' }).min(0, { error: 'Taille du fichier invalide' }),
    contentType: z.string({ error: 'Type de fichier invalide' }).max(100),
    durationSeconds: z.number({ error: 'Durée invalide' }).min(0, { error: 'Durée invalide' }).max(24 * 3600, { error: 'Durée invalide' }),
  })
  .refine(({ ficheId, ticketId }) => (ficheId === undefined) !== (ticketId === undefined), { error: 'Choisis la fiche ou le ticket dont parle ta vidéo', path: ['ficheId'] });

export const videoSummarySchema = z.object({
  id: z.string(),
  status: z.enum(VIDEO_STATUSES),
  ficheId: z.string().nullable(),
  ticketId: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  dueBy: z.string().nullable(),
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
