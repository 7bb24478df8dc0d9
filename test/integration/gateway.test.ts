import { API_ERRORS, GENERIC_FIELD_MESSAGES, MAX_BODY_BYTES } from '../../shared/contract/errors';
import { createServer } from 'node:http';
import { apiProxy } from '../../scripts/dev/api-proxy';
import { closeServer, listen } from '../../scripts/dev/http-server';
import { api, type ApiAnswer } from './support/api';
import { testStack } from './support/stack';
import { signUpAndSignIn, tokenFor } from './support/accounts';
import { exampleCall, routeEntries, routeExamples } from './support/route-examples';

/**
 * The local gateway and the handlers' HTTP layer seen from a client: bad input gets a 4xx with a French
 * `{ error: { code, message, fields? } }`, unknown routes a 404 JSON, and no answer leaks a stack trace.
 */
const STACK_TRACE = /\bat [\w.<>]+ \(|node_modules|\.ts:\d+|Error: /;

function expectError(answer: ApiAnswer, status: number, code: keyof typeof API_ERRORS): void {
  expect(answer.status).toBe(status);
  expect(answer.json).toMatchObject({ error: { code, message: expect.any(String) } });
  expect(answer.text).not.toMatch(STACK_TRACE);
}

const bodyRoutes = routeEntries.filter(([, route]) => route.body);

describe('routes inconnues', () => {
  test.each([
    ['GET', '/nexiste-pas'],
    ['DELETE', '/me'],
    ['GET', '/me/'],
  ])('%s %s → 404 JSON en français', async (method, path) => {
    const answer = await api(method, path, { token: await tokenFor('member') });
    expectError(answer, 404, 'ROUTE_NOT_FOUND');
    expect(answer.json).toEqual({ error: { code: 'ROUTE_NOT_FOUND', message: API_ERRORS.ROUTE_NOT_FOUND.message } });
  });
});

describe.each(bodyRoutes)('corps invalides : %s', (name, route) => {
  const { path, body } = exampleCall(route, routeExamples[name]);
  const send = async (options: { body?: unknown; rawBody?: string }) => api(route.method, path, { token: await tokenFor('admin'), ...options });

  test('JSON malformé → 400 INVALID_JSON', async () => {
    const answer = await send({ rawBody: '{"form": "quick",' });
    expectError(answer, 400, 'INVALID_JSON');
    expect(answer.json).toEqual({ error: { code: 'INVALID_JSON', message: API_ERRORS.INVALID_JSON.message } });
  });

  test('mauvais types → 400 avec les champs en français', async () => {
    const wrongTypes = Object.fromEntries(Object.keys(body as object).map((field) => [field, 12345]));
    const answer = await send({ body: wrongTypes });
    expectError(answer, 400, 'VALIDATION_FAILED');
    const fields = (answer.json as { error: { fields?: Record<string, string> } }).error.fields ?? {};
    expect(Object.keys(fields).length).toBeGreaterThan(0);
    for (const message of Object.values(fields)) expect(message).not.toMatch(/^(Invalid|Expected|Required)/);
  });

  test('champ inconnu → 400 qui le nomme', async () => {
    const answer = await send({ body: { ...(body as object), champInconnu: true } });
    expectError(answer, 400, 'VALIDATION_FAILED');
    expect(answer.json).toMatchObject({ error: { fields: { champInconnu: GENERIC_FIELD_MESSAGES.unknownField } } });
  });

  test('corps de plus de 64 Kio → 413', async () => {
    const answer = await send({ rawBody: JSON.stringify({ ...(body as object), padding: 'x'.repeat(MAX_BODY_BYTES) }) });
    expectError(answer, 413, 'PAYLOAD_TOO_LARGE');
  });
});

test('un corps de plus de 10 Mo est refusé par la passerelle, comme API Gateway', async () => {
  const answer = await api('PUT', '/dog-profile', { token: await tokenFor('member'), rawBody: Buffer.alloc(10 * 1024 * 1024 + 1, 32) });
  expect(answer.status).toBe(413);
  expect(answer.json).toEqual({ message: 'Request Entity Too Large' });
});

describe('paramètres de requête', () => {
  test('type inattendu → 400 qui nomme le champ', async () => {
    const answer = await api('GET', '/admin/users?plan=platine', { token: await tokenFor('admin') });
    expectError(answer, 400, 'VALIDATION_FAILED');
    expect(answer.json).toMatchObject({ error: { fields: { plan: expect.any(String) } } });
  });

  test('paramètre inconnu → 400 qui le nomme', async () => {
    const answer = await api('GET', '/admin/users?tri=nom', { token: await tokenFor('admin') });
    expectError(answer, 400, 'VALIDATION_FAILED');
    expect(answer.json).toMatchObject({ error: { fields: { tri: GENERIC_FIELD_MESSAGES.unknownField } } });
  });
});

describe('autorisation JWT', () => {
  test('les groupes Cognito arrivent aplatis comme sous API Gateway et restent lus', async () => {
    const staff = await signUpAndSignIn('admin', 'Camille');
    const answer = await api('GET', '/me', { token: staff.accessToken });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ profile: { id: staff.userId, email: staff.email, firstName: 'Camille' }, roles: ['admin'] });
  });

  test("un jeton d'identité n'ouvre pas l'API (jeton d'accès attendu)", async () => {
    const member = await signUpAndSignIn('member');
    const answer = await api('GET', '/me', { token: member.idToken });
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual({ message: 'Unauthorized' });
  });

  test('un en-tête Authorization qui n’est pas un JWT → 401', async () => {
    const answer = await api('GET', '/me', { headers: { authorization: 'Bearer pas-un-jwt' } });
    expect(answer.status).toBe(401);
  });
});

