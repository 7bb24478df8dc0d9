import { randomUUID } from 'node:crypto';
import { getSignedUrl } from '@aws-sdk/cloudfront-signer';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { GetObjectTaggingCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { FICHES } from '../../shared/catalogue';
import { API_ERRORS } from '../../shared/contract/errors';
import type { FinishVideo, MemberVideo, MemberVideos, StaffVideo, StaffVideoComment, StaffVideos, VideoUpload } from '../../shared/contract/video-schemas';
import { videoFileKeptUntil } from '../../shared/domain/videos';
import { DELETION_WORD } from '../../shared/schemas/account-deletion';
import { LOCAL_CREDENTIALS, LOCAL_PLAYBACK_KEY_PAIR_ID, LOCAL_PLAYBACK_PATH, LOCAL_REGION, LOCAL_VIDEOS_BUCKET } from '../../scripts/dev/local-aws';
import { LOCAL_VIDEO_PLAYBACK_SECRET_ARN } from '../../scripts/dev/function-env';
import { TEST_PASSWORD, tokenFor } from './support/accounts';
import { api } from './support/api';
import { mailsTo, pipelineDrained, waitFor } from './support/local-aws';
import { memberOnPlan, testDb } from './support/members';
import { testStack } from './support/stack';
import { isoVideo } from './support/video-files';

jest.setTimeout(120_000);

/**
 * Issue 26, the feedback: a sent video in the staff's queue, opened (en cours d'analyse), commented at moments with
 * private notes the member never sees, finished once (one e-mail), played through a signed URL the local CloudFront
 * checks, and erased with the account.
 */
const FICHE = FICHES.find((fiche) => fiche.isPublished)!;
const errorOf = (code: keyof typeof API_ERRORS) => ({ error: { code, message: API_ERRORS[code].message } });
const s3 = () => new S3Client({ region: LOCAL_REGION, endpoint: testStack().urls.aws, forcePathStyle: true, credentials: LOCAL_CREDENTIALS });

/** A Premium member's video of 42 s, uploaded through the presigned POST and checked (status 'envoyee'). */
async function sentVideo(firstName = 'Lou') {
  const member = await memberOnPlan('premium', firstName);
  const bytes = isoVideo({ seconds: 42 });
  const reserved = await api('POST', '/videos/upload', { token: member.accessToken, body: { requestId: randomUUID(), ficheId: FICHE.id, sizeBytes: bytes.length, contentType: 'video/mp4', durationSeconds: 42 } });
  const { upload, video } = reserved.json as VideoUpload;
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'video/mp4' }), 'chien.mp4');
  expect((await fetch(upload.url, { method: 'POST', body: form })).status).toBe(201);
  await waitFor(async () => (await testDb().entities.video.get({ userId: member.userId, videoId: video.id }).go({ consistent: true })).data?.status === 'envoyee');
  return { member, videoId: video.id, bytes };
}

const comment = (token: string, videoId: string, body: object) => api('POST', `/staff/videos/${videoId}/comments`, { token, body });

it('lists a sent video for its member and in the staff queue, moves it to analysis when an educator opens it, and hides it from another member', async () => {
  const { member, videoId } = await sentVideo();
  const list = (await api('GET', '/videos', { token: member.accessToken })).json as MemberVideos;
  expect(list.videos[0]).toMatchObject({ id: videoId, status: 'envoyee', fiche: { id: FICHE.id, title: FICHE.title }, dueBy: expect.any(String), durationSeconds: 42 });
  expect(list.rights).toMatchObject({ plan: 'premium', perMonth: 2, remainingThisMonth: 1, canSend: true });

  const educator = await tokenFor('educator');
  const queue = (await api('GET', '/staff/videos', { token: educator })).json as StaffVideos;
  expect(queue.videos.find((row) => row.id === videoId)).toMatchObject({ status: 'envoyee', member: { firstName: 'Lou', plan: 'premium' }, analyst: null });

  const opened = await api('GET', `/staff/videos/${videoId}`, { token: educator });
  expect(opened.status).toBe(200);
  expect((opened.json as StaffVideo).video).toMatchObject({ status: 'en_analyse', analyst: { name: expect.any(String) } });
  expect((opened.json as StaffVideo).member.firstName).toBe('Lou');
  expect(((await api('GET', `/videos/${videoId}`, { token: member.accessToken })).json as MemberVideo).video.status).toBe('en_analyse');

  const other = await memberOnPlan('premium');
  for (const call of [api('GET', `/videos/${videoId}`, { token: other.accessToken }), api('POST', `/videos/${videoId}/replies`, { token: other.accessToken, body: { body: 'Coucou' } })]) {
    expect((await call).json).toEqual(errorOf('VIDEO_NOT_FOUND'));
  }
});

