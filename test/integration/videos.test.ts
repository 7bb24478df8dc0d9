import { randomUUID } from 'node:crypto';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { FICHES } from '../../shared/catalogue';
import type { VideoUpload } from '../../shared/contract/video-schemas';
import { API_ERRORS } from '../../shared/contract/errors';
import { parisMonth } from '../../shared/domain/months';
import { VIDEO_EXTRA, VIDEO_REFUSAL_MESSAGES } from '../../shared/domain/videos';
import { readBalance } from '../../functions/lib/points/ledger';
import { LOCAL_CREDENTIALS, LOCAL_REGION, LOCAL_VIDEOS_BUCKET } from '../../scripts/dev/local-aws';
import { api } from './support/api';
import { mailsTo, waitFor } from './support/local-aws';
import { deliver, eventOf, payCheckout, sandboxEvents, sandboxStripe } from './support/stripe';
import { memberOnPlan, testDb } from './support/members';
import { testStack } from './support/stack';
import { isoVideo, webmVideo } from './support/video-files';

jest.setTimeout(90_000);

/**
 * Issue 26, the upload: 'Envoyer une vidéo' reserves a unit of the month's quota (or a credit) in one transaction and
 * answers a presigned POST; the browser sends the file straight to S3 (the local S3 enforces the policy); S3's
 * ObjectCreated notification runs the check, which accepts a real video and refuses anything else, telling the member.
 */
const FICHE = FICHES.find((fiche) => fiche.isPublished)!;
const file = (overrides: Partial<{ sizeBytes: number; contentType: string; durationSeconds: number }> = {}) => ({
  requestId: randomUUID(),
  ficheId: FICHE.id,
  sizeBytes: 5000,
  contentType: 'video/mp4',
  durationSeconds: 42,
  ...overrides,
});
const errorOf = (code: keyof typeof API_ERRORS) => ({ error: { code, message: API_ERRORS[code].message } });
const reserve = (token: string, body: object) => api('POST', '/videos/upload', { token, body });

async function post(upload: VideoUpload['upload'], bytes: Buffer, contentType = 'video/mp4') {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), 'ma-video.mp4');
  return fetch(upload.url, { method: 'POST', body: form });
}

const video = async (userId: string, videoId: string) => (await testDb().entities.video.get({ userId, videoId }).go({ consistent: true })).data;
const used = async (userId: string) => (await testDb().entities.videoQuota.get({ userId, month: parisMonth(new Date()) }).go({ consistent: true })).data?.used ?? 0;
const s3 = () => new S3Client({ region: LOCAL_REGION, endpoint: testStack().urls.aws, forcePathStyle: true, credentials: LOCAL_CREDENTIALS });

it('reserves exactly one video when ten requests race for the last unit of the month', async () => {
  const member = await memberOnPlan('premium');
  await testDb().entities.videoQuota.update({ userId: member.userId, month: parisMonth(new Date()) }).add({ used: 1 }).go();
  const answers = await Promise.all(Array.from({ length: 10 }, () => reserve(member.accessToken, file())));
  expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
  const refused = answers.filter((answer) => answer.status !== 201);
  expect(refused.map((answer) => answer.status)).toEqual(Array(9).fill(403));
  for (const answer of refused) expect(answer.json).toEqual(errorOf('VIDEO_QUOTA_EXHAUSTED'));
  expect(await used(member.userId)).toBe(2);
  const { data: videos } = await testDb().entities.video.query.byMember({ userId: member.userId }).go({ pages: 'all' });
  expect(videos).toHaveLength(1);
});

it('answers the same reservation to a retried request, and spends one unit', async () => {
  const member = await memberOnPlan('expert');
  const body = file();
  const [first, second] = [await reserve(member.accessToken, body), await reserve(member.accessToken, body)];
  expect([first.status, second.status]).toEqual([201, 201]);
  expect((second.json as VideoUpload).video.id).toBe(body.requestId);
  expect(await used(member.userId)).toBe(1);
});

