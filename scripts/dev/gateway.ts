import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { needsToken, type RouteDefinition } from '../../shared/contract/route';
import { fromLambdaResult, toApiEvent, type HttpAnswer } from './api-event';
import { describe } from './event-bus';
import { apiHandlerModule, lambdaContext, loadHandler } from './functions';
import { closeServer, listen, readBody } from './http-server';
import type { JwtAuthorization } from './jwt-authorizer';
import type { Log } from './log';
import { createRouteMatcher } from './route-matcher';

/** API Gateway's payload limit; the handlers enforce the API's own 64 KiB limit themselves. */
const MAX_PAYLOAD_BYTES = 10 * 1024 * 1024;
/** API Gateway's limit on the request line and header values together (431 beyond it). */
const MAX_HEADER_BYTES = 10 * 1024;
/** Node's own header limit, kept above API Gateway's so that the gateway answers 431 as API Gateway does. */
const NODE_MAX_HEADER_BYTES = 64 * 1024;
/** The domain that answers API Gateway's `$default` route (unknown routes → 404 JSON). */
const DEFAULT_ROUTE_DOMAIN = 'system';

interface Options {
  port: number;
  routes: readonly RouteDefinition[];
  authorize: (authorization: string | undefined) => Promise<JwtAuthorization | null>;
  log: Log;
}

export interface Gateway {
  url: string;
  close(): Promise<void>;
}

/**
 * The local API Gateway HTTP API: the contract's routes, each served by its domain's handler module,
 * the Cognito JWT authorizer on every non-public route, and payload format 2.0. No CORS, as in AWS: the web app
 * reaches it through its own origin's `/api/` (scripts/dev/api-proxy.ts), and a preflight is one more unknown route.
 */
export async function startGateway({ port, routes, authorize, log }: Options): Promise<Gateway> {
  const match = createRouteMatcher(routes);

  const server = createServer({ maxHeaderSize: NODE_MAX_HEADER_BYTES }, (request, response) => {
    const started = performance.now();
    const requestId = randomUUID();
    answer(request, requestId)
      .catch((error: unknown): HttpAnswer => {
        log.error(`Passerelle : ${request.method} ${pathOf(request)} (${requestId}) : ${describe(error)}`);
        return jsonAnswer(500, { message: 'Internal Server Error' });
      })
      .then((result) => {
        send(response, result, requestId);
        log.info(`${request.method} ${pathOf(request)} → ${result.status} (${Math.round(performance.now() - started)} ms)`);
      });
  });

  async function answer(request: IncomingMessage, requestId: string): Promise<HttpAnswer> {
    const method = request.method ?? 'GET';
    const url = request.url ?? '/';
    if (headerBytes(request) > MAX_HEADER_BYTES) return jsonAnswer(431, { message: 'Request Header Fields Too Large' });

    const body = await readBody(request, MAX_PAYLOAD_BYTES);
    if (body === null) return jsonAnswer(413, { message: 'Request Entity Too Large' });

    const found = match(method, url.split('?')[0] ?? '/');
    let authorization: JwtAuthorization | null = null;
    if (found && needsToken(found.route.access)) {
      authorization = await authorize(request.headers.authorization);
      if (!authorization) return jsonAnswer(401, { message: 'Unauthorized' }, { 'www-authenticate': 'Bearer' });
    }
    const domain = found?.route.domain ?? DEFAULT_ROUTE_DOMAIN;
    const event = toApiEvent(
      { method, url, headers: request.headers, body, sourceIp: sourceIpOf(request), requestId, domainName: request.headers.host ?? 'localhost' },
      found?.routeKey ?? '$default',
      found?.pathParameters,
      authorization,
    );
    const handler = await loadHandler(apiHandlerModule(domain));
    return fromLambdaResult(await handler(event, lambdaContext(`la-meute-local-${domain}`, requestId)));
  }

  function send(response: ServerResponse, result: HttpAnswer, requestId: string): void {
    response.writeHead(result.status, { ...result.headers, 'apigw-requestid': requestId });
    response.end(result.body);
  }

  const boundPort = await listen(server, port);
  return { url: `http://localhost:${boundPort}`, close: () => closeServer(server) };
}

/** The gateway's own answers, in API Gateway's `{"message": …}` shape (English, which the web client never shows). */
function jsonAnswer(status: number, body: unknown, headers: Record<string, string> = {}): HttpAnswer {
  return {
    status,
    headers: { 'content-type': 'application/json', 'x-content-type-options': 'nosniff', ...headers },
    body: Buffer.from(JSON.stringify(body)),
  };
}

/** The request line and every header value, in bytes, as API Gateway counts them against its limit. */
function headerBytes(request: IncomingMessage): number {
  const values = request.rawHeaders.filter((_, index) => index % 2 === 1);
  return Buffer.byteLength(`${request.method} ${request.url} HTTP/${request.httpVersion}`) + values.reduce((total, value) => total + Buffer.byteLength(value), 0);
}

/** The path alone: a query string may hold personal data (an admin's search by e-mail), so it is not logged. */
function pathOf(request: IncomingMessage): string {
  return (request.url ?? '/').split('?')[0] ?? '/';
}

function sourceIpOf(request: IncomingMessage): string {
  return (request.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
}

