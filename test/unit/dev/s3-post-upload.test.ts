import { createServer, type Server } from 'node:http';
import { CopyObjectCommand, GetObjectCommand, GetObjectTaggingCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { closeServer, listen, readBody } from '../../../scripts/dev/http-server';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../../scripts/dev/local-aws';
import { createS3Emulator, type ObjectCreated } from '../../../scripts/dev/s3-emulator';

/**
 * The local S3's browser uploads (issue 26): a presigned POST made by the real `@aws-sdk/s3-presigned-post` is
 * accepted within its policy and refused outside it (size range, Content-Type prefix, key, expiry, extra field,
 * altered signature) as S3 refuses it; ranged GETs answer 206; a stored object is notified as S3 notifies it; CopyObject
 * follows S3's directives and its rule on copies onto themselves.
 */
const BUCKET = 'test-videos';
let server: Server;
let endpoint: string;
const created: ObjectCreated[] = [];

const client = () => new S3Client({ region: LOCAL_REGION, endpoint, forcePathStyle: true, credentials: LOCAL_CREDENTIALS });

beforeAll(async () => {
  const s3 = createS3Emulator({ buckets: [BUCKET], log: { info: () => undefined, warn: () => undefined, error: () => undefined }, onObjectCreated: (event) => created.push(event) });
  server = createServer((request, response) => {
    void readBody(request, 10 * 1024 * 1024).then((body) => s3.handle(request, response, body ?? Buffer.alloc(0)));
  });
  endpoint = `http://127.0.0.1:${await listen(server, 0)}`;
});
afterAll(() => closeServer(server));

const presign = (key: string, options: { max?: number; expires?: number; signingOffset?: number } = {}) =>
  createPresignedPost(client(), {
    Bucket: BUCKET,
    Key: key,
    Conditions: [['content-length-range', 10, options.max ?? 1000], ['starts-with', '$Content-Type', 'video/']],
    Fields: { 'Content-Type': 'video/mp4', success_action_status: '201' },
    Expires: options.expires ?? 60,
  });

async function upload(post: { url: string; fields: Record<string, string> }, bytes: Buffer, change: (form: FormData) => void = () => undefined, origin?: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(post.fields)) form.append(name, value);
  change(form);
  form.append('file', new Blob([new Uint8Array(bytes)]), 'chien.mp4');
  return fetch(post.url, { method: 'POST', body: form, headers: origin ? { origin } : {} });
}

it('stores a file posted within its policy, answers 201 with S3’s PostResponse, and notifies its creation', async () => {
  const post = await presign('videos/membre-1/v1');
  expect(post.url).toBe(`${endpoint}/${BUCKET}`);
  const answer = await upload(post, Buffer.alloc(500, 7), undefined, 'http://localhost:5173');
  expect(answer.status).toBe(201);
  expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  expect(await answer.text()).toContain('<Key>videos/membre-1/v1</Key>');
  const head = await client().send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'videos/membre-1/v1' }));
  expect([head.ContentLength, head.ContentType]).toEqual([500, 'video/mp4']);
  await new Promise((resolve) => setImmediate(resolve));
  expect(created).toContainEqual({ bucket: BUCKET, key: 'videos/membre-1/v1', size: 500, eventName: 'ObjectCreated:Post' });
});

it('refuses a file over the policy’s size range (EntityTooLarge) or under it, and stores nothing', async () => {
  const post = await presign('videos/membre-1/v2');
  const tooLarge = await upload(post, Buffer.alloc(1001));
  expect(tooLarge.status).toBe(400);
  expect(await tooLarge.text()).toContain('EntityTooLarge');
  const tooSmall = await upload(post, Buffer.alloc(5));
  expect(await tooSmall.text()).toContain('EntityTooSmall');
  await expect(client().send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'videos/membre-1/v2' }))).rejects.toMatchObject({ name: 'NotFound' });
});

it.each([
  ['another Content-Type', (form: FormData) => form.set('Content-Type', 'text/html')],
  ['another key', (form: FormData) => form.set('key', 'videos/membre-2/v3')],
  ['a field the policy does not name', (form: FormData) => form.append('x-amz-meta-nom', 'chien')],
  ['an altered signature', (form: FormData) => form.set('X-Amz-Signature', '0'.repeat(64))],
])('refuses %s (403)', async (_label, change) => {
  const post = await presign('videos/membre-1/v3');
  const answer = await upload(post, Buffer.alloc(100), change);
  expect(answer.status).toBe(403);
  expect(await answer.text()).toMatch(/AccessDenied|SignatureDoesNotMatch/);
});

it('refuses a policy past its expiration', async () => {
  const post = await presign('videos/membre-1/v4', { expires: -1 });
  const answer = await upload(post, Buffer.alloc(100));
  expect(answer.status).toBe(403);
  expect(await answer.text()).toContain('Policy expired');
});

