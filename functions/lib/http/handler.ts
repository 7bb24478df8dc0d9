import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { API_ERRORS } from '../../../shared/contract/errors';
import { routeKeyOf, type RouteBody, type RouteDefinition, type RouteOutput, type RouteParams, type RouteQuery } from '../../../shared/contract/route';
import { routes, type Routes } from '../../../shared/contract/routes';
import { issuedAtOf, tableAccountGuard, type AccountGuard } from '../auth/account-guard';
import { accessTokenOf, callerOf, isAllowed, type Caller } from '../auth/caller';
import { adminSecondFactor, type SecondFactor } from '../auth/second-factor';
import { logger } from '../logger';
import { HttpError } from './errors';
import { parseInput, readIdempotencyKey, readRawBody } from './request';

export type ApiEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
export type ApiResult = APIGatewayProxyResultV2;

/**
 * What a route implementation receives: validated input and, for routes behind the authorizer, the caller.
 * A webhook route receives the body's raw bytes and the headers instead, to verify the sender's signature.
 */
export type RouteRequest<R> = {
  body: RouteBody<R>;
  query: RouteQuery<R>;
  params: RouteParams<R>;
  caller: R extends { access: 'public' | 'webhook' } ? Caller | null : Caller;
  /** The caller's Cognito access token, as the authorizer verified it (for the Cognito calls made in their name). */
  accessToken: R extends { access: 'public' | 'webhook' } ? string | null : string;
  requestId: string;
  /** The caller's `Idempotency-Key` header, when sent (validated: functions/lib/http/request.ts). */
  idempotencyKey: string | null;
} & (R extends { access: 'webhook' } ? WebhookRequest : unknown);

export interface WebhookRequest {
  /** The body exactly as sent (base64-decoded when API Gateway encoded it): what the signature covers. */
  rawBody: Buffer;
  /** Request headers, lower-cased names (API Gateway HTTP API v2). */
  headers: Readonly<Record<string, string | undefined>>;
}

type RouteTable = ReadonlyArray<{ route: RouteDefinition; run: (request: RouteRequest<RouteDefinition> & Partial<WebhookRequest>) => Promise<unknown> }>;

export interface HandlerOptions {
  /** Answers a route key the table does not know (the system domain's `$default`). */
  fallback?: (event: ApiEvent) => Promise<ApiResult>;
  /** Who checks an admin's second factor; by default the configured one (`adminSecondFactor`), null for none. */
  secondFactor?: SecondFactor | null;
  /** Who refuses a suspended account's tokens (issue 21); by default the table's standing, null for none (no table). */
  accountGuard?: AccountGuard | null;
}

type RoutesOf<D extends string> = { [K in keyof Routes as Routes[K]['domain'] extends D ? K : never]: Routes[K] };

/** One implementation per route of the domain: the compiler refuses a missing or an extra route. */
export type DomainImplementation<D extends string> = {
  [K in keyof RoutesOf<D>]: (request: RouteRequest<RoutesOf<D>[K]>) => Promise<RouteOutput<RoutesOf<D>[K]>>;
};

/** Every answer is JSON, never cached, and never sniffed into another type by a browser. */
const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

const json = (statusCode: number, body: unknown): ApiResult => ({
  statusCode,
  headers: JSON_HEADERS,
  body: body === undefined ? '' : JSON.stringify(body),
});

/**
 * The one HTTP handler factory (DESIGN §6.2). Every domain Lambda is `domainHandler('<domain>', {...})`.
 * Order: Lambda context into the logger (Powertools, keys reset after each request) → request keys → route lookup →
 * authorization → a suspended account's tokens refused → an admin route's second factor (TOTP, when configured) → input parsing (size, JSON, zod) → use
 * case → output shaped by the contract's schema (fields it does not declare never leave) → errors, last.
 */
export function domainHandler<D extends string>(domain: D, implementation: DomainImplementation<D>, options: HandlerOptions = {}) {
  const entries = Object.entries(implementation) as [keyof Routes, RouteTable[number]['run']][];
  return routesHandler(
    domain,
    entries.map(([name, run]) => ({ route: routes[name] as RouteDefinition, run })),
    options,
  );
}

/** The factory's body over any route table; `domainHandler` gives it the contract's routes of one domain. */
export function routesHandler(domain: string, routeTable: RouteTable, options: HandlerOptions = {}) {
  const table = new Map(routeTable.map((entry) => [routeKeyOf(entry.route), entry]));
  const secondFactor = (): SecondFactor | null => (options.secondFactor === undefined ? adminSecondFactor() : options.secondFactor);
  const accountGuard = options.accountGuard === undefined ? tableAccountGuard() : options.accountGuard;

  const base = async (event: ApiEvent): Promise<ApiResult> => {
    const entry = table.get(event.routeKey);
    if (!entry) {
      if (options.fallback) return options.fallback(event);
      throw new HttpError('ROUTE_NOT_FOUND');
    }
    const { route, run } = entry;
    const caller = callerOf(event);
    const verdict = isAllowed(route.access, caller);
    if (verdict === 'unauthenticated') throw new HttpError('UNAUTHORIZED');
    if (verdict === 'forbidden') throw new HttpError('FORBIDDEN');
    const accessToken = caller && accessTokenOf(event);
    // A signed-in route refuses a suspended account's tokens, even those issued before its suspension.
    if (caller && accountGuard && route.access !== 'public' && route.access !== 'webhook') await accountGuard.check(caller, issuedAtOf(event));
    // Admins only: an educator route stays open to an admin without TOTP, like every member route.
    if (route.access === 'admin') await requireTotp(secondFactor(), caller, accessToken);
    const input = parseInput(route, event);
    const raw = route.access === 'webhook' ? { rawBody: readRawBody(event), headers: event.headers ?? {} } : {};
    const request = { ...input, ...raw, caller, accessToken, requestId: event.requestContext.requestId, idempotencyKey: readIdempotencyKey(event) };
    const output = await run(request as RouteRequest<RouteDefinition>);
    const status = route.status ?? 200;
    return json(status, status === 204 ? undefined : route.output.parse(output));
  };

  return middy<ApiEvent, ApiResult, Error, Context>(base)
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use({ before: ({ event }) => logger.appendKeys({ domain, requestId: event.requestContext?.requestId, routeKey: event.routeKey }) })
    .use(errorAnswer());
}

/** An admin route refuses an account without TOTP with MFA_REQUIRED (a 403 whose message leads to the setup). */
async function requireTotp(secondFactor: SecondFactor | null, caller: Caller | null, accessToken: string | null): Promise<void> {
  if (!secondFactor) return;
  if (!caller || !accessToken) throw new HttpError('UNAUTHORIZED');
  if (!(await secondFactor.hasTotp(caller, accessToken))) throw new HttpError('MFA_REQUIRED');
}

/** Last middleware: a named error becomes its 4xx; anything else is logged and answered without detail. */
function errorAnswer(): middy.MiddlewareObj<ApiEvent, ApiResult, Error, Context> {
  return {
    onError: (request) => {
      const error = request.error;
      if (error instanceof HttpError) {
        if (error.status >= 500) logger.error('Erreur serveur', { error });
        request.response = json(error.status, error.toBody());
      } else {
        logger.error('Erreur inattendue', { error, requestId: request.event.requestContext?.requestId });
        request.response = json(500, { error: { code: 'INTERNAL', message: API_ERRORS.INTERNAL.message } });
      }
    },
  };
}