it('keeps a commented video 180 days from its feedback: after Terminer the object is a copy made then, tagged, its type and bytes kept', async () => {
  const { member, videoId, bytes } = await sentVideo('Maël');
  const key = `videos/${member.userId}/${videoId}`;
  const head = () => s3().send(new HeadObjectCommand({ Bucket: LOCAL_VIDEOS_BUCKET, Key: key }));
  const uploaded = (await head()).LastModified!;
  // LastModified has a second's precision: the feedback comes in a later second than the upload.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const educator = await tokenFor('educator');
  expect((await comment(educator, videoId, { atSeconds: 2, text: 'Très bon rappel.', private: false })).status).toBe(201);
  const finishedAt = Date.now();
  expect((await api('POST', `/staff/videos/${videoId}/finish`, { token: educator })).status).toBe(200);
  await waitFor(async () => ((await s3().send(new GetObjectTaggingCommand({ Bucket: LOCAL_VIDEOS_BUCKET, Key: key }))).TagSet ?? []).length > 0);
  await pipelineDrained();

  expect((await s3().send(new GetObjectTaggingCommand({ Bucket: LOCAL_VIDEOS_BUCKET, Key: key }))).TagSet).toEqual([{ Key: 'status', Value: 'commentee' }]);
  const copied = await head();
  // The lifecycle's 180 days count from LastModified (the object's creation): now the feedback, no longer the upload.
  expect(copied.LastModified!.getTime()).toBeGreaterThan(uploaded.getTime());
  expect(copied.LastModified!.getTime()).toBeGreaterThanOrEqual(Math.floor(finishedAt / 1000) * 1000);
  expect(Date.parse(copied.Metadata?.['commented-at'] ?? '')).toBeGreaterThanOrEqual(Math.floor(finishedAt / 1000) * 1000);
  expect([copied.ContentType, copied.ContentLength]).toEqual(['video/mp4', bytes.length]);
  // The copy's ObjectCreated notification reached the upload check, which left the commented video alone.
  expect((await testDb().entities.video.get({ userId: member.userId, videoId }).go({ consistent: true })).data?.status).toBe('commentee');
});

it('tells the member the last day of a commented video; past it (a feedback 181 days ago) no playback is signed, the comments and the thread stay', async () => {
  const { member, videoId } = await sentVideo('Anouk');
  const educator = await tokenFor('educator');
  expect((await comment(educator, videoId, { atSeconds: 2, text: 'Le rappel est net, bravo.', private: false })).status).toBe(201);
  expect((await api('POST', `/videos/${videoId}/replies`, { token: member.accessToken, body: { body: 'Merci, on continue !' } })).status).toBe(201);
  const memberView = async () => (await api('GET', `/videos/${videoId}`, { token: member.accessToken })).json as MemberVideo;
  // Awaiting its feedback, a video is kept: no last day.
  expect((await memberView()).video).toMatchObject({ fileKeptUntil: null, fileDeleted: false });

  const { commentedAt } = ((await api('POST', `/staff/videos/${videoId}/finish`, { token: educator })).json as FinishVideo).video;
  // S3 counts 180 days from the retention copy and deletes at the next midnight UTC: kept through the 180th day after.
  const day180 = new Date(Date.parse(commentedAt!.slice(0, 10)) + 180 * 86_400_000).toISOString().slice(0, 10);
  const fresh = await memberView();
  expect(fresh.video).toMatchObject({ status: 'commentee', fileKeptUntil: day180, fileDeleted: false });
  expect(fresh.playback).not.toBeNull();

  // The same feedback given 181 days ago: the lifecycle rule has deleted the file, the item stays.
  const longAgo = new Date(Date.now() - 181 * 86_400_000).toISOString();
  await testDb().entities.video.patch({ userId: member.userId, videoId }).set({ commentedAt: longAgo, fileKeptUntil: videoFileKeptUntil(longAgo) }).go();
  const gone = await memberView();
  expect(gone.video).toMatchObject({ status: 'commentee', fileKeptUntil: videoFileKeptUntil(longAgo), fileDeleted: true });
  expect(gone.playback).toBeNull();
  expect(gone.comments.map(({ atSeconds, text }) => [atSeconds, text])).toEqual([[2, 'Le rappel est net, bravo.']]);
  expect(gone.replies.map(({ body }) => body)).toEqual(['Merci, on continue !']);
  expect(gone.canReply).toBe(true);
  const listed = ((await api('GET', '/videos', { token: member.accessToken })).json as MemberVideos).videos.find(({ id }) => id === videoId);
  expect(listed).toMatchObject({ fileDeleted: true });
  const staff = (await api('GET', `/staff/videos/${videoId}`, { token: educator })).json as StaffVideo;
  expect([staff.playback, staff.video.fileDeleted, staff.comments.length]).toEqual([null, true, 1]);
});

