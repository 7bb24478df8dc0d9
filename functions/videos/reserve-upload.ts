import type { ApiErrorCode } from '../../shared/contract/errors';
import type { VideoUpload } from '../../shared/contract/video-schemas';
import { parisMonth } from '../../shared/domain/months';
import type { PlanId } from '../../shared/domain/plans';
import {
  declaredVideoRefusal,
  formatVideoPaidWith,
  VIDEO_CONTENT_TYPE_LIST,
  VIDEO_EXTRA,
  VIDEO_MAX_BYTES,
  VIDEO_MAX_SECONDS,
  VIDEO_MIN_BYTES,
  VIDEO_UPLOAD_WINDOW_SECONDS,
  videoObjectKey,
  videoPayment,
  type VideoDenial,
  type VideoRefusal,
} from '../../shared/domain/videos';
import type { Db } from '../lib/db/service';
import { writeTransaction } from '../lib/db/transaction';
import { HttpError } from '../lib/http/errors';
import { unusedRewards, useRewardItem } from '../lib/points/rewards';
import type { VideosBucket } from '../lib/storage/videos-bucket';
import { chooseDog, dogName } from '../dogs/member-dogs';
import { videoSummary, type VideoItem } from './video-views';

const DENIALS: Record<VideoDenial, ApiErrorCode> = { planRequired: 'VIDEO_PLAN_REQUIRED', quotaExhausted: 'VIDEO_QUOTA_EXHAUSTED' };
const DECLARED_REFUSALS: Partial<Record<VideoRefusal, ApiErrorCode>> = {
  tooLarge: 'VIDEO_TOO_LARGE',
  tooSmall: 'VIDEO_TOO_SMALL',
  tooLong: 'VIDEO_TOO_LONG',
  notAVideo: 'VIDEO_NOT_A_VIDEO',
};

export interface UploadReservation {
  userId: string;
  /** The browser's key for this click: the video's id, so a retry finds the video it reserved. */
  requestId: string;
  ficheId?: string;
  ticketId?: string;
  dogId?: string;
  sizeBytes: number;
  contentType: string;
  durationSeconds: number;
  at: string;
}

/**
 * 'Envoyer une vidéo' (issue 26): checks what the browser declares of the file (type, size, duration: a clear French
 * refusal before anything is spent), then reserves the video and pays for it in ONE transaction:
 * - a unit of the month's quota: the member's counter of the Paris month `+1` on the condition that it is absent or
 *   under the plan's number, with a check that the plan is still the one read, so 10 simultaneous requests with 1
 *   video left reserve exactly 1 and the others are refused;
 * - or a `video_retour` credit (a points exchange or a shop purchase), marked used on the condition that it is unused.
 * The video is created only if its id (the request's key) is free. Then the presigned POST: the key is the server's
 * (member id + the video's uuid), the policy pins it, caps the size (content-length-range up to the declared size, ≤ 150 Mo) and pins the
 * declared type; the file goes straight to S3 and is checked there (upload-check.ts).
 */
