import { randomUUID } from 'node:crypto';
import type { Progression } from '../../shared/contract/progression-schemas';
import type { StaffVideo, StaffVideoComment, StaffVideoRow, VideoReply } from '../../shared/contract/video-schemas';
import { videoFileKeptUntil, type StaffVideoQueue } from '../../shared/domain/videos';
import type { Db } from '../lib/db/service';
import { writeTransaction } from '../lib/db/transaction';
import { outboxItem } from '../lib/events/outbox';
import { HttpError } from '../lib/http/errors';
import { memberContext } from '../lib/members/context';
import { dogProgression } from '../lib/members/progression';
import { notificationItem } from '../lib/realtime/notifier';
import type { VideoPlayback } from '../lib/storage/video-playback';
import { firstNameOf } from '../support/ticket-views';
import { playbackOf } from './member-videos';
import { appendVideoReply, hasFile } from './video-thread';
import { replyView, staffComment, staffComments, staffVideoRow, type VideoItem } from './video-views';

/** How many commented videos the 'Commentées' tab lists, the latest due first. */
export const COMMENTED_PAGE = 50;

/**
 * `GET /staff/videos`: the staff's queues, from gsi2 (`queue`, sorted by due-by: the late ones first). Every video not
 * commented yet is in the one 'a-commenter' partition — a team's backlog, read whole — from which the to-do tabs and
 * their counts are derived (in analysis by the caller, past their due-by); the commented ones are the last page of
 * the 'commentee' partition.
 */
export async function staffVideoQueue(db: Db, { queue, educatorId, now }: { queue: StaffVideoQueue; educatorId: string; now: string }) {
  const [{ data: todo }, commented] = await Promise.all([
    db.entities.video.query.byQueue({ queue: 'a-commenter' }).go({ pages: 'all' }),
    queue === 'commentees' ? db.entities.video.query.byQueue({ queue: 'commentee' }).go({ order: 'desc', limit: COMMENTED_PAGE }).then(({ data }) => data) : [],
  ]);
  const mine = (video: VideoItem) => video.status === 'en_analyse' && video.analystId === educatorId;
  const late = (video: VideoItem) => video.dueBy !== undefined && video.dueBy < now;
  const shown = queue === 'commentees' ? commented : queue === 'mes-analyses' ? todo.filter(mine) : queue === 'en-retard' ? todo.filter(late) : todo;
  return {
    videos: shown.map((video) => staffVideoRow(video, now)),
    counts: { 'a-commenter': todo.length, 'mes-analyses': todo.filter(mine).length, 'en-retard': todo.filter(late).length },
  };
}

/**
 * A video the team may handle, by its id alone (gsi1), then read consistently by its member's key: a video whose file
 * is not there (awaited, refused) or that does not exist is not found.
 */
export async function staffVideoItem(db: Db, videoId: string): Promise<VideoItem> {
  const { data: found } = await db.entities.video.query.byId({ videoId }).go({ attributes: ['userId', 'videoId'] });
  const key = found[0];
  const { data: video } = key ? await db.entities.video.get({ userId: key.userId, videoId }).go({ consistent: true }) : { data: null };
  if (!video || !hasFile(video)) throw new HttpError('VIDEO_NOT_FOUND');
  return video;
}

/**
 * Opening a sent video takes it up: 'envoyee' → 'en_analyse', its analyst the caller, on the condition that it is still
 * 'envoyee' — two educators opening it at once make one analyst, the other reads the video as it now is.
 */
async function takeUp(db: Db, video: VideoItem, educatorId: string, at: string): Promise<VideoItem> {
  if (video.status !== 'envoyee') return video;
  const analystName = await firstNameOf(db, educatorId);
  const result = await writeTransaction(() =>
    db.transaction
      .write((entities) => [
        entities.video
          .patch({ userId: video.userId, videoId: video.videoId })
          .set({ status: 'en_analyse', analystId: educatorId, analystName, updatedAt: at })
          .where(({ status }, { eq }) => eq(status, 'envoyee'))
          .commit(),
      ])
      .go(),
  );
  return result.canceled ? staffVideoItem(db, video.videoId) : { ...video, status: 'en_analyse', analystId: educatorId, analystName, updatedAt: at };
}

/** `GET /staff/videos/{id}`: the video, its comments with the private notes, the thread and the member's context. */
export async function getStaffVideo(db: Db, playback: VideoPlayback, { videoId, educatorId, at }: { videoId: string; educatorId: string; at: string }): Promise<StaffVideo> {
  const video = await takeUp(db, await staffVideoItem(db, videoId), educatorId, at);
  const [{ data: comments }, { data: notes }, { data: replies }, member, url] = await Promise.all([
    db.entities.videoComment.query.byVideo({ videoId }).go({ pages: 'all' }),
    db.entities.videoNote.query.byVideo({ videoId }).go({ pages: 'all' }),
    db.entities.videoReply.query.byVideo({ videoId }).go({ pages: 'all' }),
    memberContext(db, video.userId, video.dogId),
    playbackOf(playback, video, at),
  ]);
  const open = video.status !== 'commentee';
  return {
    video: staffVideoRow(video, at),
    playback: url,
    comments: staffComments(comments, notes),
    replies: replies.map(replyView),
    member,
    canComment: open,
    canFinish: open && comments.length > 0,
  };
}

