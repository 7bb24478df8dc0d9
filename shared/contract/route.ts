import type * as z from 'zod';

/**
 * Who may call a route. `member` means any signed-in user; `educator` and `admin` are Cognito groups (admin may do
 * everything an educator may). `webhook` is an outside service's signed request (Stripe…): no Cognito token, and the
 * route receives the raw body, untouched, to verify its signature itself; it declares no `body` schema.
 */
export type Access = 'public' | 'member' | 'educator' | 'admin' | 'webhook';

/** Whether API Gateway's JWT authorizer guards a route (in AWS and in the local gateway alike). */
export const needsToken = (access: Access): boolean => access !== 'public' && access !== 'webhook';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API route. The domain names the Lambda that serves it (`functions/<domain>/handler.ts`).
 * `path` uses API Gateway syntax (`/fiches/{id}`), so `routeKey` is exactly what API Gateway puts in events.
 */
export interface RouteDefinition<
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Output extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: `/${string}`;
  domain: string;
  access: Access;
  summary: string;
  body?: Body;
  query?: Query;
  params?: Params;
  output: Output;
  /** HTTP status of a successful answer (200 unless said). */
  status?: 200 | 201 | 202 | 204;
}

/** Keeps the route's domain and access as literal types, so a domain's handler knows its routes and their access. */
export function defineRoute<
  Body extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Params extends z.ZodType | undefined = undefined,
  Output extends z.ZodType = z.ZodType,
  const Domain extends string = string,
  const A extends Access = Access,
>(
  route: RouteDefinition<Body, Query, Params, Output> & { domain: Domain; access: A } & (A extends 'webhook' ? { body?: never } : unknown),
): RouteDefinition<Body, Query, Params, Output> & { domain: Domain; access: A } {
  return route;
}

export const routeKeyOf = (route: Pick<RouteDefinition, 'method' | 'path'>): string => `${route.method} ${route.path}`;

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
export type RouteBody<R> = R extends RouteDefinition<infer B, z.ZodType | undefined, z.ZodType | undefined, z.ZodType> ? Infer<B> : never;
export type RouteQuery<R> = R extends RouteDefinition<z.ZodType | undefined, infer Q, z.ZodType | undefined, z.ZodType> ? Infer<Q> : never;
export type RouteParams<R> = R extends RouteDefinition<z.ZodType | undefined, z.ZodType | undefined, infer P, z.ZodType> ? Infer<P> : never;
export type RouteOutput<R> = R extends RouteDefinition<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined, infer O> ? z.infer<O> : never;

/** The body every error answer carries. */
export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}