it('asks Gratuit to upgrade, and lets a video credit pay instead', async () => {
  const member = await memberOnPlan('gratuit');
  const refused = await reserve(member.accessToken, file());
  expect([refused.status, refused.json]).toEqual([403, errorOf('VIDEO_PLAN_REQUIRED')]);
  await testDb().entities.reward.create({ userId: member.userId, rewardId: 'credit-video-1', rewardType: 'video_retour', pointsCost: 0, origin: 'gift', unlockedAt: new Date().toISOString() }).go();
  const paid = await reserve(member.accessToken, file());
  expect(paid.status).toBe(201);
  const { data: credit } = await testDb().entities.reward.get({ userId: member.userId, rewardId: 'credit-video-1' }).go();
  expect(credit).toMatchObject({ used: true, usedFor: `video:${(paid.json as VideoUpload).video.id}` });
});

it('sells one more video in the shop: a paid checkout credits one video credit, a replayed webhook nothing more, and it pays an upload', async () => {
  const member = await memberOnPlan('gratuit');
  const checkout = await api('POST', '/billing/shop-checkout', { token: member.accessToken, body: { product: 'video_retour' } });
  expect(checkout.status).toBe(200);
  const url = (checkout.json as { url: string }).url;
  // The session sells the server's price of the extra video, for this member.
  expect(await sandboxStripe().checkout.sessions.retrieve(url.split('/').at(-1)!)).toMatchObject({ mode: 'payment', client_reference_id: member.userId, amount_total: VIDEO_EXTRA.price });
  expect((await payCheckout(url)).headers.get('location')).toContain('purchase_success=true&product=video_retour');
  const credits = async () => (await testDb().entities.reward.query.byId({ userId: member.userId }).go({ consistent: true })).data;
  expect((await credits()).map((reward) => [reward.rewardType, reward.origin, reward.used])).toEqual([['video_retour', 'purchase', false]]);
  expect((await readBalance(testDb(), member.userId))?.total).toBe(VIDEO_EXTRA.bonusPoints);

  // Stripe delivers again, and re-sends the session under a new event id: neither credits a second video.
  const [payment] = (await testDb().entities.payment.query.byMember({ userId: member.userId }).go()).data;
  expect(payment).toMatchObject({ kind: 'shop', product: 'video_retour', amount: VIDEO_EXTRA.price, status: 'paid' });
  const [completed] = (await sandboxEvents()).filter((event) => event.type === 'checkout.session.completed' && JSON.stringify(event.data.object).includes(payment!.paymentId));
  expect((await deliver(completed!)).status).toBe(200);
  expect((await deliver(eventOf('checkout.session.completed', completed!.data.object))).status).toBe(200);
  expect(await credits()).toHaveLength(1);
  expect((await readBalance(testDb(), member.userId))?.total).toBe(VIDEO_EXTRA.bonusPoints);

  // The free plan sends no video of its own: the bought credit pays the upload, once.
  const paid = await reserve(member.accessToken, file());
  expect(paid.status).toBe(201);
  expect(await credits()).toEqual([expect.objectContaining({ rewardType: 'video_retour', used: true, usedFor: `video:${(paid.json as VideoUpload).video.id}` })]);
  const again = await reserve(member.accessToken, file());
  expect([again.status, again.json]).toEqual([403, errorOf('VIDEO_PLAN_REQUIRED')]);
});

it.each([
  ['over 150 Mo', { sizeBytes: 150 * 1024 * 1024 + 1 }, 'VIDEO_TOO_LARGE'],
  ['over 2 minutes', { durationSeconds: 121 }, 'VIDEO_TOO_LONG'],
  ['not a video type', { contentType: 'image/png' }, 'VIDEO_NOT_A_VIDEO'],
] as const)('refuses a file declared %s before spending anything', async (_label, overrides, code) => {
  const member = await memberOnPlan('premium');
  const answer = await reserve(member.accessToken, file(overrides));
  expect([answer.status, answer.json]).toEqual([API_ERRORS[code].status, errorOf(code)]);
  expect(await used(member.userId)).toBe(0);
});

