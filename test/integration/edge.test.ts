import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { getSignedUrl } from '@aws-sdk/cloudfront-signer';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { LOCAL_VIDEO_PLAYBACK_SECRET_ARN } from '../../scripts/dev/function-env';
import { LOCAL_CREDENTIALS, LOCAL_PLAYBACK_KEY_PAIR_ID, LOCAL_PLAYBACK_PATH, LOCAL_REGION, LOCAL_VIDEOS_BUCKET } from '../../scripts/dev/local-aws';
import { freePort } from '../../scripts/dev/ports';
import { localEdgeHeaders, localRuntimeConfig } from '../../scripts/dev/runtime-config';
import { serveStaticSite, type StaticSite } from '../../scripts/dev/static-site';
import { API_ERRORS } from '../../shared/contract/errors';
import { prerenderedFile } from '../../web/src/ssr/prerendered';
import { tokenFor } from './support/accounts';
import { testStack } from './support/stack';

jest.setTimeout(60_000);

/**
 * Issue 20: the edge as a visitor meets it, through the local site (scripts/dev/static-site.ts), which takes its
 * behaviours, viewer-request function, error responses and headers from the description CloudFront is built from
 * (infra/site/edge.ts). The web app is built once for this file (the integration stack serves no site), with the
 * API of the running test stack behind it.
 */
const root = resolve(__dirname, '../..');
const dist = mkdtempSync(join(tmpdir(), 'la-meute-edge-'));
let site: StaticSite;
let siteUrl: string;

/** `vite build` of the web app into `outDir`, as `npm run build` does, without source maps. */
function buildWeb(outDir: string): Promise<void> {
  return new Promise((done, fail) => {
    const vite = spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'web/vite.config.ts', '--outDir', outDir, '--emptyOutDir', '--sourcemap', 'false', '--logLevel', 'error'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    vite.once('error', fail);
    vite.once('exit', (code) => (code === 0 ? done() : fail(new Error(`vite build a échoué (code ${code})`))));
  });
}

beforeAll(async () => {
  const port = await freePort();
  siteUrl = `http://localhost:${port}`;
  await buildWeb(dist);
  site = await serveStaticSite({ dir: dist, port, gatewayUrl: testStack().urls.api, awsUrl: testStack().urls.aws, config: localRuntimeConfig(testStack(), siteUrl) });
}, 300_000);

afterAll(async () => {
  await site?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (path: string, token?: string) => fetch(`${siteUrl}${path}`, { redirect: 'manual', headers: token ? { authorization: `Bearer ${token}` } : {} });
const built = (file: string) => readFileSync(join(dist, file), 'utf8');

function expectSecurityHeaders(answer: Response): void {
  const expected = localEdgeHeaders(localRuntimeConfig(testStack(), siteUrl), testStack().urls.aws);
  for (const [name, value] of Object.entries(expected)) expect([name, answer.headers.get(name)]).toEqual([name, value]);
}

describe('the API through the site', () => {
  it("a member without a dog gets the API's JSON 404 with its French message, not the app", async () => {
    const answer = await get('/api/dog-profile', await tokenFor('member'));
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await answer.json()).toEqual({ error: { code: 'DOG_PROFILE_NOT_FOUND', message: API_ERRORS.DOG_PROFILE_NOT_FOUND.message } });
    expectSecurityHeaders(answer);
  });

  it("a member on an admin route gets the API's JSON 403, and an unknown API path its JSON 404", async () => {
    const forbidden = await get('/api/admin/stats', await tokenFor('member'));
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ error: { code: 'FORBIDDEN', message: API_ERRORS.FORBIDDEN.message } });

    const unknown = await get('/api/nulle-part');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: { code: 'ROUTE_NOT_FOUND', message: API_ERRORS.ROUTE_NOT_FOUND.message } });
  });
});