it('answers a ranged GET with 206 and its Content-Range, as the upload check reads a container’s header', async () => {
  const bytes = Buffer.from(Array.from({ length: 300 }, (_, index) => index % 256));
  await upload(await presign('videos/membre-1/v5'), bytes);
  const first = await client().send(new GetObjectCommand({ Bucket: BUCKET, Key: 'videos/membre-1/v5', Range: 'bytes=0-15' }));
  expect(first.ContentRange).toBe('bytes 0-15/300');
  expect(Buffer.from(await first.Body!.transformToByteArray())).toEqual(bytes.subarray(0, 16));
  const last = await client().send(new GetObjectCommand({ Bucket: BUCKET, Key: 'videos/membre-1/v5', Range: 'bytes=290-' }));
  expect(Buffer.from(await last.Body!.transformToByteArray())).toEqual(bytes.subarray(290));
  await expect(client().send(new GetObjectCommand({ Bucket: BUCKET, Key: 'videos/membre-1/v5', Range: 'bytes=400-' }))).rejects.toMatchObject({ name: 'InvalidRange' });
});

it('answers a browser’s CORS preflight from a local origin only', async () => {
  const preflight = (origin: string) => fetch(`${endpoint}/${BUCKET}`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } });
  expect((await preflight('http://localhost:4173')).headers.get('access-control-allow-origin')).toBe('http://localhost:4173');
  expect((await preflight('https://ailleurs.example')).status).toBe(403);
});

describe('CopyObject (issue 26: a commented video copied onto itself with its retention tag)', () => {
  const key = 'videos/membre-2/copie';
  const put = (body: Buffer) => client().send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: body, ContentType: 'video/mp4', Metadata: { origine: 'envoi' } }));

  it('refuses a copy onto itself that changes nothing, as S3 does', async () => {
    await put(Buffer.alloc(300, 1));
    await expect(client().send(new CopyObjectCommand({ Bucket: BUCKET, Key: key, CopySource: `${BUCKET}/${key}` }))).rejects.toMatchObject({ name: 'InvalidRequest', $metadata: { httpStatusCode: 400 } });
  });

  it('makes a new object with REPLACE: a later LastModified, the same bytes, the given type, metadata and tags, and notifies it', async () => {
    await put(Buffer.alloc(300, 2));
    const before = await client().send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    created.length = 0;
    const answer = await client().send(
      new CopyObjectCommand({
        Bucket: BUCKET,
        Key: key,
        CopySource: `${BUCKET}/${key}`,
        MetadataDirective: 'REPLACE',
        ContentType: 'video/mp4',
        Metadata: { 'commented-at': '2026-11-26T14:00:00.000Z' },
        TaggingDirective: 'REPLACE',
        Tagging: 'status=commentee',
      }),
    );
    expect(answer.CopyObjectResult?.LastModified!.getTime()).toBeGreaterThan(before.LastModified!.getTime());
    const after = await client().send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(after.LastModified!.getTime()).toBeGreaterThan(before.LastModified!.getTime());
    expect([after.ContentType, after.ContentLength, after.ETag, after.Metadata]).toEqual(['video/mp4', 300, before.ETag, { 'commented-at': '2026-11-26T14:00:00.000Z' }]);
    expect((await client().send(new GetObjectTaggingCommand({ Bucket: BUCKET, Key: key }))).TagSet).toEqual([{ Key: 'status', Value: 'commentee' }]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(created).toEqual([{ bucket: BUCKET, key, size: 300, eventName: 'ObjectCreated:Copy' }]);
  });

  it('gives a REPLACE without a type binary/octet-stream, and a COPY the source’s type, metadata and tags', async () => {
    await put(Buffer.alloc(50, 3));
    await client().send(new CopyObjectCommand({ Bucket: BUCKET, Key: key, CopySource: `${BUCKET}/${key}`, MetadataDirective: 'REPLACE', TaggingDirective: 'REPLACE', Tagging: 'status=commentee' }));
    expect((await client().send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }))).ContentType).toBe('binary/octet-stream');
    await put(Buffer.alloc(50, 4));
    await client().send(new CopyObjectCommand({ Bucket: BUCKET, Key: 'videos/membre-2/autre', CopySource: `${BUCKET}/${key}` }));
    const copy = await client().send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'videos/membre-2/autre' }));
    expect([copy.ContentType, copy.Metadata]).toEqual(['video/mp4', { origine: 'envoi' }]);
  });

  it('answers NoSuchKey for a missing source', async () => {
    await expect(client().send(new CopyObjectCommand({ Bucket: BUCKET, Key: 'videos/membre-2/x', CopySource: `${BUCKET}/videos/membre-2/absente` }))).rejects.toMatchObject({ name: 'NoSuchKey' });
  });
});
