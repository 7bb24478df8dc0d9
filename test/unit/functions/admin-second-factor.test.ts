import type { Context } from 'aws-lambda';
import * as z from 'zod';
import type { Caller } from '../../../functions/lib/auth/caller';
import { rememberingYes, type SecondFactor } from '../../../functions/lib/auth/second-factor';
import type * as SecondFactorModule from '../../../functions/lib/auth/second-factor';
import { routesHandler, type ApiEvent } from '../../../functions/lib/http/handler';
import { API_ERRORS } from '../../../shared/contract/errors';
import { defineRoute, type Access, type RouteDefinition } from '../../../shared/contract/route';

/** Issue 20: admin routes refuse an account without TOTP, in the HTTP factory, for every domain at once. */
const routeFor = (access: Access) =>
  defineRoute({ method: 'GET', path: `/test/${access}`, domain: 'test', access, summary: `Route ${access} de test`, output: z.object({ ok: z.literal(true) }) });
const ROUTES = { admin: routeFor('admin'), educator: routeFor('educator'), member: routeFor('member') };

const context = { functionName: 'la-meute-test-mfa', awsRequestId: 'req-1', getRemainingTimeInMillis: () => 30_000 } as Context;

function event(route: RouteDefinition, groups: string, token = 'jeton-d-acces'): ApiEvent {
  return {
    routeKey: `${route.method} ${route.path}`,
    headers: { authorization: `Bearer ${token}` },
    isBase64Encoded: false,
    requestContext: { requestId: 'req-1', authorizer: { jwt: { claims: { sub: 'admin-1', 'cognito:groups': groups }, scopes: [] } } },
  } as unknown as ApiEvent;
}

/** A pool where the accounts of `withTotp` have TOTP on; it records who was asked, with which token. */
function fakePool(withTotp: readonly string[]) {
  const asked: Array<{ userId: string; accessToken: string }> = [];
  const port: SecondFactor = {
    hasTotp: async (caller: Caller, accessToken: string) => {
      asked.push({ userId: caller.userId, accessToken });
      return withTotp.includes(caller.userId);
    },
  };
  return { port, asked };
}

function handlerWith(secondFactor: SecondFactor | null) {
  const ran: string[] = [];
  const handler = routesHandler(
    'test',
    Object.entries(ROUTES).map(([access, route]) => ({
      route,
      run: async () => {
        ran.push(access);
        return { ok: true as const };
      },
    })),
    // No table here: the suspended accounts' guard has its own tests (integration, admin-suspension).
    { secondFactor, accountGuard: null },
  );
  return { handler, ran };
}

const bodyOf = (answer: unknown) => JSON.parse((answer as { body: string }).body) as unknown;

describe('routesHandler: second factor on admin routes', () => {
  it('refuses an admin without TOTP with a 403 MFA_REQUIRED in French, before the use case runs', async () => {
    const { port, asked } = fakePool([]);
    const { handler, ran } = handlerWith(port);
    const answer = await handler(event(ROUTES.admin, '[admin]'), context);
    expect(answer).toMatchObject({ statusCode: 403 });
    expect(bodyOf(answer)).toEqual({ error: { code: 'MFA_REQUIRED', message: API_ERRORS.MFA_REQUIRED.message } });
    expect(ran).toEqual([]);
    expect(asked).toEqual([{ userId: 'admin-1', accessToken: 'jeton-d-acces' }]);
  });

  it('lets an admin with TOTP through', async () => {
    const { port } = fakePool(['admin-1']);
    const { handler, ran } = handlerWith(port);
    expect(await handler(event(ROUTES.admin, '[admin]'), context)).toMatchObject({ statusCode: 200 });
    expect(ran).toEqual(['admin']);
  });

  it('leaves member and educator routes alone, for an admin without TOTP too, and never asks the pool for them', async () => {
    const { port, asked } = fakePool([]);
    const { handler, ran } = handlerWith(port);
    expect(await handler(event(ROUTES.member, '[admin]'), context)).toMatchObject({ statusCode: 200 });
    expect(await handler(event(ROUTES.educator, '[admin]'), context)).toMatchObject({ statusCode: 200 });
    expect(await handler(event(ROUTES.educator, '[educator]'), context)).toMatchObject({ statusCode: 200 });
    expect(await handler(event(ROUTES.member, ''), context)).toMatchObject({ statusCode: 200 });
    expect(ran).toEqual(['member', 'educator', 'educator', 'member']);
    expect(asked).toEqual([]);
  });

  it('answers a non-admin on an admin route FORBIDDEN, as before, without asking the pool', async () => {
    const { port, asked } = fakePool(['admin-1']);
    const { handler } = handlerWith(port);
    const answer = await handler(event(ROUTES.admin, '[educator]'), context);
    expect(bodyOf(answer)).toMatchObject({ error: { code: 'FORBIDDEN' } });
    expect(asked).toEqual([]);
  });

  it('asks nothing when the switch is off (the local stack)', async () => {
    const { handler, ran } = handlerWith(null);
    expect(await handler(event(ROUTES.admin, '[admin]'), context)).toMatchObject({ statusCode: 200 });
    expect(ran).toEqual(['admin']);
  });
});

describe('rememberingYes', () => {
  const caller = { userId: 'admin-1', roles: ['admin' as const] };

  it('remembers a yes until it expires, and never a no', async () => {
    let clock = 0;
    const answers = [false, true, true];
    const asked: number[] = [];
    const port = rememberingYes(
      {
        hasTotp: async () => {
          asked.push(clock);
          return answers.shift() ?? false;
        },
      },
      { ttlMs: 1_000, now: () => clock },
    );

    expect(await port.hasTotp(caller, 't')).toBe(false);
    // The admin has just turned TOTP on: the next request asks again and passes.
    expect(await port.hasTotp(caller, 't')).toBe(true);
    clock = 999;
    expect(await port.hasTotp(caller, 't')).toBe(true);
    clock = 1_000;
    expect(await port.hasTotp(caller, 't')).toBe(true);
    expect(asked).toEqual([0, 0, 1_000]);
  });

  it('keeps each account apart', async () => {
    const port = rememberingYes({ hasTotp: async (who) => who.userId === 'admin-1' }, { ttlMs: 60_000, now: () => 0 });
    expect(await port.hasTotp(caller, 't')).toBe(true);
    expect(await port.hasTotp({ userId: 'admin-2', roles: ['admin'] }, 't')).toBe(false);
  });
});

describe('adminSecondFactor', () => {
  const load = () => {
    let module: typeof SecondFactorModule | undefined;
    jest.isolateModules(() => {
      module = jest.requireActual<typeof SecondFactorModule>('../../../functions/lib/auth/second-factor');
    });
    return module!;
  };
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('is off unless ADMIN_MFA_REQUIRED says true, and on when it does', () => {
    process.env = { ...saved, TABLE_NAME: 'table' };
    delete process.env.ADMIN_MFA_REQUIRED;
    expect(load().adminSecondFactor()).toBeNull();
    process.env.ADMIN_MFA_REQUIRED = 'false';
    expect(load().adminSecondFactor()).toBeNull();
    process.env.ADMIN_MFA_REQUIRED = 'true';
    expect(load().adminSecondFactor()).not.toBeNull();
  });
});
