import type { S3Event } from 'aws-lambda';
import { storedVideoRefusal, VIDEO_REFUSAL_MESSAGES, videoDueBy, type VideoRefusal } from '../../shared/domain/videos';
import { db as database, type Db } from '../lib/db/service';
import { writeTransaction } from '../lib/db/transaction';
import { outboxItem } from '../lib/events/outbox';
import { logger } from '../lib/logger';
import { notificationItem } from '../lib/realtime/notifier';
import { videosBucket, type VideosBucket } from '../lib/storage/videos-bucket';
import { giveBackVideoPaymentItem } from '../lib/videos/give-back';
import { readContainer } from '../lib/videos/container';

/** `videos/<userId>/<videoId>` → its member and video. */
function parseKey(key: string): { userId: string; videoId: string } | null {
  const match = /^videos\/([^/]+)\/([^/]+)$/.exec(key);
  return match ? { userId: match[1]!, videoId: match[2]! } : null;
}

/**
 * The check after upload (issue 26), run when S3 tells of a new object under `videos/` (its ObjectCreated
 * notification invokes this function, in AWS and from the local S3 alike: the check never depends on the browser
 * coming back). It reads the stored object itself — its size (HeadObject), its container from its magic bytes and its
 * duration from the container's header (ranged GETs, functions/lib/videos/container.ts) — and decides with
 * `storedVideoRefusal`:
 * - a good file: the video goes `envoyee` with its due-by (one working day), on the condition that it still awaits its
 *   file, and the member is told live;
 * - a bad one: the object is deleted, and in ONE transaction the video goes `refusee` with its reason, its quota unit
 *   (the month's counter −1) or credit comes back, and `video_refused` (the e-mail) and the live message are written.
 * A video already decided is left alone, so S3's retried notification changes nothing. A file that comes for a video
 * abandoned meanwhile (functions/jobs/video-uploads.ts: its unit was given back) is deleted, never checked: the
 * upload the member gave up does not come back to life unpaid.
 */
export async function checkUploadedVideo(db: Db, bucket: VideosBucket, key: string, at: string): Promise<'sent' | 'refused' | 'discarded' | 'ignored'> {
  const ids = parseKey(key);
  if (!ids) return 'ignored';
  const { userId, videoId } = ids;
  const { data: video } = await db.entities.video.get({ userId, videoId }).go({ consistent: true });
  if (!video || video.objectKey !== key) return 'ignored';
  if (video.status === 'abandonnee') return discardLateUpload(bucket, key, videoId);
  if (video.status !== 'attente_fichier') return 'ignored';
  const head = await bucket.head(key);
  const declared = { sizeBytes: video.declaredBytes, contentType: video.declaredType, durationSeconds: video.declaredSeconds };
  let refusal: VideoRefusal | null = 'missing';
  let facts: { container: 'mp4' | 'mov' | 'webm' | null; durationSeconds: number | null } = { container: null, durationSeconds: null };
  if (head) {
    facts = await readContainer((start, end) => bucket.read(key, start, end), head.sizeBytes);
    refusal = storedVideoRefusal({ sizeBytes: head.sizeBytes, ...facts }, declared);
  }
  if (!refusal) {
    const dueBy = videoDueBy(at);
    const result = await writeTransaction(() =>
      db.transaction
        .write((entities) => [
          entities.video
            .patch({ userId, videoId })
            .set({ status: 'envoyee', queue: 'a-commenter', sentAt: at, dueBy, updatedAt: at, sizeBytes: head!.sizeBytes, ...(facts.container ? { container: facts.container } : {}), ...(facts.durationSeconds !== null ? { durationSeconds: facts.durationSeconds } : {}) })
            .where(({ status }, { eq }) => eq(status, 'attente_fichier'))
            .commit(),
          notificationItem(entities, userId, { kind: 'video_updated', videoId, change: 'sent' }, at),
        ])
        .go(),
    );
    if (!result.canceled) return 'sent';
    // Abandoned between the read and this write: the file goes.
    const { data: now } = await db.entities.video.get({ userId, videoId }).go({ consistent: true, attributes: ['status'] });
    return now?.status === 'abandonnee' ? discardLateUpload(bucket, key, videoId) : 'ignored';
  }
  // The file goes first: a refused video never stays in the bucket, whatever happens to the write below (retried).
  if (head) await bucket.delete(key);
  const result = await writeTransaction(() =>
    db.transaction
      .write((entities) => [
        entities.video
          .patch({ userId, videoId })
          .set({ status: 'refusee', refusal, updatedAt: at })
          .where(({ status }, { eq }) => eq(status, 'attente_fichier'))
          .commit(),
        giveBackVideoPaymentItem(entities, video),
        outboxItem(entities, 'video_refused', { userId, videoId, reason: refusal }, at),
        notificationItem(entities, userId, { kind: 'video_updated', videoId, change: 'refused', message: VIDEO_REFUSAL_MESSAGES[refusal] }, at),
      ])
      .go(),
  );
  if (result.canceled) return 'ignored';
  logger.info('Vidéo refusée après envoi', { videoId, refusal });
  return 'refused';
}

async function discardLateUpload(bucket: VideosBucket, key: string, videoId: string): Promise<'discarded'> {
  await bucket.delete(key);
  logger.info('Fichier reçu pour une vidéo abandonnée : supprimé', { videoId });
  return 'discarded';
}

export async function handler(event: S3Event): Promise<void> {
  for (const record of event.Records) {
    // S3 encodes keys in its events as a form does (spaces as '+').
    const key = decodeURIComponent(record.s3.object.key.replace(/\+/g, ' '));
    await checkUploadedVideo(database(), videosBucket(), key, new Date().toISOString());
  }
}
