import { API_BASE_PATH } from '../../shared/contract/runtime-config';
import { APP_URL_FLAGS, PRERENDERED_PATHS, prerenderedFile } from '../../web/src/ssr/prerendered';

/**
 * What the site's CloudFront distribution does with a request, described once for both sides:
 * infra/constructs/site.ts derives the distribution from it, and the local site server (scripts/dev/static-site.ts)
 * routes, rewrites and answers by it, running the very viewer-request code CloudFront runs. A test through the
 * local site is then a test of the edge: the behaviours, the viewer-request function, the error responses and the
 * headers cannot differ between the two.
 */

/**
 * Where a behaviour sends its requests: the HTTP API, the private bucket holding web/dist and `config.json`, or the
 * private bucket of the members' videos (issue 26), which only signed URLs reach.
 */
export type EdgeOrigin = 'api' | 'site' | 'videos';

export interface EdgeBehaviour {
  readonly origin: EdgeOrigin;
  /** `read`: GET and HEAD, anything else answered 403 by CloudFront itself; `all`: every method goes to the origin. */
  readonly methods: 'read' | 'all';
  /** `redirect`: plain HTTP is redirected to HTTPS; `refuse`: answered 403 (a redirect would turn a POST into a GET). */
  readonly plainHttp: 'redirect' | 'refuse';
  /**
   * `none`: nothing cached, every viewer header but Host (API Gateway routes on its own host name), Authorization
   * included, and the query go to the origin;
   * `static`: CloudFront's cache, answers compressed, the origin sees no viewer header.
   */
  readonly cache: 'none' | 'static';
  /** Source of the CloudFront Function (runtime cloudfront-js-2.0) run on each viewer request, if any. */
  readonly viewerRequest?: string;
  /** The `Cache-Control` every answer of this behaviour carries (CloudFront's response headers policy, overriding the origin's). */
  readonly cacheControl?: string;
  /**
   * Restricted viewer access: CloudFront serves only a URL signed by a key of the distribution's trusted key group and
   * not expired (the query's Expires, Signature, Key-Pair-Id); anything else is its 403.
   */
  readonly signedUrls?: true;
}

/** A custom error response of the distribution: CloudFront applies it to every behaviour's answers, the API's too. */
export interface EdgeErrorResponse {
  readonly httpStatus: number;
  readonly responseHttpStatus: number;
  readonly responsePagePath: string;
}

/**
 * The web app's client-side routes (`/membre/dashboard`…) are not objects: they get the shell `/index.html`, and
 * the public pages their prerendered file (web/src/ssr/prerendered.ts), unless the address carries one of the app's
 * URL flags (a checkout's way back: `/offres?canceled=true`), whose toast only the app shows: then the shell. A path with an extension in its last
 * segment is a file and goes to the bucket as asked, so a missing asset stays a 404. Paths under `/api/` never
 * reach this function in AWS (they have their own behaviour); it leaves them alone all the same.
 */
export const VIEWER_REQUEST_FUNCTION = `var PRERENDERED = ${JSON.stringify(Object.fromEntries(PRERENDERED_PATHS.map((path) => [path, `/${prerenderedFile(path)}`])))};
var APP_URL_FLAGS = ${JSON.stringify(APP_URL_FLAGS)};

function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var query = request.querystring || {};
  var flagged = APP_URL_FLAGS.some(function (flag) { return query[flag] !== undefined; });
  if (PRERENDERED[uri] && !flagged) request.uri = PRERENDERED[uri];
  else if (uri.indexOf('${API_BASE_PATH}/') !== 0 && uri.indexOf('.', uri.lastIndexOf('/')) === -1) request.uri = '/index.html';
  return request;
}`;

/** A file of the bucket, as the default behaviour reads it but without the viewer-request function (it has an extension). */
const SITE_FILE = { origin: 'site', methods: 'read', plainHttp: 'redirect', cache: 'static' } as const satisfies EdgeBehaviour;

