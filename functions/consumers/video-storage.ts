import { consumerHandler } from '../lib/events/consumer-handler';
import { videosBucket } from '../lib/storage/videos-bucket';

/**
 * The object of a commented video (issue 26, `video_commented`) is copied onto itself tagged `status=commentee`, with
 * the feedback's date in its metadata: the videos bucket's lifecycle rule deletes tagged objects 180 days after their
 * creation (infra/constructs/media.ts), and the copy is created now, so the video goes 180 days after its feedback
 * (not after its upload). A redelivered event copies again, which only moves that day by the minutes between the two;
 * an object already gone (the account erased meanwhile) is not an error. The copy's ObjectCreated notification reaches
 * the upload check, which leaves a video no longer awaiting its file alone.
 */
export const handler = consumerHandler('video-storage', async (event) => {
  await videosBucket().tagCommented(event.detail.objectKey, event.time);
});
