import { abandonedUploadsBefore } from '../../shared/domain/videos';
import type { Db } from '../lib/db/service';
import { writeTransaction } from '../lib/db/transaction';
import { giveBackVideoPaymentItem } from '../lib/videos/give-back';

/**
 * 'Envoyer une vidéo' pays for the video when it reserves it (functions/videos/reserve-upload.ts), before the browser
 * sends the file. An upload never finished (the tab closed, the network gone, the member gave up) would keep that unit
 * or credit for ever: this sweep abandons every reservation still awaiting its file VIDEO_UPLOAD_ABANDON_HOURS after it
 * was made — far past the presigned POST's 30 minutes, so no upload can still be under way — each in ONE conditional
 * transaction: the video goes `abandonnee` on the condition that it still awaits its file (a file checked meanwhile,
 * or a video another run abandoned, is left as it is), and what paid for it comes back (giveBackVideoPaymentItem).
 * Abandoned, it leaves the awaited-file index; the member's list tells them it cost nothing; the staff's queues never
 * held it (they hold sent videos only). No e-mail: the member never sent a file. It reads the sparse index of the
 * reservations awaiting their file (a day's uploads at most) and may run any number of times, even two at once.
 *
 * It runs in the visio-holds job (every 15 minutes, the other safety net of what was paid before it was done), not as
 * a job of its own: a job is 8 resources of the stack (function, role, policy, log group, queue, queue policy, event
 * source, schedule), and the stack stands at CloudFormation's limit of 500.
 */
export async function releaseAbandonedUploads(db: Db, now: string): Promise<{ abandoned: number }> {
  const before = abandonedUploadsBefore(now);
  const { data } = await db.entities.video.query
    .byAwaitedFile({ status: 'attente_fichier' })
    .where(({ createdAt }, { lt }) => lt(createdAt, before))
    .go({ pages: 'all', attributes: ['userId', 'videoId', 'paidWith'] });
  let abandoned = 0;
  for (const video of data) {
    const { userId, videoId } = video;
    const result = await writeTransaction(() =>
      db.transaction
        .write((entities) => [
          entities.video
            .patch({ userId, videoId })
            .set({ status: 'abandonnee', updatedAt: now })
            .where(({ status }, { eq }) => eq(status, 'attente_fichier'))
            .commit(),
          giveBackVideoPaymentItem(entities, video),
        ])
        .go(),
    );
    if (!result.canceled) abandoned += 1;
  }
  return { abandoned };
}
