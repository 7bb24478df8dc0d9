import type { Context } from 'aws-lambda';
import { logger } from '../../../functions/lib/logger';
import { toApiEvent } from '../../../scripts/dev/api-event';
import { createServer } from 'node:http';
import { closeServer, listen, readBody, sendJson } from '../../../scripts/dev/http-server';
import { AWS_JSON, createParameterStore } from '../../../scripts/dev/parameter-store';
import { API_ERRORS } from '../../../shared/contract/errors';
import { INITIAL_SETTING_VALUE, PLACEHOLDER } from '../../../shared/deploy-settings';
import { PRICE_KEYS } from '../../../shared/domain/billing';

/**
 * Issue 20, item 2: a function that meets a setting the operator has not filled (a placeholder, a missing key, a
 * missing parameter) answers the catalogue's French 503 and logs which parameter and which keys, through the real
 * handlers reading the local emulation of SSM and Secrets Manager; once filled, the next call takes the value.
 */

jest.setTimeout(60_000);

const names = { prices: '/test/stripe/prices', stripeKeys: 'arn:aws:secretsmanager:eu-west-3:000000000000:secret:test-stripe', ids: '/test/discord/ids', discordKeys: 'arn:aws:secretsmanager:eu-west-3:000000000000:secret:test-discord' };
const filledPrices = Object.fromEntries(PRICE_KEYS.map((key) => [key, `price_${key}`]));
const filledIds = { clientId: '100000000000000001', guildId: '100000000000000002', roles: { gratuit: '200000000000000001', premium: '200000000000000002', expert: '200000000000000003' } };
const context = { functionName: 'la-meute-test', awsRequestId: 'req-1', getRemainingTimeInMillis: () => 30_000 } as Context;
const memberRequest = (method: string, url: string, routeKey: string, body: unknown) =>
  toApiEvent(
    { method, url, headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify(body ?? '')), sourceIp: '127.0.0.1', requestId: 'req-1', domainName: 'localhost' },
    routeKey,
    undefined,
    { claims: { sub: '11111111-1111-1111-1111-111111111111' }, scopes: [] } as never,
  );
const notConfigured = { error: { code: 'SERVICE_NOT_CONFIGURED', message: API_ERRORS.SERVICE_NOT_CONFIGURED.message } };

/** The local stack's Secrets Manager and Parameter Store, served alone; DynamoDB knows no suspended account (issue 21). */
const aws = createParameterStore();
const server = createServer((request, response) => {
  void readBody(request, 1024 * 1024).then((body) => {
    if (request.headers['x-amz-target'] === 'DynamoDB_20120810.GetItem') return sendJson(response, 200, {}, { 'content-type': 'application/x-amz-json-1.0' });
    const answer = aws.answer(request.headers['x-amz-target'] as string | undefined, body?.toString('utf8') ?? '');
    sendJson(response, answer?.status ?? 400, answer?.body ?? { __type: 'UnknownOperationException' }, AWS_JSON);
  });
});
const errors = jest.spyOn(logger, 'error');

beforeAll(async () => {
  const url = `http://127.0.0.1:${await listen(server, 0)}`;
  Object.assign(process.env, {
    TABLE_NAME: 'la-meute-test',
    AWS_REGION: 'eu-west-3',
    AWS_ACCESS_KEY_ID: 'test',
    AWS_SECRET_ACCESS_KEY: 'test',
    SSM_ENDPOINT: url,
    DYNAMODB_ENDPOINT: url,
    SECRETS_MANAGER_ENDPOINT: url,
    STRIPE_PRICES_PARAMETER: names.prices,
    STRIPE_SECRET_ARN: names.stripeKeys,
    DISCORD_IDS_PARAMETER: names.ids,
    DISCORD_SECRET_ARN: names.discordKeys,
  });
});
afterAll(() => closeServer(server));
beforeEach(() => errors.mockClear());

it('answers a plan checkout 503 in French before the parameter and the secret exist, naming each with all its keys', async () => {
  const { handler } = await import('../../../functions/payments/handler');
  const answer = (await handler(memberRequest('POST', '/billing/checkout', 'POST /billing/checkout', { plan: 'premium', period: 'monthly' }), context)) as { statusCode: number; body: string };
  expect([answer.statusCode, JSON.parse(answer.body)]).toEqual([503, notConfigured]);
  expect(errors).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ setting: 'stripePrices', parameter: names.prices, missingKeys: [...PRICE_KEYS] }));
  expect(errors).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ setting: 'stripeKeys', secret: names.stripeKeys, missingKeys: ['secretKey', 'webhookSecret'] }));
});

