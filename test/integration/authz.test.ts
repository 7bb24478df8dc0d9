import { needsToken, type Access } from '../../shared/contract/route';
import { api } from './support/api';
import { expiredToken, forgedToken, tokenFor, type TestRole } from './support/accounts';
import { exampleCall, routeEntries, routeExamples } from './support/route-examples';

/**
 * Generated from the contract: every route, called without a token, with a forged token, with an
 * expired token, and as a member, an educator and an admin (admin ⊇ educator ⊇ member). Public and webhook routes
 * are outside the authorizer: a token, valid or not, changes nothing (a webhook checks its sender's signature).
 */
const LEVEL: Record<Access | TestRole, number> = { public: 0, webhook: 0, member: 1, educator: 2, admin: 3 };
const ROLES: TestRole[] = ['member', 'educator', 'admin'];
const UNAUTHORIZED = { message: 'Unauthorized' };

describe.each(routeEntries)('%s', (name, route) => {
  const example = routeExamples[name];
  const { path, body } = exampleCall(route, example);
  const success = example.status ?? route.status ?? 200;
  const call = (token?: string) => api(route.method, path, { token, body });
  if (example.arrange) beforeAll(example.arrange);

  const rejectsWithoutValidToken = async (token: string | undefined) => {
    const answer = await call(token);
    if (!needsToken(route.access)) expect(answer.status).toBe(success);
    else {
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual(UNAUTHORIZED);
    }
  };

  test(`${route.method} ${route.path} sans jeton`, () => rejectsWithoutValidToken(undefined));
  test(`${route.method} ${route.path} avec un jeton falsifié`, () => rejectsWithoutValidToken(forgedToken()));
  test(`${route.method} ${route.path} avec un jeton expiré`, () => rejectsWithoutValidToken(expiredToken()));

  test.each(ROLES)(`${route.method} ${route.path} en tant que %s`, async (role) => {
    const answer = await call(await (example.tokenFor ?? tokenFor)(role));
    if (LEVEL[role] >= LEVEL[route.access]) {
      expect(answer.status).toBe(success);
    } else {
      expect(answer.status).toBe(403);
      expect(answer.json).toEqual({ error: { code: 'FORBIDDEN', message: expect.any(String) } });
    }
  });
});
