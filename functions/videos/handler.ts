import { db } from '../lib/db/service';
import { domainHandler } from '../lib/http/handler';
import { cloudFrontPlayback } from '../lib/storage/video-playback';
import { videosBucket } from '../lib/storage/videos-bucket';
import { getMemberVideo, listMemberVideos, memberVideoReply } from './member-videos';
import { reserveUpload } from './reserve-upload';
import { commentVideo, finishVideo, getStaffVideo, staffVideoProgression, staffVideoQueue, staffVideoReply } from './staff-videos';

const now = () => new Date().toISOString();

export const handler = domainHandler('videos', {
  reserveVideoUpload: async ({ caller, body: { requestId, ...file } }) => reserveUpload(db(), videosBucket(), { userId: caller.userId, requestId, ...file, at: now() }),
  listVideos: async ({ caller }) => listMemberVideos(db(), caller.userId, now()),
  getVideo: async ({ caller, params }) => getMemberVideo(db(), cloudFrontPlayback(), caller.userId, params.id, now()),
  replyToVideo: async ({ caller, params, body }) => memberVideoReply(db(), { userId: caller.userId, videoId: params.id, body: body.body, at: now() }),
  staffVideos: async ({ caller, query }) => staffVideoQueue(db(), { queue: query.queue, educatorId: caller.userId, now: now() }),
  staffVideo: async ({ caller, params }) => getStaffVideo(db(), cloudFrontPlayback(), { videoId: params.id, educatorId: caller.userId, at: now() }),
  staffVideoProgression: async ({ params }) => staffVideoProgression(db(), params.id, now()),
  commentVideo: async ({ caller, params, body }) => commentVideo(db(), { videoId: params.id, educatorId: caller.userId, ...body, at: now() }),
  staffVideoReply: async ({ caller, params, body }) => staffVideoReply(db(), { videoId: params.id, educatorId: caller.userId, body: body.body, at: now() }),
  finishVideo: async ({ caller, params }) => finishVideo(db(), { videoId: params.id, educatorId: caller.userId, at: now() }),
});