it('refuses a video about another member’s ticket as if it did not exist', async () => {
  const member = await memberOnPlan('premium');
  const { ficheId: _none, ...body } = file();
  const answer = await reserve(member.accessToken, { ...body, ticketId: randomUUID() });
  expect(answer.status).toBe(404);
  expect(await used(member.userId)).toBe(0);
});

it('takes a real MP4 through the presigned POST, checks it and sends it to the team with its due-by', async () => {
  const member = await memberOnPlan('premium');
  const bytes = isoVideo({ seconds: 42, moovLast: true });
  const reserved = (await reserve(member.accessToken, file({ sizeBytes: bytes.length }))).json as VideoUpload;
  expect(reserved.upload.fields.key).toBe(`videos/${member.userId}/${reserved.video.id}`);
  expect((await post(reserved.upload, bytes)).status).toBe(201);
  await waitFor(async () => (await video(member.userId, reserved.video.id))?.status === 'envoyee');
  expect(await video(member.userId, reserved.video.id)).toMatchObject({ status: 'envoyee', container: 'mp4', durationSeconds: 42, sizeBytes: bytes.length, dueBy: expect.any(String) });
});

it('lets the policy refuse a file larger than declared, or of another type, and stores nothing', async () => {
  const member = await memberOnPlan('premium');
  const reserved = (await reserve(member.accessToken, file({ sizeBytes: 2000 }))).json as VideoUpload;
  const tooLarge = await post(reserved.upload, isoVideo({ seconds: 10, payloadBytes: 5000 }));
  expect([tooLarge.status, await tooLarge.text()]).toEqual([400, expect.stringContaining('EntityTooLarge')]);
  const otherType = await (async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(reserved.upload.fields)) form.append(name, name === 'Content-Type' ? 'text/html' : value);
    form.append('file', new Blob([new Uint8Array(1500)]), 'page.html');
    return fetch(reserved.upload.url, { method: 'POST', body: form });
  })();
  expect(otherType.status).toBe(403);
  await expect(s3().send(new HeadObjectCommand({ Bucket: LOCAL_VIDEOS_BUCKET, Key: reserved.upload.fields.key }))).rejects.toMatchObject({ name: 'NotFound' });
  expect((await video(member.userId, reserved.video.id))?.status).toBe('attente_fichier');
});

it.each([
  ['a file that is not a video', () => Buffer.from('ceci n’est pas une vidéo. '.repeat(200)), 'notAVideo'],
  ['an MP4 of three minutes', () => isoVideo({ seconds: 180 }), 'tooLong'],
  ['a WebM declared as MP4', () => webmVideo({ seconds: 20 }), 'typeMismatch'],
] as const)('refuses %s after upload: deleted, the unit given back, the member told why', async (_label, make, reason) => {
  const member = await memberOnPlan('premium');
  const bytes = make();
  const reserved = (await reserve(member.accessToken, file({ sizeBytes: bytes.length }))).json as VideoUpload;
  expect(await used(member.userId)).toBe(1);
  expect((await post(reserved.upload, bytes)).status).toBe(201);
  await waitFor(async () => (await video(member.userId, reserved.video.id))?.status === 'refusee');
  expect(await video(member.userId, reserved.video.id)).toMatchObject({ status: 'refusee', refusal: reason });
  expect(await used(member.userId)).toBe(0);
  await expect(s3().send(new HeadObjectCommand({ Bucket: LOCAL_VIDEOS_BUCKET, Key: reserved.upload.fields.key }))).rejects.toMatchObject({ name: 'NotFound' });
  await waitFor(async () => (await mailsTo(member.email)).some((mail) => mail.subject === 'Ta vidéo n’a pas pu être envoyée'));
  const mail = (await mailsTo(member.email)).find((one) => one.subject === 'Ta vidéo n’a pas pu être envoyée');
  expect(mail?.text).toContain(VIDEO_REFUSAL_MESSAGES[reason]);
});
