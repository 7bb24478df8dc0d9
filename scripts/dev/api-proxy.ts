import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { behaviourFor } from '../../infra/site/edge';
import { API_BASE_PATH } from '../../shared/contract/runtime-config';

/** A connect-style middleware: the Vite dev server's, or called by hand from a plain node:http server. */
export type ApiProxy = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/** What CloudFront does to an origin's answer besides passing it on. */
export interface EdgeAnswer {
  /** Headers of every answer (the response headers policy), replacing the origin's of the same name. */
  headers?: Readonly<Record<string, string>>;
  /** Given the origin's status first: answers in its place and returns true for a custom error response of that status. */
  replace?: (status: number, response: ServerResponse) => boolean;
}

/**
 * CloudFront's API behaviour for the local stack (infra/site/edge.ts): a request whose path is the API's goes to the
 * local gateway with `/api` removed (in AWS, the HTTP API's stage is named `api` and takes it), with its method,
 * query, headers but Host, and body, and nothing cached; any other request goes to `next`. The web app then calls
 * its API on its own origin, as in AWS, with no CORS.
 */
export function apiProxy(gatewayUrl: string, edge: EdgeAnswer = {}): ApiProxy {
  const gateway = new URL(gatewayUrl);
  return (request, response, next) => {
    const url = request.url ?? '/';
    if (behaviourFor(new URL(url, 'http://localhost').pathname).origin !== 'api') {
      next();
      return;
    }
    const { host: _viewerHost, ...headers } = request.headers;
    const upstream = httpRequest(
      // A connection per request: a kept-alive one can be closed by the gateway just as a request goes out on it.
      { hostname: gateway.hostname, port: gateway.port, method: request.method, path: url.slice(API_BASE_PATH.length), headers, agent: false },
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
    // The gateway is down or went away mid-answer: what CloudFront answers when its origin fails.
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  };
}
