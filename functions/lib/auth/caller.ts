import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import type { Access } from '../../../shared/contract/route';
import { ROLES, type Role } from '../../../shared/domain/roles';

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

/** Whether a caller meets a route's access level: admin ⊇ educator ⊇ member ⊇ public; a webhook checks its own signature. */
export function isAllowed(access: Access, caller: Caller | null): 'yes' | 'unauthenticated' | 'forbidden' {
  if (access === 'public' || access === 'webhook') return 'yes';
  if (!caller) return 'unauthenticated';
  if (access === 'member') return 'yes';
  if (caller.roles.includes('admin')) return 'yes';
  if (access === 'educator' && caller.roles.includes('educator')) return 'yes';
  return 'forbidden';
}
