import type { VideoReply } from '../../shared/contract/video-schemas';
import type { Db } from '../lib/db/service';
import { writeTransaction } from '../lib/db/transaction';
import { HttpError } from '../lib/http/errors';
import { notificationItem } from '../lib/realtime/notifier';
import { replyView, type VideoItem } from './video-views';

/**
 * Whether the video came with a checked file (sent, in analysis, commented): it may be discussed, and played until
 * its file's retention ends (member-videos.ts playbackOf).
 */
export const hasFile = (video: Pick<VideoItem, 'status'>): boolean => video.status === 'envoyee' || video.status === 'en_analyse' || video.status === 'commentee';

/**
 * Appends a message to a video's thread. The message is its own item in the video's partition, ordered by
 * (createdAt, replyId) like a ticket's thread, so simultaneous messages of either side never refuse each other; the
 * video is only checked to still have its file (an erased or refused video takes no message), in the same transaction.
 * A staff message tells the member live.
 */
export async function appendVideoReply(db: Db, video: VideoItem, author: { role: 'member' | 'staff'; id: string; name: string; replyId: string }, body: string, at: string): Promise<VideoReply> {
  if (!hasFile(video)) throw new HttpError('VIDEO_THREAD_CLOSED');
  const { userId, videoId } = video;
  const reply = { videoId, replyId: author.replyId, authorRole: author.role, authorId: author.id, authorName: author.name, body, createdAt: at };
  const result = await writeTransaction(() =>
    db.transaction
      .write((entities) => [
        entities.videoReply.create(reply).commit(),
        entities.video
          .check({ userId, videoId })
          .where(({ status }, { eq }) => `${eq(status, 'envoyee')} OR ${eq(status, 'en_analyse')} OR ${eq(status, 'commentee')}`)
          .commit(),
        ...(author.role === 'staff' ? [notificationItem(entities, userId, { kind: 'video_updated', videoId, change: 'replied' }, at)] : []),
      ])
      .go(),
  );
  if (result.canceled) {
    if (result.data[1]?.code === 'ConditionalCheckFailed') throw new HttpError('VIDEO_NOT_FOUND');
    throw new HttpError('BUSY');
  }
  return replyView(reply);
}