export const SITE_EDGE = {
  defaultRootObject: 'index.html',
  /** Tried in order before the default behaviour; a pattern is CloudFront's (`*` any characters, case-sensitive). */
  behaviours: {
    // The HTTP API's stage is named `api`: paths go through unchanged. Every answer is per member (the access
    // token) or changes at once, so nothing is cached.
    [`${API_BASE_PATH}/*`]: { origin: 'api', methods: 'all', plainHttp: 'refuse', cache: 'none' },
    // The members' videos (issue 26): `/videos/<member>/<video>` is the object's key in the videos bucket, played by the
    // app on its own origin (the CSP's media-src 'self') through the URL the API signs for a few minutes. The objects
    // never change (a new upload is a new key): CloudFront's cache serves the ranges a player asks for when seeking.
    '/videos/*': { origin: 'videos', methods: 'read', plainHttp: 'redirect', cache: 'static', signedUrls: true },
    // The installed app's files (issue 27), served as files (they have an extension: the viewer-request function leaves
    // them alone). The service workers are asked for at every update check: `no-cache`, each check sees the current
    // build's (the browser compares it byte for byte), while CloudFront's copy is invalidated at each deploy. The
    // manifest changes rarely: an hour.
    '/sw.js': { ...SITE_FILE, cacheControl: 'no-cache' },
    '/push-sw.js': { ...SITE_FILE, cacheControl: 'no-cache' },
    '/manifest.webmanifest': { ...SITE_FILE, cacheControl: 'public, max-age=3600' },
  } satisfies Readonly<Record<string, EdgeBehaviour>>,
  defaultBehaviour: { origin: 'site', methods: 'read', plainHttp: 'redirect', cache: 'static', viewerRequest: VIEWER_REQUEST_FUNCTION } satisfies EdgeBehaviour,
  /**
   * None: they would apply to `/api/*` too, turning the API's French 403 and 404 into the app's HTML with a 200.
   * Client routes get the app from the viewer-request function instead. The bucket lets CloudFront list it, so a
   * missing object is S3's 404, not the 403 it answers to a reader that may not list.
   */
  errorResponses: [] as readonly EdgeErrorResponse[],
} as const;

/** The behaviour CloudFront picks for a path: the first pattern that matches, else the default one. */
export function behaviourFor(path: string): EdgeBehaviour {
  for (const [pattern, behaviour] of Object.entries(SITE_EDGE.behaviours)) {
    if (pathPatternRegExp(pattern).test(path)) return behaviour;
  }
  return SITE_EDGE.defaultBehaviour;
}

function pathPatternRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\*/g, '.*').replace(/\?/g, '.')}$`);
}

/** Security headers of every answer, pages and API alike (CloudFront's response headers policy, each overriding the origin's). */
export const SECURITY_HEADERS = {
  hstsMaxAgeSeconds: 365 * 24 * 3600,
  frameOption: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  // The camera and the microphone for the site itself only: a member films the exercise in the app (issue 26, MediaRecorder).
  permissionsPolicy: 'camera=(self), microphone=(self), geolocation=(), payment=()',
} as const;

/**
 * Scripts and styles from the site only (Chakra/Emotion inject style tags, hence 'unsafe-inline' for styles),
 * calls to the site itself (the API is its `/api`) and to `connectSources`: Cognito, the members' live channel and the
 * videos bucket (the browser POSTs its upload there, issue 26). Media from the site (the videos' `/videos/*`) and
 * `blob:` (the app reads a picked or recorded file's duration and previews it before sending it).
 * `plainHttp` (the local site only): no `upgrade-insecure-requests`, which would send the app's requests to TLS
 * ports the local stack does not have (the e2e journeys that wait on the live channel stall with it).
 */
export function contentSecurityPolicy(connectSources: readonly string[], { plainHttp = false }: { plainHttp?: boolean } = {}): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "media-src 'self' blob:",
    `connect-src 'self' ${connectSources.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    ...(plainHttp ? [] : ['upgrade-insecure-requests']),
  ].join('; ');
}

/** The headers as CloudFront writes them on every answer, for the CSP's `connectSources`. */
export function responseHeaders(connectSources: readonly string[], options: { plainHttp?: boolean } = {}): Readonly<Record<string, string>> {
  return {
    'strict-transport-security': `max-age=${SECURITY_HEADERS.hstsMaxAgeSeconds}; includeSubDomains`,
    'x-content-type-options': 'nosniff',
    'x-frame-options': SECURITY_HEADERS.frameOption,
    'referrer-policy': SECURITY_HEADERS.referrerPolicy,
    'content-security-policy': contentSecurityPolicy(connectSources, options),
    'permissions-policy': SECURITY_HEADERS.permissionsPolicy,
  };
}