describe('the web app through the site', () => {
  it.each(['/membre/dashboard', '/membre/fiches/une-fiche', '/page-inconnue'])('the client route %s gets the app shell with a 200', async (path) => {
    const answer = await get(path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await answer.text()).toBe(built('index.html'));
    expectSecurityHeaders(answer);
  });

  it('a public page gets its prerendered file', async () => {
    const answer = await get('/offres');
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe(built(prerenderedFile('/offres')));
  });

  it('a public page carrying a URL flag (a cancelled checkout’s way back) gets the app, which shows its toast; another query keeps the static page', async () => {
    const flagged = await get('/offres?canceled=true');
    expect(flagged.status).toBe(200);
    expect(await flagged.text()).toBe(built('index.html'));
    expect(await (await get('/boutique?canceled=true')).text()).toBe(built('index.html'));
    expect(await (await get('/offres?ref=mail')).text()).toBe(built(prerenderedFile('/offres')));
  });

  it("the app's own script is served, an unknown asset is a 404 and never the app", async () => {
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(built('index.html'))?.[1];
    expect(script).toBeDefined();
    const known = await get(script!);
    expect(known.status).toBe(200);
    expect(known.headers.get('content-type')).toBe('text/javascript; charset=utf-8');

    const missing = await get('/assets/nope.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).not.toMatch(/html/);
    expect(await missing.text()).not.toContain('<html');
    expectSecurityHeaders(missing);
  });

  it.each([
    ['/sw.js', 'text/javascript; charset=utf-8', 'no-cache'],
    ['/push-sw.js', 'text/javascript; charset=utf-8', 'no-cache'],
    ['/manifest.webmanifest', 'application/manifest+json', 'public, max-age=3600'],
  ])('the installed app’s %s is served as its file (%s), not the app, with Cache-Control %s (issue 27)', async (path, type, cacheControl) => {
    const answer = await get(path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe(type);
    expect(answer.headers.get('cache-control')).toBe(cacheControl);
    expect(await answer.text()).toBe(built(path.slice(1)));
    expectSecurityHeaders(answer);
  });

  it("the runtime config is the stack's, with the site's own /api", async () => {
    const answer = await get('/config.json');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ apiUrl: `${siteUrl}/api`, userPoolId: testStack().userPoolId });
  });
});

describe("the members' videos through the site, as CloudFront's /videos/* behaviour serves them (issue 26)", () => {
  // An object of the videos bucket (no video item points at it: the upload check leaves it alone).
  const key = `videos/${randomUUID()}/${randomUUID()}`;
  const bytes = randomBytes(64 * 1024);
  let privateKey: string;
  const signed = (url: string, secondsLeft = 60) =>
    getSignedUrl({ url, keyPairId: LOCAL_PLAYBACK_KEY_PAIR_ID, privateKey, dateLessThan: new Date(Date.now() + secondsLeft * 1000).toISOString() });

  beforeAll(async () => {
    const s3 = new S3Client({ region: LOCAL_REGION, endpoint: testStack().urls.aws, forcePathStyle: true, credentials: LOCAL_CREDENTIALS });
    await s3.send(new PutObjectCommand({ Bucket: LOCAL_VIDEOS_BUCKET, Key: key, Body: bytes, ContentType: 'video/mp4' }));
    const secrets = new SecretsManagerClient({ region: LOCAL_REGION, endpoint: testStack().urls.aws, credentials: LOCAL_CREDENTIALS });
    ({ privateKey } = JSON.parse((await secrets.send(new GetSecretValueCommand({ SecretId: LOCAL_VIDEO_PLAYBACK_SECRET_ARN }))).SecretString!) as { privateKey: string });
  });

  it('a URL signed for the site plays on its origin, whole or by the ranges a player seeks with, with the edge headers', async () => {
    const url = signed(`${siteUrl}/${key}`);
    const whole = await fetch(url);
    expect([whole.status, whole.headers.get('content-type')]).toEqual([200, 'video/mp4']);
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);
    expectSecurityHeaders(whole);
    const part = await fetch(url, { headers: { range: 'bytes=1000-1999' } });
    expect([part.status, part.headers.get('content-range')]).toEqual([206, `bytes 1000-1999/${bytes.length}`]);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(1000, 2000))).toBe(true);
  });

  it('answers 403 to an unsigned, tampered or expired URL, to one signed for another address, and to any method but GET and HEAD', async () => {
    expect((await get(`/${key}`)).status).toBe(403);
    const tampered = new URL(signed(`${siteUrl}/${key}`));
    tampered.searchParams.set('Expires', String(Number(tampered.searchParams.get('Expires')) + 3600));
    expect((await fetch(tampered)).status).toBe(403);
    expect((await fetch(signed(`${siteUrl}/${key}`, -1))).status).toBe(403);
    // The signature covers the address: the emulator's own URL's query does not open the site's.
    const elsewhere = new URL(signed(`${testStack().urls.aws}${LOCAL_PLAYBACK_PATH}/${key}`));
    expect((await fetch(`${siteUrl}/${key}${elsewhere.search}`)).status).toBe(403);
    expect((await fetch(signed(`${siteUrl}/${key}`), { method: 'POST', body: 'x' })).status).toBe(403);
  });

  it("the CSP lets the app play media from the site and blob: (a picked file's preview), and POST its upload to the videos bucket; the camera is the site's", async () => {
    const answer = await get('/membre/videos');
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("media-src 'self' blob:;");
    expect(csp).toMatch(new RegExp(`connect-src [^;]* ${new URL(testStack().urls.aws).origin}(;| )`));
    expect(answer.headers.get('permissions-policy')).toBe('camera=(self), microphone=(self), geolocation=(), payment=()');
  });
});