/** `GET /staff/videos/{id}/progression`: the progression of the dog filmed, read through the video only. */
export async function staffVideoProgression(db: Db, videoId: string, now: string): Promise<Progression> {
  const video = await staffVideoItem(db, videoId);
  return dogProgression(db, { userId: video.userId, dogId: video.dogId, now });
}

export interface VideoCommentInput {
  videoId: string;
  educatorId: string;
  atSeconds: number;
  untilSeconds?: number | undefined;
  text: string;
  private: boolean;
  at: string;
}

/**
 * `POST /staff/videos/{id}/comments`: a comment at a moment or over a passage, within the video's duration (read from
 * its file). A comment visible to the member is written with the video's count of them +1, on the condition that the
 * video is not commented yet ('Terminer' closes them; it is conditioned on that count). A private note is its own
 * entity, which the member's reads never query; it may still be added after 'Terminer'.
 */
export async function commentVideo(db: Db, input: VideoCommentInput): Promise<StaffVideoComment> {
  const video = await staffVideoItem(db, input.videoId);
  const limit = (video.durationSeconds ?? video.declaredSeconds) + 1;
  if (input.atSeconds > limit || (input.untilSeconds ?? 0) > limit) throw new HttpError('VIDEO_COMMENT_OUT_OF_RANGE');
  if (!input.private && video.status === 'commentee') throw new HttpError('VIDEO_ALREADY_COMMENTED');
  const authorName = await firstNameOf(db, input.educatorId);
  const comment = {
    videoId: video.videoId,
    commentId: randomUUID(),
    atSeconds: input.atSeconds,
    ...(input.untilSeconds !== undefined ? { untilSeconds: input.untilSeconds } : {}),
    text: input.text,
    authorId: input.educatorId,
    authorName,
    createdAt: input.at,
  };
  const { userId, videoId } = video;
  const result = await writeTransaction(() =>
    db.transaction
      .write((entities) =>
        input.private
          ? [entities.videoNote.create(comment).commit(), entities.video.check({ userId, videoId }).where(({ status }, { ne }) => ne(status, 'refusee')).commit()]
          : [
              entities.videoComment.create(comment).commit(),
              entities.video
                .patch({ userId, videoId })
                .add({ commentCount: 1 })
                .set({ updatedAt: input.at })
                .where(({ status }, { eq }) => `${eq(status, 'envoyee')} OR ${eq(status, 'en_analyse')}`)
                .commit(),
            ],
      )
      .go(),
  );
  if (result.canceled) {
    if (result.data[1]?.code === 'ConditionalCheckFailed') throw new HttpError(input.private ? 'VIDEO_NOT_FOUND' : 'VIDEO_ALREADY_COMMENTED');
    throw new HttpError('BUSY');
  }
  return staffComment(comment, input.private);
}

/** `POST /staff/videos/{id}/replies`: an educator writes in the video's thread (the member is told live). */
export async function staffVideoReply(db: Db, { videoId, educatorId, body, at }: { videoId: string; educatorId: string; body: string; at: string }): Promise<VideoReply> {
  const video = await staffVideoItem(db, videoId);
  return appendVideoReply(db, video, { role: 'staff', id: educatorId, name: await firstNameOf(db, educatorId), replyId: randomUUID() }, body, at);
}

/**
 * 'Terminer': the video goes 'commentee' — out of the to-do queue, its comments shown to the member, the last day its
 * file is kept written down (counted as the bucket's lifecycle rule counts) — on the
 * condition that it is not commented yet and holds at least one comment visible to the member, in ONE transaction
 * with `video_commented` in the outbox (the member's e-mail, the object's retention tag) and the live message. Two
 * 'Terminer' at once: one commits, the other finds the video commented and answers it as it is, with no second e-mail.
 */
export async function finishVideo(db: Db, { videoId, educatorId, at }: { videoId: string; educatorId: string; at: string }): Promise<{ video: StaffVideoRow }> {
  const video = await staffVideoItem(db, videoId);
  if (video.status === 'commentee') return { video: staffVideoRow(video, at) };
  if (video.commentCount < 1) throw new HttpError('VIDEO_NOT_COMMENTED');
  const { userId } = video;
  const analyst = video.analystId ? {} : { analystId: educatorId, analystName: await firstNameOf(db, educatorId) };
  const feedback = { status: 'commentee' as const, queue: 'commentee' as const, commentedAt: at, fileKeptUntil: videoFileKeptUntil(at), updatedAt: at, ...analyst };
  const result = await writeTransaction(() =>
    db.transaction
      .write((entities) => [
        entities.video
          .patch({ userId, videoId })
          // The queue moves with its due-by (gsi2's sort key), kept as it was.
          .set({ ...feedback, dueBy: video.dueBy! })
          .where(({ status, commentCount }, { eq, gt }) => `(${eq(status, 'envoyee')} OR ${eq(status, 'en_analyse')}) AND ${gt(commentCount, 0)}`)
          .commit(),
        outboxItem(entities, 'video_commented', { userId, videoId, objectKey: video.objectKey }, at),
        notificationItem(entities, userId, { kind: 'video_updated', videoId, change: 'commented' }, at),
      ])
      .go(),
  );
  if (result.canceled) {
    const now = await staffVideoItem(db, videoId);
    if (now.status === 'commentee') return { video: staffVideoRow(now, at) };
    if (now.commentCount < 1) throw new HttpError('VIDEO_NOT_COMMENTED');
    throw new HttpError('BUSY');
  }
  return { video: staffVideoRow({ ...video, ...feedback }, at) };
}
