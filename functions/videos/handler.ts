import { db } from '../lib/db/service';
import { domainHandler } from '../lib/http/handler';
import { videosBucket } from '../lib/storage/videos-bucket';
import { reserveUpload } from './reserve-upload';

const now = () => new Date().toISOString();

export const handler = domainHandler('videos', {
  reserveVideoUpload: async ({ caller, body: { requestId, ...file } }) => reserveUpload(db(), videosBucket(), { userId: caller.userId, requestId, ...file, at: now() }),
});
