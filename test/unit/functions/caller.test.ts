import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { callerOf, isAllowed, parseGroups, type Caller } from '../../../functions/lib/auth/caller';

const withClaims = (claims: Record<string, unknown> | undefined) =>
  ({ requestContext: { authorizer: claims ? { jwt: { claims, scopes: [] } } : undefined } }) as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;

describe('parseGroups (cognito:groups as Cognito sends it, or flattened by the HTTP API authorizer)', () => {
  it.each([
    [['admin', 'educator'], ['admin', 'educator']],
    ['[admin educator]', ['admin', 'educator']],
    ['[educator]', ['educator']],
    ['[]', []],
    [undefined, []],
    [['admin', 'unknown-group'], ['admin']],
    ['[moderators admins]', []],
  ])('%p → %p', (raw, expected) => {
    expect(parseGroups(raw)).toEqual(expected);
  });
});

describe('callerOf', () => {
  it('reads the caller from the verified claims', () => {
    expect(callerOf(withClaims({ sub: 'user-1', 'cognito:groups': '[admin]' }))).toEqual({ userId: 'user-1', roles: ['admin'] });
  });

  it('has no caller without an authorizer or a sub', () => {
    expect(callerOf(withClaims(undefined))).toBeNull();
    expect(callerOf(withClaims({ 'cognito:groups': '[admin]' }))).toBeNull();
  });
});

describe('isAllowed: admin ⊇ educator ⊇ member ⊇ public', () => {
  const member: Caller = { userId: 'm', roles: [] };
  const educator: Caller = { userId: 'e', roles: ['educator'] };
  const admin: Caller = { userId: 'a', roles: ['admin'] };
  it.each([
    ['public', null, 'yes'],
    ['public', member, 'yes'],
    ['member', null, 'unauthenticated'],
    ['member', member, 'yes'],
    ['member', educator, 'yes'],
    ['member', admin, 'yes'],
    ['educator', null, 'unauthenticated'],
    ['educator', member, 'forbidden'],
    ['educator', educator, 'yes'],
    ['educator', admin, 'yes'],
    ['admin', null, 'unauthenticated'],
    ['admin', member, 'forbidden'],
    ['admin', educator, 'forbidden'],
    ['admin', admin, 'yes'],
  ] as const)('%s route, caller %p → %s', (access, caller, verdict) => {
    expect(isAllowed(access, caller)).toBe(verdict);
  });
});