it('lets only the staff comment; shows the member the comments once finished, never the private notes; finishes once with one e-mail', async () => {
  const { member, videoId } = await sentVideo('Inès');
  const educator = await tokenFor('educator');
  expect((await comment(member.accessToken, videoId, { atSeconds: 1, text: 'Je me commente', private: false })).status).toBe(403);
  expect((await comment(educator, videoId, { atSeconds: 90, text: 'Trop loin', private: false })).json).toEqual(errorOf('VIDEO_COMMENT_OUT_OF_RANGE'));
  expect((await api('POST', `/staff/videos/${videoId}/finish`, { token: educator })).json).toEqual(errorOf('VIDEO_NOT_COMMENTED'));

  const atOne = await comment(educator, videoId, { atSeconds: 1, text: 'Belle assise, récompense plus tôt.', private: false });
  expect(atOne.status).toBe(201);
  expect(atOne.json).toMatchObject({ atSeconds: 1, untilSeconds: null, private: false });
  expect((await comment(educator, videoId, { atSeconds: 5, untilSeconds: 12, text: 'Ici la laisse se tend.', private: false })).status).toBe(201);
  const note = (await comment(educator, videoId, { atSeconds: 3, text: 'Note privée : maître stressé', private: true })).json as StaffVideoComment;
  expect(note.private).toBe(true);

  // Before 'Terminer', the member sees no comment (the educator's work in progress).
  expect(((await api('GET', `/videos/${videoId}`, { token: member.accessToken })).json as MemberVideo).comments).toEqual([]);

  const finishes = await Promise.all([0, 1].map(() => api('POST', `/staff/videos/${videoId}/finish`, { token: educator })));
  expect(finishes.map((answer) => answer.status)).toEqual([200, 200]);
  for (const answer of finishes) expect((answer.json as FinishVideo).video.status).toBe('commentee');
  await pipelineDrained();
  const mails = (await mailsTo(member.email)).filter((mail) => mail.subject === 'Ta vidéo est commentée');
  expect(mails).toHaveLength(1);
  // The object is tagged for the retention rule (deleted 180 days on).
  await waitFor(async () => ((await s3().send(new GetObjectTaggingCommand({ Bucket: LOCAL_VIDEOS_BUCKET, Key: `videos/${member.userId}/${videoId}` }))).TagSet ?? []).length > 0);
  expect((await s3().send(new GetObjectTaggingCommand({ Bucket: LOCAL_VIDEOS_BUCKET, Key: `videos/${member.userId}/${videoId}` }))).TagSet).toEqual([{ Key: 'status', Value: 'commentee' }]);

  const seen = (await api('GET', `/videos/${videoId}`, { token: member.accessToken })).json as MemberVideo;
  expect(seen.video.status).toBe('commentee');
  expect(seen.comments.map((c) => [c.atSeconds, c.untilSeconds, c.text])).toEqual([
    [1, null, 'Belle assise, récompense plus tôt.'],
    [5, 12, 'Ici la laisse se tend.'],
  ]);
  expect(JSON.stringify(seen)).not.toContain('maître stressé');
  expect((await comment(educator, videoId, { atSeconds: 2, text: 'Encore un', private: false })).json).toEqual(errorOf('VIDEO_ALREADY_COMMENTED'));

  // The thread: the member and the team, in the order written.
  expect((await api('POST', `/videos/${videoId}/replies`, { token: member.accessToken, body: { body: 'Merci ! Je récompense plus tôt alors ?' } })).status).toBe(201);
  expect((await api('POST', `/staff/videos/${videoId}/replies`, { token: educator, body: { body: 'Oui, dès que les fesses touchent le sol.' } })).status).toBe(201);
  const thread = ((await api('GET', `/videos/${videoId}`, { token: member.accessToken })).json as MemberVideo).replies;
  expect(thread.map((reply) => reply.author.role)).toEqual(['member', 'staff']);
});

