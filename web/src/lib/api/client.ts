import type * as z from 'zod';
import { endpoints, type Endpoint } from 'virtual:api-endpoints';
import type { ApiErrorBody, RouteDefinition, RouteOutput } from '../../../../shared/contract/route';
import type { RouteName, Routes } from '../../../../shared/contract/routes';
import { WIZARD_SAVE_ERRORS } from '../../../../shared/schemas/wizard-save-errors';
import { accessToken } from '../auth/loader';
import { uncheckedConfigValue } from '../config';
import { ApiError } from './ApiError';

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a call to a route takes: path params, query and body, each present only when the route declares it. */
export type CallInput<R> =
  R extends RouteDefinition<infer B, infer Q, infer P, z.ZodType>
    ? (P extends z.ZodType ? { params: Input<P> } : unknown) &
        (Q extends z.ZodType ? { query?: Input<Q> } : unknown) &
        (B extends z.ZodType ? { body: Input<B> } : unknown) & { signal?: AbortSignal; idempotencyKey?: string }
    : never;

/** SPEC §8's network message, for any call the network failed. */
const NETWORK_MESSAGE = WIZARD_SAVE_ERRORS.network;

function pathOf(route: Endpoint, params: Record<string, unknown> | undefined): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Paramètre manquant : ${name}`);
    return encodeURIComponent(String(value));
  });
}

function searchOf(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * A failed answer → ApiError. The API's own answers carry `{ error: { code, message } }` in French; API Gateway's
 * (`{"message":"Unauthorized"}`, 413, 431, 429…) do not, and read the catalogue's French message for their status.
 * The catalogue loads with the first such answer, not with every first page (issue 24); if it cannot be downloaded,
 * the answer reads as the lost connection it then is.
 */
async function errorOf(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as Partial<ApiErrorBody> | null;
  const error = body?.error;
  if (typeof error?.code === 'string' && typeof error.message === 'string') {
    return new ApiError(response.status, error.code, error.message, error.fields);
  }
  const catalogue = await import('../../../../shared/contract/errors').catch(() => null);
  if (!catalogue) return new ApiError(response.status, 'network', NETWORK_MESSAGE);
  const code = catalogue.gatewayAnswerCode(response.status);
  return new ApiError(response.status, code, catalogue.API_ERRORS[code].message);
}

/**
 * Calls one route of the contract by name: builds the URL from its path and query, sends the Cognito access token
 * to non-public routes and turns failures into `ApiError`. Types come from the route's schemas; the schemas
 * themselves stay on the server, which validates every request and shapes every answer with them, so the
 * browser loads no zod to call the API.
 */
export async function callApi<N extends RouteName>(name: N, input?: CallInput<Routes[N]>): Promise<RouteOutput<Routes[N]>> {
  const route = endpoints[name];
  const { params, query, body, signal, idempotencyKey } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    signal?: AbortSignal;
    idempotencyKey?: string;
  };
  const apiUrl = await uncheckedConfigValue('apiUrl').catch(() => undefined);
  if (typeof apiUrl !== 'string') throw new ApiError(0, 'network', NETWORK_MESSAGE);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (route.access !== 'public') {
    const token = await accessToken();
    if (token) headers.authorization = `Bearer ${token}`;
  }
  if (body !== undefined) headers['content-type'] = 'application/json';
  // A write the server applies once per key (issue 27: validations queued offline, sent again until answered).
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;

  let response: Response;
  try {
    response = await fetch(`${apiUrl.replace(/\/$/, '')}${pathOf(route, params)}${searchOf(query)}`, {
      method: route.method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'network', NETWORK_MESSAGE);
  }
  if (!response.ok) throw await errorOf(response);
  if (response.status === 204) return undefined as RouteOutput<Routes[N]>;
  return (await response.json()) as RouteOutput<Routes[N]>;
}
