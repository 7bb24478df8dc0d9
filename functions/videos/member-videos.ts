import { randomUUID } from 'node:crypto';
import type { MemberVideo, VideoReply } from '../../shared/contract/video-schemas';
import { parisMonth } from '../../shared/domain/months';
import type { PlanId } from '../../shared/domain/plans';
import { VIDEO_EXTRA, VIDEO_PLAYBACK_SECONDS, VIDEOS_PER_MONTH, videoFileDeleted, videosRemaining } from '../../shared/domain/videos';
import type { Db } from '../lib/db/service';
import { HttpError } from '../lib/http/errors';
import { unusedRewards } from '../lib/points/rewards';
import type { VideoPlayback } from '../lib/storage/video-playback';
import { appendVideoReply, hasFile } from './video-thread';
import { memberComments, replyView, videoSummary, type VideoItem } from './video-views';

export interface VideoRights {
  plan: PlanId;
  perMonth: number;
  remainingThisMonth: number;
  credits: number;
  canSend: boolean;
}

/** What the member may send now: the plan's units left this Paris month, then their unused 'Retour vidéo' credits. */
export async function videoRights(db: Db, userId: string, at: string): Promise<VideoRights> {
  const [{ data: subscription }, { data: quota }, rewards] = await Promise.all([
    db.entities.subscription.get({ userId }).go({ attributes: ['plan'] }),
    db.entities.videoQuota.get({ userId, month: parisMonth(at) }).go(),
    unusedRewards(db, userId),
  ]);
  if (!subscription) throw new HttpError('MEMBER_NOT_FOUND');
  const remaining = videosRemaining(subscription.plan, quota?.used ?? 0);
  const credits = rewards.filter((reward) => reward.type === VIDEO_EXTRA.rewardType).length;
  return { plan: subscription.plan, perMonth: VIDEOS_PER_MONTH[subscription.plan], remainingThisMonth: remaining, credits, canSend: remaining > 0 || credits > 0 };
}

/** `GET /videos`: the caller's videos, newest first (a handful a month: one partition, sorted here). */
export async function listMemberVideos(db: Db, userId: string, at: string) {
  const [{ data: videos }, rights] = await Promise.all([db.entities.video.query.byMember({ userId }).go({ pages: 'all' }), videoRights(db, userId, at)]);
  return { videos: videos.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.videoId.localeCompare(a.videoId)).map((video) => videoSummary(video, at)), rights };
}

/** One of the caller's videos: read by the key the token gives, so another member's video is simply not found. */
export async function memberVideoItem(db: Db, userId: string, videoId: string): Promise<VideoItem> {
  const { data } = await db.entities.video.get({ userId, videoId }).go({ consistent: true });
  if (!data) throw new HttpError('VIDEO_NOT_FOUND');
  return data;
}

/** A signed playback URL valid a few minutes, for a video whose checked file is in the bucket (not yet past its retention). */
export async function playbackOf(playback: VideoPlayback, video: VideoItem, at: string) {
  if (!hasFile(video) || videoFileDeleted(video.fileKeptUntil, at)) return null;
  const expiresAt = new Date(Date.parse(at) + VIDEO_PLAYBACK_SECONDS * 1000).toISOString();
  return { url: await playback.signedUrl(video.objectKey, expiresAt), expiresAt };
}

/**
 * `GET /videos/{id}`: the member's view. The educator's comments are shown once the video is commented ('Terminer':
 * until then they are the educator's work in progress); the private notes are another entity, never read here.
 */
export async function getMemberVideo(db: Db, playback: VideoPlayback, userId: string, videoId: string, at: string): Promise<MemberVideo> {
  const video = await memberVideoItem(db, userId, videoId);
  const commented = video.status === 'commentee';
  const [comments, { data: replies }, url] = await Promise.all([
    commented ? db.entities.videoComment.query.byVideo({ videoId }).go({ pages: 'all' }).then(({ data }) => data) : [],
    db.entities.videoReply.query.byVideo({ videoId }).go({ pages: 'all' }),
    playbackOf(playback, video, at),
  ]);
  return { video: videoSummary(video, at), playback: url, comments: memberComments(comments), replies: replies.map(replyView), canReply: hasFile(video) };
}

/** `POST /videos/{id}/replies`: the member writes in the thread of one of their own videos. */
export async function memberVideoReply(db: Db, { userId, videoId, body, at }: { userId: string; videoId: string; body: string; at: string }): Promise<VideoReply> {
  const video = await memberVideoItem(db, userId, videoId);
  const { data: profile } = await db.entities.profile.get({ userId }).go({ attributes: ['firstName'] });
  return appendVideoReply(db, video, { role: 'member', id: userId, name: profile?.firstName ?? 'Membre', replyId: randomUUID() }, body, at);
}
