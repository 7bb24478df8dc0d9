import { createServer, type Server } from 'node:http';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { closeServer, listen, readBody } from '../../../scripts/dev/http-server';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../../scripts/dev/local-aws';
import { createS3Emulator } from '../../../scripts/dev/s3-emulator';

/**
 * The local S3 (issue 22) answers the real SDK: objects written and read back, presigned GET links honoured until they
 * expire, and refused when altered or signed with another key — as S3 would, so the export's code is the deployed code.
 */
const BUCKET = 'test-exports';
let server: Server;
let endpoint: string;

const client = (secretAccessKey = LOCAL_CREDENTIALS.secretAccessKey) =>
  new S3Client({ region: LOCAL_REGION, endpoint, forcePathStyle: true, credentials: { accessKeyId: LOCAL_CREDENTIALS.accessKeyId, secretAccessKey } });

beforeAll(async () => {
  const s3 = createS3Emulator({ buckets: [BUCKET], log: { info: () => undefined, warn: () => undefined, error: () => undefined } });
  server = createServer((request, response) => {
    void readBody(request, 1024 * 1024).then((body) => s3.handle(request, response, body ?? Buffer.alloc(0)));
  });
  endpoint = `http://127.0.0.1:${await listen(server, 0)}`;
});
afterAll(() => closeServer(server));

const key = 'exports/membre-1/export-1/donnees.json';

it('stores an object with PutObject and gives it back with GetObject', async () => {
  await client().send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: '{"chien":"Praline é"}', ContentType: 'application/json; charset=utf-8' }));
  const object = await client().send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  expect(await object.Body?.transformToString()).toBe('{"chien":"Praline é"}');
  expect(object.ContentType).toBe('application/json; charset=utf-8');
});

it('serves a presigned GET with its Content-Disposition, and refuses it once altered or expired', async () => {
  const command = new GetObjectCommand({ Bucket: BUCKET, Key: key, ResponseContentDisposition: 'attachment; filename="mes-donnees.json"' });
  const url = await getSignedUrl(client(), command, { expiresIn: 60 });
  const answer = await fetch(url);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-disposition')).toBe('attachment; filename="mes-donnees.json"');
  expect(await answer.text()).toContain('Praline');

  const otherObject = url.replace('export-1', 'export-2');
  expect((await fetch(otherObject)).status).toBe(403);
  const otherDisposition = url.replace('mes-donnees', 'autre');
  expect(await (await fetch(otherDisposition)).text()).toContain('SignatureDoesNotMatch');

  const signedAnHourAgo = await getSignedUrl(client(), command, { expiresIn: 60, signingDate: new Date(Date.now() - 3600_000) });
  const expired = await fetch(signedAnHourAgo);
  expect(expired.status).toBe(403);
  expect(await expired.text()).toContain('Request has expired');
});

it('refuses a request signed with another secret, and an unsigned one', async () => {
  await expect(client('pas-le-bon-secret').send(new GetObjectCommand({ Bucket: BUCKET, Key: key }))).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
  expect((await fetch(`${endpoint}/${BUCKET}/${key}`)).status).toBe(403);
});

it('deletes an object', async () => {
  await client().send(new DeleteObjectCommand({ Bucket: BUCKET, Key: key }));
  await expect(client().send(new GetObjectCommand({ Bucket: BUCKET, Key: key }))).rejects.toMatchObject({ name: 'NoSuchKey' });
});
