import { API_ERRORS, GENERIC_FIELD_MESSAGES, MAX_BODY_BYTES } from '../../shared/contract/errors';
import { createServer } from 'node:http';
import { apiProxy } from '../../scripts/dev/api-proxy';
import { closeServer, listen } from '../../scripts/dev/http-server';
import { FIELD_MESSAGES } from '../../shared/schemas/fields';
import { api, type ApiAnswer } from './support/api';
import { testStack } from './support/stack';
import { futureToken, orphanToken, signUpAndSignIn, tokenFor } from './support/accounts';
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

  test('un jeton d’identité n’ouvre pas l’API (jeton d’accès attendu)', async () => {
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
  test('un pré-vol d’une autre origine n’obtient aucune autorisation : c’est une route inconnue, comme dans API Gateway sans CORS', async () => {
    const answer = await api('OPTIONS', '/me', {
      headers: { origin: 'https://ailleurs.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expectError(answer, 404, 'ROUTE_NOT_FOUND');
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  describe('le site sert l’API sous /api/ (le comportement /api/* de CloudFront)', () => {
    let site: { url: string; close(): Promise<void> };
    beforeAll(async () => {
      const proxy = apiProxy({ gatewayUrl: testStack().urls.api, awsUrl: testStack().urls.aws });
      const server = createServer((request, response) => proxy(request, response, () => response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html>')));
      site = { url: `http://localhost:${await listen(server, 0)}`, close: () => closeServer(server) };
    });
    afterAll(() => site.close());

    const viaSite = (method: string, path: string, init: RequestInit = {}) => fetch(`${site.url}${path}`, { method, ...init });

    test('transmet l’en-tête Authorization et rend la réponse de la passerelle', async () => {
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

describe('saisies laxistes (PUT /dog-profile, formulaire rapide)', () => {
  const QUICK = { nom: 'Rex', sexe: 'male', age_mois: 18 };
  const save = async (profile: Record<string, unknown>) => api('PUT', '/dog-profile', { token: await tokenFor('member'), body: { form: 'quick', profile } });

  /** The 400's message for a profile answer, whether the body's path names it `nom` or `profile.nom`. */
  function expectFieldError(answer: ApiAnswer, field: string, message: string): void {
    expectError(answer, 400, 'VALIDATION_FAILED');
    const fields = (answer.json as { error: { fields?: Record<string, string> } }).error.fields ?? {};
    const key = Object.keys(fields).find((name) => name === field || name.endsWith(`.${field}`));
    expect({ [field]: key && fields[key] }).toEqual({ [field]: message });
  }

  test('un octet NUL dans un texte → 400 qui nomme le champ', async () => {
    expectFieldError(await save({ ...QUICK, nom: 'Re\u0000x' }), 'nom', FIELD_MESSAGES.controlCharacter);
  });

  test('une moitié de paire de substitution seule → 400', async () => {
    const answer = await api('PUT', '/dog-profile', {
      token: await tokenFor('member'),
      rawBody: '{"form":"quick","profile":{"nom":"Rex\\ud83d","sexe":"male","age_mois":18}}',
    });
    expectFieldError(answer, 'nom', FIELD_MESSAGES.invalidCharacter);
  });

  test.each([
    ['espaces de largeur nulle', '\u200B\u200B\u200B'],
    ['marques de direction', '\u200E\u200F'],
    ['remplissage hangul', '\u3164'],
  ])('un nom fait seulement de caractères invisibles (%s) → 400', async (_, nom) => {
    expectFieldError(await save({ ...QUICK, nom }), 'nom', FIELD_MESSAGES.invisibleOnly);
  });

  test.each(['0x10', '1e2', 'Infinity'])('%p n’est pas lu comme un nombre → 400', async (age) => {
    expectFieldError(await save({ ...QUICK, age_mois: age }), 'age_mois', FIELD_MESSAGES.notANumber);
  });

  test('un champ inconnu dans un objet imbriqué est refusé et nommé, comme à la racine', async () => {
    expectFieldError(await save({ ...QUICK, couleur: 'noir' }), 'couleur', GENERIC_FIELD_MESSAGES.unknownField);
  });

  test('une clé __proto__ est nommée dans le 400, à la racine comme dans une liste', async () => {
    const token = await tokenFor('member');
    const atRoot = await api('PUT', '/dog-profile', {
      token,
      rawBody: '{"form":"quick","profile":{"nom":"Rex","sexe":"male","age_mois":18},"__proto__":{"admin":true}}',
    });
    expectFieldError(atRoot, '__proto__', GENERIC_FIELD_MESSAGES.unknownField);
    const inAList = await api('PUT', '/dog-profile', {
      token,
      rawBody: '{"form":"complete","profile":{"nom":"Rex","sexe":"male","autres_animaux":[{"type":"chat","__proto__":{"admin":true}}]}}',
    });
    expectFieldError(inAList, 'autres_animaux.0.__proto__', GENERIC_FIELD_MESSAGES.unknownField);
  });

  test('un corps déclaré en iso-8859-1 → 415 en français, rien n’est enregistré', async () => {
    const member = await signUpAndSignIn('member');
    const answer = await api('PUT', '/dog-profile', {
      token: member.accessToken,
      headers: { 'content-type': 'application/json; charset=iso-8859-1' },
      rawBody: Buffer.from(JSON.stringify({ form: 'quick', profile: { ...QUICK, nom: 'Rébecca' } }), 'latin1'),
    });
    expectError(answer, 415, 'UNSUPPORTED_CHARSET');
    expect(answer.json).toEqual({ error: { code: 'UNSUPPORTED_CHARSET', message: API_ERRORS.UNSUPPORTED_CHARSET.message } });
    expect((await api('GET', '/dog-profile', { token: member.accessToken })).status).toBe(404);
  });

  test('un corps UTF-8 qui commence par une marque d’ordre des octets est accepté', async () => {
    const member = await signUpAndSignIn('member');
    const answer = await api('PUT', '/dog-profile', {
      token: member.accessToken,
      headers: { 'content-type': 'application/json; charset=UTF-8' },
      rawBody: `\uFEFF${JSON.stringify({ form: 'quick', profile: { ...QUICK, nom: 'Rébecca' } })}`,
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ profile: { nom: 'Rébecca' } });
  });
});

describe('en-têtes', () => {
  test('les réponses des Lambdas portent x-content-type-options: nosniff', async () => {
    const ok = await api('GET', '/health');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('x-content-type-options')).toBe('nosniff');
    const refused = await api('GET', '/nexiste-pas', { token: await tokenFor('member') });
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('les réponses propres de la passerelle aussi', async () => {
    const answer = await api('GET', '/me');
    expect(answer.status).toBe(401);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('des en-têtes de plus de 10 Kio → 431, comme API Gateway', async () => {
    const answer = await api('GET', '/health', { headers: { 'x-remplissage': 'x'.repeat(10 * 1024) } });
    expect(answer.status).toBe(431);
    expect(answer.json).toEqual({ message: 'Request Header Fields Too Large' });
    expect((await api('GET', '/health', { headers: { 'x-remplissage': 'x'.repeat(9 * 1024) } })).status).toBe(200);
  });
});

describe('jetons valides mais inattendus', () => {
  test('un jeton émis dans le futur (au-delà du décalage d’horloge toléré) → 401', async () => {
    const member = await signUpAndSignIn('member');
    const answer = await api('GET', '/me', { token: futureToken(member.userId, 3600) });
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual({ message: 'Unauthorized' });
    expect((await api('GET', '/me', { token: futureToken(member.userId, 5) })).status).toBe(200);
  });

  test.each([
    ['GET', '/me'],
    ['GET', '/fiches'],
    ['GET', '/fiches/chiot-proprete-les-bases'],
    ['GET', '/recommendations'],
  ])('%s %s avec un jeton dont le membre n’existe pas → 403 en français', async (method, path) => {
    const answer = await api(method, path, { token: orphanToken() });
    expect(answer.json).toEqual({ error: { code: 'MEMBER_NOT_FOUND', message: API_ERRORS.MEMBER_NOT_FOUND.message } });
    expect(answer.status).toBe(403);
  });
});
