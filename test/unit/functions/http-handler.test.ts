import type { Context } from 'aws-lambda';
import * as z from 'zod';
import { routesHandler, type ApiEvent, type RouteRequest } from '../../../functions/lib/http/handler';
import { defineRoute, type RouteDefinition } from '../../../shared/contract/route';

/** The HTTP factory's webhook mode (issue 9): the route gets the signed bytes untouched, with no token asked. */
const webhook = defineRoute({
  method: 'POST',
  path: '/test/webhook',
  domain: 'test',
  access: 'webhook',
  summary: 'Webhook de test',
  output: z.object({ received: z.number() }),
});
const member = defineRoute({
  method: 'POST',
  path: '/test/member',
  domain: 'test',
  access: 'member',
  summary: 'Route membre de test',
  body: z.object({ n: z.number() }),
  output: z.object({ n: z.number() }),
});

const context = { functionName: 'la-meute-test-http', awsRequestId: 'req-1', getRemainingTimeInMillis: () => 30_000 } as Context;
const event = (route: RouteDefinition, body: string, isBase64Encoded: boolean, headers: Record<string, string> = {}): ApiEvent =>
  ({
    routeKey: `${route.method} ${route.path}`,
    headers,
    body,
    isBase64Encoded,
    requestContext: { requestId: 'req-1', authorizer: undefined },
  }) as unknown as ApiEvent;

function handlerRecording() {
  const received: Array<RouteRequest<typeof webhook>> = [];
  const handler = routesHandler('test', [
    {
      route: webhook,
      run: async (request) => {
        received.push(request as RouteRequest<typeof webhook>);
        return { received: (request as RouteRequest<typeof webhook>).rawBody.byteLength };
      },
    },
    { route: member, run: async (request) => request.body },
  ]);
  return { handler, received };
}

describe('routesHandler, webhook access', () => {
  // Bytes a JSON round trip would not keep: key order, spacing, an escaped character.
  const signed = '{"id":"evt_1",  "type":"checkout.session.completed","name":"Ch\\u00e9rie"}';

  it('hands the route the body base64-decoded, byte for byte, with the headers and no caller', async () => {
    const { handler, received } = handlerRecording();
    const answer = await handler(event(webhook, Buffer.from(signed).toString('base64'), true, { 'stripe-signature': 't=1,v1=abc' }), context);
    expect(answer).toMatchObject({ statusCode: 200, body: JSON.stringify({ received: Buffer.byteLength(signed) }) });
    expect(received).toHaveLength(1);
    expect(received[0]!.rawBody.toString('utf8')).toBe(signed);
    expect(received[0]!.headers['stripe-signature']).toBe('t=1,v1=abc');
    expect(received[0]!.caller).toBeNull();
    expect(received[0]!.body).toBeUndefined();
  });

  it('takes a body that is not JSON at all (the route judges its signature, not the factory)', async () => {
    const { handler, received } = handlerRecording();
    const answer = await handler(event(webhook, 'payload=brut&sig=1', false, { 'content-type': 'application/x-www-form-urlencoded' }), context);
    expect(answer).toMatchObject({ statusCode: 200 });
    expect(received[0]!.rawBody.toString('utf8')).toBe('payload=brut&sig=1');
  });

  it('still refuses an oversized body with 413, in French', async () => {
    const { handler, received } = handlerRecording();
    const answer = await handler(event(webhook, 'x'.repeat(64 * 1024 + 1), false), context);
    expect(answer).toMatchObject({ statusCode: 413 });
    expect(JSON.parse((answer as { body: string }).body)).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'La requête est trop volumineuse (64 Ko au maximum).' } });
    expect(received).toEqual([]);
  });

  it('keeps every other route on JSON and the token: a member route without a caller is 401', async () => {
    const { handler } = handlerRecording();
    const answer = await handler(event(member, '{"n":1}', false, { 'content-type': 'application/json' }), context);
    expect(answer).toMatchObject({ statusCode: 401 });
  });
});
