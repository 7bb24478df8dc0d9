import { viewerRequestFunction } from '../../../scripts/dev/cloudfront-function';
import { SITE_EDGE, VIEWER_REQUEST_FUNCTION, behaviourFor } from '../../../infra/site/edge';
import { PRERENDERED_PATHS, prerenderedFile } from '../../../web/src/ssr/prerendered';

/**
 * The default behaviour's viewer-request function (infra/site/edge.ts), its very source run as CloudFront runs it:
 * which object of the bucket each path asks for. The distribution has no error response to fall back on, so a
 * client route must be sent to the app shell here, and nothing else may be.
 */
const viewerRequest = viewerRequestFunction(VIEWER_REQUEST_FUNCTION);
const rewrite = async (uri: string): Promise<string | undefined> =>
  (await viewerRequest({ method: 'GET', uri, query: new URLSearchParams(), headers: { host: 'app.lameute.fr' } })).uri;

describe('viewer-request function', () => {
  it('is the default behaviour’s, and no other behaviour has one (the API, the service workers and the manifest are served as they are)', () => {
    expect(SITE_EDGE.defaultBehaviour.viewerRequest).toBe(VIEWER_REQUEST_FUNCTION);
    expect(Object.values(SITE_EDGE.behaviours).filter((behaviour) => 'viewerRequest' in behaviour)).toEqual([]);
  });

  it.each(PRERENDERED_PATHS)('serves the public page %s from its prerendered file', async (path) => {
    expect(await rewrite(path)).toBe(`/${prerenderedFile(path)}`);
  });

  it.each(['/membre/dashboard', '/membre/fiches/01JABCDEF', '/admin/membres', '/auth', '/offres/', '/page-inconnue', '/api'])(
    'sends the client route %s to the app shell',
    async (path) => {
      expect(await rewrite(path)).toBe('/index.html');
    },
  );

  it.each(['/assets/index-C7KJL2z5.js', '/assets/nope.js', '/favicon.svg', '/config.json', '/index.html', '/_pages/offres.html', '/membre/v1.2/notes.txt'])(
    'asks the bucket for the file %s as is, so a missing one stays a 404',
    async (path) => {
      expect(await rewrite(path)).toBe(path);
    },
  );

  it('leaves the API’s paths alone', async () => {
    for (const path of ['/api/dog-profile', '/api/fiches/abc', '/api/me']) expect(await rewrite(path)).toBe(path);
  });
});

describe('behaviours', () => {
  it('send /api/* to the API and everything else to the site, as CloudFront matches path patterns', () => {
    expect(behaviourFor('/api/dog-profile').origin).toBe('api');
    expect(behaviourFor('/api/').origin).toBe('api');
    for (const path of ['/api', '/apiculture', '/membre/api/x', '/', '/assets/a.js']) expect(behaviourFor(path).origin).toBe('site');
  });
});
