import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import type { Access } from '../../../shared/contract/route';
import { hasAccess, ROLES, type Role } from '../../../shared/domain/roles';

/** Who is calling, from the claims the API Gateway JWT authorizer verified. Never from the request body. */
export interface Caller {
  userId: string;
  roles: Role[];
}

type Claims = Record<string, string | number | boolean | string[] | undefined>;

/**
 * `cognito:groups` arrives as an array from Cognito but flattened to "[admin educator]" by the HTTP API
 * JWT authorizer (DESIGN §5 pitfalls): accept both.
 */
export function parseGroups(raw: unknown): Role[] {
  const names = Array.isArray(raw)
    ? raw.map(String)
    : typeof raw === 'string'
      ? raw.replace(/^\[|\]$/g, '').split(/[\s,]+/)
      : [];
  return ROLES.filter((role) => names.includes(role));
}

export function callerOf(event: APIGatewayProxyEventV2WithJWTAuthorizer): Caller | null {
  const claims = (event.requestContext.authorizer?.jwt?.claims ?? {}) as Claims;
  const sub = claims.sub;
  if (typeof sub !== 'string' || sub.length === 0) return null;
  return { userId: sub, roles: parseGroups(claims['cognito:groups']) };
}

/** The bearer token of the Authorization header (the JWT authorizer verified it before the Lambda runs). */
export function accessTokenOf(event: APIGatewayProxyEventV2WithJWTAuthorizer): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(event.headers?.authorization ?? '');
  return match?.[1] ?? null;
}

/**
 * Whether a caller meets a route's access level: public, else signed in with the roles `hasAccess` asks for. A webhook
 * is outside the authorizer and checks its sender's signature itself.
 */
export function isAllowed(access: Access, caller: Caller | null): 'yes' | 'unauthenticated' | 'forbidden' {
  if (access === 'public' || access === 'webhook') return 'yes';
  if (!caller) return 'unauthenticated';
  return hasAccess(caller.roles, access) ? 'yes' : 'forbidden';
}
