import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { API_BASE_PATH } from '../../shared/contract/runtime-config';

/** A connect-style middleware: the Vite dev server's, or called by hand from a plain node:http server. */
export type ApiProxy = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/**
 * CloudFront's `/api/*` behaviour for the local stack (infra/constructs/site.ts): a request under the site's `/api/`
 * goes to the local gateway with that prefix removed (in AWS, the HTTP API's stage is named `api`), with its method,
 * query, headers but Host, and body, and nothing cached; any other request goes to `next`. The web app then calls
 * its API on its own origin, as in AWS, with no CORS.
 */
export function apiProxy(gatewayUrl: string): ApiProxy {
  const gateway = new URL(gatewayUrl);
  const prefix = `${API_BASE_PATH}/`;
  return (request, response, next) => {
    const url = request.url ?? '/';
    if (!url.startsWith(prefix)) {
      next();
      return;
    }
    const { host: _viewerHost, ...headers } = request.headers;
    const upstream = httpRequest(
      // A connection per request: a kept-alive one can be closed by the gateway just as a request goes out on it.
      { hostname: gateway.hostname, port: gateway.port, method: request.method, path: url.slice(API_BASE_PATH.length), headers, agent: false },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
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
