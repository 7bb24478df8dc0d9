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
/** The domain that answers API Gateway's `$default` route (unknown routes → 404 JSON). */
const DEFAULT_ROUTE_DOMAIN = 'system';
/** The HTTP API's CORS preflight settings (infra/constructs/api.ts); only the allowed origin differs locally. */
const CORS = { methods: 'GET,POST,PUT,PATCH,DELETE', headers: 'authorization,content-type', maxAgeSeconds: '3600' };

interface Options {
  port: number;
  routes: readonly RouteDefinition[];
  authorize: (authorization: string | undefined) => Promise<JwtAuthorization | null>;
  /** Origins allowed by the CORS configuration (the web app's). */
  corsOrigins: readonly string[];
  log: Log;
}

export interface Gateway {
  url: string;
  close(): Promise<void>;
}

/**
 * The local API Gateway HTTP API: the contract's routes, each served by its domain's handler module,
 * the Cognito JWT authorizer on every non-public route, CORS, and payload format 2.0.
 */
export async function startGateway({ port, routes, authorize, corsOrigins, log }: Options): Promise<Gateway> {
  const match = createRouteMatcher(routes);

  const server = createServer((request, response) => {
    const started = performance.now();
    const requestId = randomUUID();
    answer(request, requestId)
      .catch((error: unknown): HttpAnswer => {
        log.error(`Passerelle : ${request.method} ${request.url} (${requestId}) : ${describe(error)}`);
        return { status: 500, headers: { 'content-type': 'application/json' }, body: Buffer.from('{"message":"Internal Server Error"}') };
      })
      .then((result) => {
        send(response, result, request.headers.origin, requestId);
        log.info(`${request.method} ${request.url} → ${result.status} (${Math.round(performance.now() - started)} ms)`);
      });
  });

  async function answer(request: IncomingMessage, requestId: string): Promise<HttpAnswer> {
    const method = request.method ?? 'GET';
    const url = request.url ?? '/';
    if (method === 'OPTIONS' && request.headers['access-control-request-method']) return preflight(request.headers.origin);

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

  function preflight(origin: string | undefined): HttpAnswer {
    if (!origin || !corsOrigins.includes(origin)) return { status: 204, headers: {}, body: Buffer.alloc(0) };
    return {
      status: 204,
      headers: {
        'access-control-allow-methods': CORS.methods,
        'access-control-allow-headers': CORS.headers,
        'access-control-max-age': CORS.maxAgeSeconds,
      },
      body: Buffer.alloc(0),
    };
  }

  function send(response: ServerResponse, result: HttpAnswer, origin: string | undefined, requestId: string): void {
    const headers: Record<string, string | string[]> = { ...result.headers, 'apigw-requestid': requestId };
    if (origin && corsOrigins.includes(origin)) {
      headers['access-control-allow-origin'] = origin;
      headers.vary = 'Origin';
    }
    response.writeHead(result.status, headers);
    response.end(result.body);
  }

  const boundPort = await listen(server, port);
  return { url: `http://localhost:${boundPort}`, close: () => closeServer(server) };
}

function jsonAnswer(status: number, body: unknown, headers: Record<string, string> = {}): HttpAnswer {
  return { status, headers: { 'content-type': 'application/json', ...headers }, body: Buffer.from(JSON.stringify(body)) };
}

function sourceIpOf(request: IncomingMessage): string {
  return (request.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
}

