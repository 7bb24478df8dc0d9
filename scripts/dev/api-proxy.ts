import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { behaviourFor, type EdgeOrigin } from '../../infra/site/edge';
import { API_BASE_PATH } from '../../shared/contract/runtime-config';
import { LOCAL_PLAYBACK_PATH } from './local-aws';

/** A connect-style middleware: the Vite dev server's, or called by hand from a plain node:http server. */
export type ApiProxy = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/** What CloudFront does to an origin's answer besides passing it on. */
export interface EdgeAnswer {
  /** Headers of every answer (the response headers policy), replacing the origin's of the same name. */
  headers?: Readonly<Record<string, string>>;
  /** Given the origin's status first: answers in its place and returns true for a custom error response of that status. */
  replace?: (status: number, response: ServerResponse) => boolean;
}

/** The local stand-ins of the distribution's origins other than the site's bucket. */
export interface LocalOrigins {
  /** The local API gateway. */
  gatewayUrl: string;
  /** The AWS emulator, whose `/_cloudfront/` checks the videos' signed URLs as CloudFront does and reads the local videos bucket. */
  awsUrl: string;
}

/**
 * CloudFront's behaviours with an origin other than the site's bucket, for the local stack (infra/site/edge.ts):
 * - the API's: the request goes to the local gateway with `/api` removed (in AWS, the HTTP API's stage is named `api`
 *   and takes it), with its method, query, headers but Host, and body, and nothing cached;
 * - the videos' (issue 26): the request goes to the emulator's `/_cloudfront/` with its path and query (the signed
 *   URL's), its headers (a player's Range) and the viewer's host in X-Forwarded-Host, so the URL checked against its
 *   signature is the one the viewer asked the site for, as CloudFront checks it.
 * Any other request goes to `next`. The web app then calls its API and plays its videos on its own origin, as in AWS.
 */
export function apiProxy({ gatewayUrl, awsUrl }: LocalOrigins, edge: EdgeAnswer = {}): ApiProxy {
  const upstreams: Partial<Record<EdgeOrigin, { url: URL; path: (viewerPath: string) => string }>> = {
    api: { url: new URL(gatewayUrl), path: (viewerPath) => viewerPath.slice(API_BASE_PATH.length) },
    videos: { url: new URL(awsUrl), path: (viewerPath) => `${LOCAL_PLAYBACK_PATH}${viewerPath}` },
  };
  return (request, response, next) => {
    const url = request.url ?? '/';
    const origin = behaviourFor(new URL(url, 'http://localhost').pathname).origin;
    const upstream = upstreams[origin];
    if (!upstream) {
      next();
      return;
    }
    const { host: viewerHost, ...headers } = request.headers;
    const forwarded = origin === 'videos' && viewerHost ? { 'x-forwarded-host': viewerHost, 'x-forwarded-proto': 'http' } : {};
    const proxied = httpRequest(
      // A connection per request: a kept-alive one can be closed by the origin just as a request goes out on it.
      { hostname: upstream.url.hostname, port: upstream.url.port, method: request.method, path: upstream.path(url), headers: { ...headers, ...forwarded }, agent: false },
      (answer) => {
        const status = answer.statusCode ?? 502;
        if (edge.replace?.(status, response)) {
          answer.resume();
          return;
        }
        response.writeHead(status, { ...answer.headers, ...edge.headers });
        answer.pipe(response);
      },
    );
    // The origin is down or went away mid-answer: what CloudFront answers when its origin fails.
    proxied.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(proxied);
  };
}
