import { db } from '../lib/db/service';
import { HttpError } from '../lib/http/errors';
import { domainHandler } from '../lib/http/handler';
import { videosBucket } from '../lib/storage/videos-bucket';
import { reserveUpload } from './reserve-upload';

const now = () => new Date().toISOString();
const notYet = (): never => {
  throw new HttpError('ROUTE_NOT_FOUND');
};

export const handler = domainHandler('videos', {
  reserveVideoUpload: async ({ caller, body: { requestId, ...file } }) => reserveUpload(db(), videosBucket(), { userId: caller.userId, requestId, ...file, at: now() }),
  // The contract of the member's and the staff's video routes comes first (the web client is built on it); their use
  // cases follow in the next commits.
  listVideos: notYet,
  getVideo: notYet,
  replyToVideo: notYet,
  staffVideos: notYet,
  staffVideo: notYet,
  staffVideoProgression: notYet,
  commentVideo: notYet,
  staffVideoReply: notYet,
  finishVideo: notYet,
});
