import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { notifyMember } from '../../../functions/lib/realtime/notifier';
import type { MemberNotification } from '../../../shared/realtime/channels';

/** A stand-in AppSync Events HTTP endpoint that records what it is sent and answers `answer`. */
const received: Array<{ url: string; headers: IncomingHttpHeaders; body: string }> = [];
let answer: { status: number; body: unknown } = { status: 200, body: { successful: [{ identifier: 'e1', index: 0 }], failed: [] } };
let server: Server;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  // The function's configuration is read once, on the first notification.
  Object.assign(process.env, {
    TABLE_NAME: 'table',
    AWS_REGION: 'eu-west-3',
    AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
    AWS_SECRET_ACCESS_KEY: 'secret',
    REALTIME_EVENT_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/event`,
    POWERTOOLS_DEV: 'false',
  });
});

afterAll(() => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve())));
beforeEach(() => {
  received.length = 0;
  answer = { status: 200, body: { successful: [{ identifier: 'e1', index: 0 }], failed: [] } };
});

const notification: MemberNotification = {
  kind: 'reward_unlocked',
  reward: { id: 'r1', type: 'visio_gratuite', pointsCost: 100, origin: 'exchange', unlockedAt: '2026-05-01T10:00:00.000Z' },
};

describe('notifyMember', () => {
  it("publishes the notification as one JSON event on the member's channel, signed with SigV4 for AppSync", async () => {
    await notifyMember('sub-b', notification);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.url).toBe('/event');
    expect(JSON.parse(request!.body)).toEqual({ channel: '/members/sub-b', events: [JSON.stringify(notification)] });
    expect(request?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-3\/appsync\/aws4_request, SignedHeaders=[^,]*host[^,]*, Signature=[0-9a-f]{64}$/);
    expect(request?.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
  });

  it('sends nothing for a notification its schema refuses', async () => {
    const wrong = { kind: 'reward_unlocked', reward: { id: 'r1' } } as unknown as MemberNotification;
    await expect(notifyMember('sub-b', wrong)).rejects.toThrow();
    expect(received).toHaveLength(0);
  });

  it.each([
    ['refuses the request', { status: 401, body: { errors: [{ errorType: 'UnauthorizedException' }] } }],
    ['lists the event as failed', { status: 200, body: { successful: [], failed: [{ identifier: 'e1', index: 0 }] } }],
  ])('throws when the channel %s, so the consumer’s queue tries again', async (_case, refusal) => {
    answer = refusal;
    await expect(notifyMember('sub-b', notification)).rejects.toThrow(/refusée par le canal temps réel/);
    expect(received).toHaveLength(1);
  });

  it('throws when the channel cannot be reached', async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await expect(notifyMember('sub-b', notification)).rejects.toThrow();
    expect(received).toHaveLength(0);
  });
});