it('plays the video through a signed URL the local CloudFront checks: ranges for seeking, tampered or expired refused', async () => {
  const { member, videoId, bytes } = await sentVideo();
  const { playback } = (await api('GET', `/videos/${videoId}`, { token: member.accessToken })).json as MemberVideo;
  expect(playback).not.toBeNull();
  expect(Date.parse(playback!.expiresAt) - Date.now()).toBeLessThanOrEqual(10 * 60 * 1000);
  const whole = await fetch(playback!.url);
  expect(whole.status).toBe(200);
  expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);
  const part = await fetch(playback!.url, { headers: { range: 'bytes=0-99' } });
  expect([part.status, part.headers.get('content-range')]).toEqual([206, `bytes 0-99/${bytes.length}`]);

  const unsigned = playback!.url.split('?')[0]!;
  expect((await fetch(unsigned)).status).toBe(403);
  const tampered = new URL(playback!.url);
  tampered.searchParams.set('Expires', String(Number(tampered.searchParams.get('Expires')) + 3600));
  expect((await fetch(tampered)).status).toBe(403);
  const otherKey = playback!.url.replace(videoId, randomUUID());
  expect((await fetch(otherKey)).status).toBe(403);

  // A URL signed by the same key, expired a second ago.
  const secrets = new SecretsManagerClient({ region: LOCAL_REGION, endpoint: testStack().urls.aws, credentials: LOCAL_CREDENTIALS });
  const { privateKey } = JSON.parse((await secrets.send(new GetSecretValueCommand({ SecretId: LOCAL_VIDEO_PLAYBACK_SECRET_ARN }))).SecretString!) as { privateKey: string };
  const base = `${testStack().urls.aws}${LOCAL_PLAYBACK_PATH}/videos/${member.userId}/${videoId}`;
  const fresh = getSignedUrl({ url: base, keyPairId: LOCAL_PLAYBACK_KEY_PAIR_ID, privateKey, dateLessThan: new Date(Date.now() + 60_000).toISOString() });
  const expired = getSignedUrl({ url: base, keyPairId: LOCAL_PLAYBACK_KEY_PAIR_ID, privateKey, dateLessThan: new Date(Date.now() - 1000).toISOString() });
  expect((await fetch(fresh)).status).toBe(200);
  expect((await fetch(expired)).status).toBe(403);
});

it('erases the member’s videos with the account: the files and the items', async () => {
  const { member, videoId } = await sentVideo();
  const educator = await tokenFor('educator');
  await comment(educator, videoId, { atSeconds: 1, text: 'Bien.', private: false });
  await comment(educator, videoId, { atSeconds: 2, text: 'Privé.', private: true });
  const key = `videos/${member.userId}/${videoId}`;
  await expect(s3().send(new HeadObjectCommand({ Bucket: LOCAL_VIDEOS_BUCKET, Key: key }))).resolves.toBeDefined();
  expect((await api('POST', '/account/delete', { token: member.accessToken, body: { password: TEST_PASSWORD, confirmation: DELETION_WORD } })).status).toBeLessThan(300);
  await waitFor(async () => Boolean((await testDb().entities.accountStatus.get({ userId: member.userId }).go({ consistent: true })).data?.erasedAt));
  await expect(s3().send(new HeadObjectCommand({ Bucket: LOCAL_VIDEOS_BUCKET, Key: key }))).rejects.toMatchObject({ name: 'NotFound' });
  expect((await testDb().entities.video.query.byMember({ userId: member.userId }).go()).data).toEqual([]);
  expect((await testDb().entities.videoComment.query.byVideo({ videoId }).go()).data).toEqual([]);
  expect((await testDb().entities.videoNote.query.byVideo({ videoId }).go()).data).toEqual([]);
});