describe('même origine, sans CORS', () => {
  test("un pré-vol d'une autre origine n'obtient aucune autorisation : c'est une route inconnue, comme dans API Gateway sans CORS", async () => {
    const answer = await api('OPTIONS', '/me', {
      headers: { origin: 'https://ailleurs.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expectError(answer, 404, 'ROUTE_NOT_FOUND');
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  describe("le site sert l'API sous /api/ (le comportement /api/* de CloudFront)", () => {
    let site: { url: string; close(): Promise<void> };
    beforeAll(async () => {
      const proxy = apiProxy(testStack().urls.api);
      const server = createServer((request, response) => proxy(request, response, () => response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html>')));
      site = { url: `http://localhost:${await listen(server, 0)}`, close: () => closeServer(server) };
    });
    afterAll(() => site.close());

    const viaSite = (method: string, path: string, init: RequestInit = {}) => fetch(`${site.url}${path}`, { method, ...init });

    test("transmet l'en-tête Authorization et rend la réponse de la passerelle", async () => {
      const token = await tokenFor('member');
      const [proxied, direct] = await Promise.all([viaSite('GET', '/api/me', { headers: { authorization: `Bearer ${token}` } }), api('GET', '/me', { token })]);
      expect(proxied.status).toBe(200);
      expect(await proxied.json()).toEqual(direct.json);
      expect((await viaSite('GET', '/api/me')).status).toBe(401);
    });

    test('transmet la requête (query) et le corps', async () => {
      const admin = { authorization: `Bearer ${await tokenFor('admin')}` };
      const query = await viaSite('GET', '/api/admin/users?plan=platine', { headers: admin });
      expect(query.status).toBe(400);
      expect(await query.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields: { plan: expect.any(String) } } });
      const body = await viaSite('PUT', '/api/dog-profile', { headers: { ...admin, 'content-type': 'application/json' }, body: '{"form": "quick",' });
      expect(await body.json()).toEqual({ error: { code: 'INVALID_JSON', message: API_ERRORS.INVALID_JSON.message } });
    });

    test('laisse au site tout ce qui n’est pas sous /api/', async () => {
      for (const path of ['/api', '/apis/me', '/me']) {
        const answer = await viaSite('GET', path);
        expect(answer.headers.get('content-type')).toBe('text/html');
      }
    });
  });
});
