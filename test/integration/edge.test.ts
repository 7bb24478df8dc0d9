import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
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
  site = await serveStaticSite({ dir: dist, port, gatewayUrl: testStack().urls.api, config: localRuntimeConfig(testStack(), siteUrl) });
}, 300_000);

afterAll(async () => {
  await site?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (path: string, token?: string) => fetch(`${siteUrl}${path}`, { redirect: 'manual', headers: token ? { authorization: `Bearer ${token}` } : {} });
const built = (file: string) => readFileSync(join(dist, file), 'utf8');

function expectSecurityHeaders(answer: Response): void {
  const expected = localEdgeHeaders(localRuntimeConfig(testStack(), siteUrl));
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
