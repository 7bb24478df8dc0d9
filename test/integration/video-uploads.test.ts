import { randomUUID } from 'node:crypto';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Context } from 'aws-lambda';
import { handler as visioHoldsJob } from '../../functions/jobs/visio-holds';
import { releaseAbandonedUploads } from '../../functions/jobs/video-uploads';
import { FICHES } from '../../shared/catalogue';
import { API_ERRORS } from '../../shared/contract/errors';
import type { MemberVideos, StaffVideos, VideoUpload } from '../../shared/contract/video-schemas';
import { parisMonth } from '../../shared/domain/months';
import { VIDEO_UPLOAD_ABANDON_HOURS } from '../../shared/domain/videos';
import { LOCAL_CREDENTIALS, LOCAL_REGION, LOCAL_VIDEOS_BUCKET } from '../../scripts/dev/local-aws';
import { sqsMessage } from '../../scripts/dev/sqs-message';
import { tokenFor } from './support/accounts';
import { api } from './support/api';
import { waitFor } from './support/local-aws';
import { memberOnPlan, testDb } from './support/members';
import { testStack } from './support/stack';
import { isoVideo } from './support/video-files';

jest.setTimeout(120_000);

/**
 * Issue 26 follow-up: 'Envoyer une vidéo' pays for the video when it reserves it. A reservation whose file never came
 * is abandoned by the video-uploads job a day later, and what paid for it comes back: the unit of its month, or its
 * credit. A reservation is made old here by writing back its date (the job compares it with the clock).
 */
const FICHE = FICHES.find((fiche) => fiche.isPublished)!;
const HOUR = 3_600_000;
const reserve = (token: string, sizeBytes = 5000) =>
  api('POST', '/videos/upload', { token, body: { requestId: randomUUID(), ficheId: FICHE.id, sizeBytes, contentType: 'video/mp4', durationSeconds: 42 } });
const reserved = async (token: string, sizeBytes?: number) => {
  const answer = await reserve(token, sizeBytes);
  expect(answer.status).toBe(201);
  return answer.json as VideoUpload;
};
const video = async (userId: string, videoId: string) => (await testDb().entities.video.get({ userId, videoId }).go({ consistent: true })).data;
const statusOf = async (userId: string, videoId: string) => (await video(userId, videoId))?.status;
const used = async (userId: string) => (await testDb().entities.videoQuota.get({ userId, month: parisMonth(new Date()) }).go({ consistent: true })).data?.used ?? 0;
const sweep = () => releaseAbandonedUploads(testDb(), new Date().toISOString());
const s3 = () => new S3Client({ region: LOCAL_REGION, endpoint: testStack().urls.aws, forcePathStyle: true, credentials: LOCAL_CREDENTIALS });

/** The video as if reserved `hours` ago. */
async function reservedAgo(userId: string, videoId: string, hours: number) {
  const item = await video(userId, videoId);
  await testDb().entities.video.put({ ...item!, createdAt: new Date(Date.now() - hours * HOUR).toISOString() }).go();
}

async function upload(upload: VideoUpload['upload'], bytes: Buffer) {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'video/mp4' }), 'chien.mp4');
  return fetch(upload.url, { method: 'POST', body: form });
}

it('gives back the month’s unit of a reservation whose file never came a day later: the member reserves again; a younger one and a sent one stay', async () => {
  const [member, sender] = await Promise.all([memberOnPlan('premium'), memberOnPlan('premium')]);
  const [stale, young] = [await reserved(member.accessToken), await reserved(member.accessToken)];
  expect((await reserve(member.accessToken)).json).toEqual({ error: { code: 'VIDEO_QUOTA_EXHAUSTED', message: API_ERRORS.VIDEO_QUOTA_EXHAUSTED.message } });
  // Another member's video whose file came and was checked: as old, but sent.
  const bytes = isoVideo({ seconds: 20 });
  const sent = await reserved(sender.accessToken, bytes.length);
  expect((await upload(sent.upload, bytes)).status).toBe(201);
  await waitFor(async () => (await statusOf(sender.userId, sent.video.id)) === 'envoyee');
  await reservedAgo(member.userId, stale.video.id, VIDEO_UPLOAD_ABANDON_HOURS + 1);
  await reservedAgo(member.userId, young.video.id, VIDEO_UPLOAD_ABANDON_HOURS - 1);
  await reservedAgo(sender.userId, sent.video.id, VIDEO_UPLOAD_ABANDON_HOURS + 1);

  expect(await sweep()).toEqual({ abandoned: 1 });
  expect(await statusOf(member.userId, stale.video.id)).toBe('abandonnee');
  expect(await statusOf(member.userId, young.video.id)).toBe('attente_fichier');
  expect(await statusOf(sender.userId, sent.video.id)).toBe('envoyee');
  expect([await used(member.userId), await used(sender.userId)]).toEqual([1, 1]);

  // The unit is the member's again this month; their list tells what became of the abandoned one.
  const list = (await api('GET', '/videos', { token: member.accessToken })).json as MemberVideos;
  expect(list.rights).toMatchObject({ remainingThisMonth: 1, canSend: true });
  expect(list.videos.find(({ id }) => id === stale.video.id)).toMatchObject({ status: 'abandonnee', refusal: null });
  await reserved(member.accessToken);
  expect(await used(member.userId)).toBe(2);

  // The team never sees it: not in its queue (where the sent one is), not by its id.
  const educator = await tokenFor('educator');
  const queue = (await api('GET', '/staff/videos?queue=a-commenter', { token: educator })).json as StaffVideos;
  const ids = queue.videos.map(({ id }) => id);
  expect(ids).toContain(sent.video.id);
  expect(ids).not.toContain(stale.video.id);
  expect((await api('GET', `/staff/videos/${stale.video.id}`, { token: educator })).status).toBe(404);
  // A second run finds nothing more to give back.
  await sweep();
  expect(await used(member.userId)).toBe(2);
});