it('answers a plan checkout 503 in French while one of the nine prices is a placeholder, naming the parameter and the key', async () => {
  aws.putSecret(names.stripeKeys, JSON.stringify({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1' }));
  aws.putParameter(names.prices, JSON.stringify({ ...filledPrices, visio_60: PLACEHOLDER }));
  const { handler } = await import('../../../functions/payments/handler');
  const answer = (await handler(memberRequest('POST', '/billing/checkout', 'POST /billing/checkout', { plan: 'premium', period: 'monthly' }), context)) as { statusCode: number; body: string };
  expect([answer.statusCode, JSON.parse(answer.body)]).toEqual([503, notConfigured]);
  expect(errors).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ setting: 'stripePrices', parameter: names.prices, missingKeys: ['visio_60'] }));
});

it('answers the same while a price added to the catalogue after the operator filled the others is absent, naming that key', async () => {
  aws.putSecret(names.stripeKeys, JSON.stringify({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1' }));
  const { video_retour: _added, ...filledBefore } = filledPrices;
  aws.putParameter(names.prices, JSON.stringify(filledBefore));
  const { handler } = await import('../../../functions/payments/handler');
  const answer = (await handler(memberRequest('POST', '/billing/checkout', 'POST /billing/checkout', { plan: 'premium', period: 'monthly' }), context)) as { statusCode: number; body: string };
  expect([answer.statusCode, JSON.parse(answer.body)]).toEqual([503, notConfigured]);
  expect(errors).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ setting: 'stripePrices', parameter: names.prices, missingKeys: ['video_retour'] }));
});

it('answers the same while the Stripe keys are as the stack created them, naming the secret and both keys', async () => {
  aws.putSecret(names.stripeKeys, INITIAL_SETTING_VALUE);
  aws.putParameter(names.prices, JSON.stringify(filledPrices));
  const { handler } = await import('../../../functions/payments/handler');
  const answer = (await handler(memberRequest('POST', '/billing/checkout', 'POST /billing/checkout', { plan: 'premium', period: 'monthly' }), context)) as { statusCode: number; body: string };
  expect([answer.statusCode, JSON.parse(answer.body)]).toEqual([503, notConfigured]);
  expect(errors).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ setting: 'stripeKeys', secret: names.stripeKeys, missingKeys: ['secretKey', 'webhookSecret'] }));
});

it('answers Discord’s linking 503, and fails the role consumer’s message (retried, never dropped), while the ids are placeholders', async () => {
  aws.putSecret(names.discordKeys, JSON.stringify({ botToken: 'bot', clientSecret: 'secret' }));
  aws.putParameter(names.ids, JSON.stringify({ ...filledIds, roles: { ...filledIds.roles, expert: PLACEHOLDER } }));
  const { handler } = await import('../../../functions/account/handler');
  const answer = (await handler(memberRequest('POST', '/discord/authorize', 'POST /discord/authorize', undefined), context)) as { statusCode: number; body: string };
  expect([answer.statusCode, JSON.parse(answer.body)]).toEqual([503, notConfigured]);
  expect(errors).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ setting: 'discordIds', parameter: names.ids, missingKeys: ['roles.expert'] }));

  const { followPlanOnDiscord } = await import('../../../functions/consumers/discord-roles');
  await expect(followPlanOnDiscord({ detail: { userId: 'u-1' } } as never)).rejects.toMatchObject({ code: 'SERVICE_NOT_CONFIGURED', status: 503 });
});

it('takes the operator’s value on the next call, with no deployment (a placeholder met is never kept)', async () => {
  aws.putParameter(names.ids, JSON.stringify(filledIds));
  const { discord } = await import('../../../functions/lib/discord/discord');
  const client = await discord();
  expect(new URL(client.authorizeUrl('state-1', 'https://lameute.fr/membre/discord')).searchParams.get('client_id')).toBe(filledIds.clientId);
  expect(errors).not.toHaveBeenCalled();
});
