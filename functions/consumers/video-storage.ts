import { consumerHandler } from '../lib/events/consumer-handler';
import { videosBucket } from '../lib/storage/videos-bucket';

/**
 * The object of a commented video (issue 26, `video_commented`) is tagged `status=commentee`: the videos bucket's
 * lifecycle rule deletes tagged objects 180 days on (infra/constructs/media.ts). Tagging twice changes nothing, so
 * a redelivered event is harmless; an object already gone (the account erased meanwhile) is not an error.
 */
export const handler = consumerHandler('video-storage', async (event) => {
  await videosBucket().tagCommented(event.detail.objectKey);
});