export async function reserveUpload(db: Db, bucket: VideosBucket, input: UploadReservation): Promise<VideoUpload> {
  const { userId, requestId: videoId, at } = input;
  const refusal = declaredVideoRefusal(input);
  if (refusal) throw new HttpError(DECLARED_REFUSALS[refusal] ?? 'VIDEO_NOT_A_VIDEO');
  const existing = (await db.entities.video.get({ userId, videoId }).go({ consistent: true })).data;
  if (existing) return uploadFor(bucket, existing, input);

  const month = parisMonth(at);
  const [{ data: subscription }, { data: quota }, rewards, { data: profile }] = await Promise.all([
    db.entities.subscription.get({ userId }).go({ attributes: ['plan'] }),
    db.entities.videoQuota.get({ userId, month }).go({ consistent: true }),
    unusedRewards(db, userId),
    db.entities.profile.get({ userId }).go({ attributes: ['firstName'] }),
  ]);
  if (!subscription) throw new HttpError('MEMBER_NOT_FOUND');
  const credits = rewards.filter((reward) => reward.type === VIDEO_EXTRA.rewardType);
  const payment = videoPayment({ plan: subscription.plan, usedThisMonth: quota?.used ?? 0, credits: credits.length });
  if ('denial' in payment) throw new HttpError(DENIALS[payment.denial]);
  // The oldest unused credit (rewards come newest first).
  const credit = payment.kind === 'credit' ? credits.at(-1) : undefined;
  const subject = await videoSubject(db, userId, subscription.plan, input);

  const video = {
    userId,
    videoId,
    status: 'attente_fichier' as const,
    ...subject,
    memberName: profile?.firstName ?? 'Membre',
    memberPlan: subscription.plan,
    objectKey: videoObjectKey(userId, videoId),
    declaredBytes: input.sizeBytes,
    declaredType: input.contentType,
    declaredSeconds: input.durationSeconds,
    paidWith: formatVideoPaidWith(payment.kind === 'quota' ? { kind: 'quota', month } : { kind: 'credit', rewardId: credit!.id }),
    commentCount: 0,
    createdAt: at,
    updatedAt: at,
  };
  const limit = payment.kind === 'quota' ? payment.limit : 0;
  const plan = subscription.plan;
  const result = await writeTransaction(() =>
    db.transaction
      .write((entities) => [
        entities.video.create(video).commit(),
        payment.kind === 'quota'
          ? entities.videoQuota
              .update({ userId, month })
              .add({ used: 1 })
              .where(({ used }, { notExists, lt }) => `(${notExists(used)} OR ${lt(used, limit)})`)
              .commit()
          : useRewardItem(entities, { userId, rewardId: credit!.id, type: VIDEO_EXTRA.rewardType, usedFor: `video:${videoId}`, at }),
        // The plan read decided the quota: a change of plan meanwhile cancels the reservation (the member retries).
        entities.subscription.check({ userId }).where((attributes, { eq }) => eq(attributes.plan, plan)).commit(),
      ])
      .go(),
  );
  if (result.canceled) {
    const [created, paid] = result.data;
    if (created?.code === 'ConditionalCheckFailed') {
      const again = (await db.entities.video.get({ userId, videoId }).go({ consistent: true })).data;
      if (again) return uploadFor(bucket, again, input);
      throw new HttpError('REQUEST_ID_REUSED');
    }
    if (paid?.code === 'ConditionalCheckFailed') throw new HttpError(payment.kind === 'quota' ? 'VIDEO_QUOTA_EXHAUSTED' : 'VIDEO_CREDIT_TAKEN');
    throw new HttpError('BUSY');
  }
  return uploadFor(bucket, video, input);
}

/**
 * What the video is about, as the lists show it: the fiche (published) or the member's ticket (404 otherwise), and the
 * dog filmed — the one named (one of the member's), else the ticket's, else their first.
 */
async function videoSubject(db: Db, userId: string, plan: PlanId, { ficheId, ticketId, dogId }: Pick<UploadReservation, 'ficheId' | 'ticketId' | 'dogId'>) {
  const [fiche, ticket, { data: dogs }] = await Promise.all([
    ficheId ? db.entities.fiche.get({ ficheId }).go({ attributes: ['title', 'isPublished'] }).then(({ data }) => data) : null,
    ticketId ? db.entities.ticket.get({ ticketId }).go({ attributes: ['userId', 'title', 'dogId'] }).then(({ data }) => data) : null,
    db.entities.dog.query.byUser({ userId }).go({ pages: 'all', attributes: ['dogId', 'createdAt', 'answers'] }),
  ]);
  if (ficheId && !fiche?.isPublished) throw new HttpError('FICHE_NOT_FOUND');
  if (ticketId && ticket?.userId !== userId) throw new HttpError('TICKET_NOT_FOUND');
  const { dog } = chooseDog(dogs, plan, dogId ?? ticket?.dogId);
  return {
    ...(ficheId && fiche ? { ficheId, ficheTitle: fiche.title } : {}),
    ...(ticketId && ticket ? { ticketId, ticketTitle: ticket.title } : {}),
    ...(dog ? { dogId: dog.dogId, dogName: dogName(dog) } : {}),
  };
}

/** The presigned POST of a reserved video; a retried request whose video is past its upload is refused. */
async function uploadFor(bucket: VideosBucket, video: VideoItem, input: UploadReservation): Promise<VideoUpload> {
  if (video.status !== 'attente_fichier' || video.declaredType !== input.contentType) throw new HttpError('REQUEST_ID_REUSED');
  const post = await bucket.presignedPost(video.objectKey, {
    conditions: [
      // The file the browser declared, to the byte at most (never more than 150 Mo: the declared size was checked).
      ['content-length-range', VIDEO_MIN_BYTES, Math.min(video.declaredBytes, VIDEO_MAX_BYTES)],
      ['eq', '$Content-Type', video.declaredType],
    ],
    fields: { 'Content-Type': video.declaredType, success_action_status: '201' },
    seconds: VIDEO_UPLOAD_WINDOW_SECONDS,
  });
  return {
    video: videoSummary(video, input.at),
    upload: { url: post.url, fields: post.fields, expiresAt: new Date(Date.parse(input.at) + VIDEO_UPLOAD_WINDOW_SECONDS * 1000).toISOString() },
    limits: { maxBytes: VIDEO_MAX_BYTES, maxSeconds: VIDEO_MAX_SECONDS, contentTypes: [...VIDEO_CONTENT_TYPE_LIST] },
  };
}
