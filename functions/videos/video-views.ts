import type { EntityItem } from 'electrodb';
import type { StaffVideoComment, StaffVideoRow, VideoComment, VideoReply, VideoSummary } from '../../shared/contract/video-schemas';
import { VIDEO_REFUSAL_MESSAGES, videoFileDeleted } from '../../shared/domain/videos';
import type { Db } from '../lib/db/service';

/** A video item as stored (functions/lib/db/entities/video.ts). */
export type VideoItem = EntityItem<Db['entities']['video']>;
/** A comment or a private note as stored (same attributes). */
export type CommentItem = EntityItem<Db['entities']['videoComment']>;
export type ReplyItem = EntityItem<Db['entities']['videoReply']>;

/** A video as every list shows it (the member's and the staff's), at `at` (its file may be gone by then). */
export function videoSummary(video: VideoItem, at: string): VideoSummary {
  return {
    id: video.videoId,
    status: video.status,
    ficheId: video.ficheId ?? null,
    ticketId: video.ticketId ?? null,
    fiche: video.ficheId ? { id: video.ficheId, title: video.ficheTitle ?? '' } : null,
    ticket: video.ticketId ? { id: video.ticketId, title: video.ticketTitle ?? '' } : null,
    dog: video.dogId ? { id: video.dogId, name: video.dogName ?? 'Mon chien' } : null,
    createdAt: video.createdAt,
    sentAt: video.sentAt ?? null,
    dueBy: video.dueBy ?? null,
    commentedAt: video.commentedAt ?? null,
    fileKeptUntil: video.fileKeptUntil ?? null,
    fileDeleted: videoFileDeleted(video.fileKeptUntil, at),
    durationSeconds: video.durationSeconds ?? null,
    refusal: video.refusal ? VIDEO_REFUSAL_MESSAGES[video.refusal] : null,
  };
}

/** A row of a staff queue: late when its due-by has passed and it is not commented. */
export function staffVideoRow(video: VideoItem, at: string): StaffVideoRow {
  return {
    ...videoSummary(video, at),
    member: { firstName: video.memberName, plan: video.memberPlan },
    analyst: video.analystId ? { id: video.analystId, name: video.analystName ?? '' } : null,
    late: video.status !== 'commentee' && video.dueBy !== undefined && video.dueBy < at,
  };
}

/** Comments by moment, then by date (a range starts at its moment). */
const byMoment = (a: CommentItem, b: CommentItem) => a.atSeconds - b.atSeconds || a.createdAt.localeCompare(b.createdAt) || a.commentId.localeCompare(b.commentId);

export function memberComments(comments: readonly CommentItem[]): VideoComment[] {
  return [...comments].sort(byMoment).map((comment) => ({
    id: comment.commentId,
    atSeconds: comment.atSeconds,
    untilSeconds: comment.untilSeconds ?? null,
    text: comment.text,
    author: { name: comment.authorName },
    createdAt: comment.createdAt,
  }));
}

export function staffComment(comment: CommentItem, isPrivate: boolean): StaffVideoComment {
  return {
    id: comment.commentId,
    atSeconds: comment.atSeconds,
    untilSeconds: comment.untilSeconds ?? null,
    text: comment.text,
    author: { id: comment.authorId, name: comment.authorName },
    createdAt: comment.createdAt,
    private: isPrivate,
  };
}

/** The team's view: comments and private notes together, by moment. */
export function staffComments(comments: readonly CommentItem[], notes: readonly CommentItem[]): StaffVideoComment[] {
  return [...comments.map((comment) => ({ comment, isPrivate: false })), ...notes.map((comment) => ({ comment, isPrivate: true }))]
    .sort((a, b) => byMoment(a.comment, b.comment))
    .map(({ comment, isPrivate }) => staffComment(comment, isPrivate));
}

/** The thread in the order it was written, (createdAt, replyId) like a ticket's: the partition's own order. */
export function replyView(reply: ReplyItem): VideoReply {
  return { id: reply.replyId, author: { role: reply.authorRole, name: reply.authorName }, body: reply.body, createdAt: reply.createdAt };
}