it('gives back the credit that paid an abandoned reservation: unused again, it pays the next video', async () => {
  const member = await memberOnPlan('gratuit');
  await testDb().entities.reward.create({ userId: member.userId, rewardId: 'credit-video-1', rewardType: 'video_retour', pointsCost: 0, origin: 'gift', unlockedAt: new Date().toISOString() }).go();
  const stale = await reserved(member.accessToken);
  const credit = async () => (await testDb().entities.reward.get({ userId: member.userId, rewardId: 'credit-video-1' }).go({ consistent: true })).data;
  expect(await credit()).toMatchObject({ used: true, usedFor: `video:${stale.video.id}` });
  await reservedAgo(member.userId, stale.video.id, VIDEO_UPLOAD_ABANDON_HOURS + 1);

  await sweep();
  expect(await statusOf(member.userId, stale.video.id)).toBe('abandonnee');
  const returned = await credit();
  expect(returned?.used).toBe(false);
  expect(returned?.usedFor).toBeUndefined();
  const next = await reserved(member.accessToken);
  expect(await credit()).toMatchObject({ used: true, usedFor: `video:${next.video.id}` });
});

it('abandons each reservation once when two runs meet: the month’s counter exact', async () => {
  const member = await memberOnPlan('expert');
  // Three videos of the month already sent (their units stay spent), three reservations abandoned.
  await testDb().entities.videoQuota.update({ userId: member.userId, month: parisMonth(new Date()) }).add({ used: 3 }).go();
  const stale = [await reserved(member.accessToken), await reserved(member.accessToken), await reserved(member.accessToken)];
  expect(await used(member.userId)).toBe(6);
  for (const { video: one } of stale) await reservedAgo(member.userId, one.id, VIDEO_UPLOAD_ABANDON_HOURS + 2);

  const runs = await Promise.all([sweep(), sweep()]);
  expect(runs[0]!.abandoned + runs[1]!.abandoned).toBe(3);
  expect(await used(member.userId)).toBe(3);
  for (const { video: one } of stale) expect(await statusOf(member.userId, one.id)).toBe('abandonnee');
});

it('deletes a file that comes after its reservation was abandoned, without checking it: the video stays abandoned, its unit given back', async () => {
  const member = await memberOnPlan('premium');
  const bytes = isoVideo({ seconds: 30 });
  const late = await reserved(member.accessToken, bytes.length);
  await reservedAgo(member.userId, late.video.id, VIDEO_UPLOAD_ABANDON_HOURS + 1);
  await sweep();
  expect(await used(member.userId)).toBe(0);

  // The presigned POST is still valid here (minutes old): S3 takes the file, the check after upload throws it away.
  expect((await upload(late.upload, bytes)).status).toBe(201);
  const head = () => s3().send(new HeadObjectCommand({ Bucket: LOCAL_VIDEOS_BUCKET, Key: late.upload.fields.key }));
  await waitFor(() => head().then(() => false, (error: { name?: string }) => error.name === 'NotFound'));
  await expect(head()).rejects.toMatchObject({ name: 'NotFound' });
  expect(await video(member.userId, late.video.id)).toMatchObject({ status: 'abandonnee' });
  expect((await video(member.userId, late.video.id))?.sentAt).toBeUndefined();
  expect(await used(member.userId)).toBe(0);
});

it('runs in the visio-holds job, through its handler with the message its queue hands it, which reports it', async () => {
  const member = await memberOnPlan('premium');
  const stale = await reserved(member.accessToken);
  await reservedAgo(member.userId, stale.video.id, VIDEO_UPLOAD_ABANDON_HOURS + 1);
  const context = { functionName: 'visio-holds', awsRequestId: randomUUID(), getRemainingTimeInMillis: () => 900_000 } as unknown as Context;
  const message = sqsMessage({ job: 'visio-holds', scheduledTime: new Date().toISOString() }, { receiveCount: 1, sender: 'scheduler.amazonaws.com', queue: 'visio-holds' });
  expect(await visioHoldsJob(message, context)).toMatchObject({ released: expect.any(Number), abandoned: 1 });
  expect(await statusOf(member.userId, stale.video.id)).toBe('abandonnee');
  expect(await used(member.userId)).toBe(0);
});
