/**
 * The members' and staff's live channel speaks AppSync Events' real-time protocol itself (issue 24: no Amplify on the
 * first load): what it sends, what it hands over, and how it comes back after losing the connection.
 */

const config = { realtimeUrl: 'https://abcdefghijklmnopqrstuvwxyz.appsync-api.eu-west-3.amazonaws.com/event' };
jest.mock('../../../web/src/lib/config', () => ({ uncheckedConfigValue: async (key: keyof typeof config) => config[key] }));
const tokens = { next: 'token-1' };
jest.mock('../../../web/src/lib/auth/loader', () => ({ accessToken: async () => tokens.next }));

class FakeSocket {
  static opened: FakeSocket[] = [];
  readonly sent: Array<Record<string, unknown>> = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    FakeSocket.opened.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.onclose?.();
  }
  receive(message: Record<string, unknown>) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const listeners = new Map<string, () => void>();
Object.assign(globalThis, {
  WebSocket: FakeSocket,
  window: { addEventListener: (name: string, listener: () => void) => listeners.set(name, listener), removeEventListener: (name: string) => listeners.delete(name) },
});

import { openLiveChannel, realtimeAddress } from '../../../web/src/lib/realtime/liveChannel';

const flush = () => new Promise((resolve) => setImmediate(resolve));
const decodeHeader = (protocol: string) => JSON.parse(Buffer.from(protocol.slice('header-'.length), 'base64url').toString('utf8')) as unknown;

beforeEach(() => {
  FakeSocket.opened = [];
  tokens.next = 'token-1';
});

it('opens the socket where Amplify did: the realtime twin of an AppSync domain, <endpoint>/realtime elsewhere, ws: for the local stack', () => {
  expect(realtimeAddress(config.realtimeUrl)).toBe('wss://abcdefghijklmnopqrstuvwxyz.appsync-realtime-api.eu-west-3.amazonaws.com/event/realtime');
  expect(realtimeAddress('https://live.lameute.fr/event')).toBe('wss://live.lameute.fr/event/realtime');
  expect(realtimeAddress('http://localhost:4010/event')).toBe('ws://localhost:4010/event/realtime');
});

it('connects with the token, subscribes to the channel and hands over each event, parsed', async () => {
  const onMessage = jest.fn();
  const onReconnected = jest.fn();
  const close = await openLiveChannel('/members/u1', { onMessage, onReconnected });
  const socket = FakeSocket.opened[0]!;
  const host = 'abcdefghijklmnopqrstuvwxyz.appsync-api.eu-west-3.amazonaws.com';
  expect(socket.protocols[0]).toBe('aws-appsync-event-ws');
  expect(decodeHeader(socket.protocols[1]!)).toEqual({ Authorization: 'token-1', host });

  socket.onopen?.();
  expect(socket.sent).toEqual([{ type: 'connection_init' }]);
  socket.receive({ type: 'connection_ack', connectionTimeoutMs: 300_000 });
  expect(socket.sent[1]).toEqual({ type: 'subscribe', id: expect.any(String), channel: '/members/u1', authorization: { Authorization: 'token-1', host } });
  socket.receive({ type: 'subscribe_success', id: socket.sent[1]!.id });
  socket.receive({ type: 'ka' });
  socket.receive({ type: 'data', id: socket.sent[1]!.id, event: JSON.stringify({ kind: 'subscription_updated', plan: 'premium' }) });

  expect(onMessage).toHaveBeenCalledWith({ kind: 'subscription_updated', plan: 'premium' });
  expect(onReconnected).not.toHaveBeenCalled();
  close();
});

it('after losing the connection, opens it again with a fresh token and says it came back once subscribed', async () => {
  jest.useFakeTimers({ doNotFake: ['setImmediate'] });
  try {
    const onReconnected = jest.fn();
    const close = await openLiveChannel('/members/u1', { onMessage: jest.fn(), onReconnected });
    const first = FakeSocket.opened[0]!;
    first.onopen?.();
    first.receive({ type: 'connection_ack', connectionTimeoutMs: 300_000 });
    first.receive({ type: 'subscribe_success', id: 'x' });

    tokens.next = 'token-2';
    first.close();
    await jest.advanceTimersByTimeAsync(1_000);
    await flush();
    const second = FakeSocket.opened[1]!;
    expect(decodeHeader(second.protocols[1]!)).toMatchObject({ Authorization: 'token-2' });
    second.onopen?.();
    second.receive({ type: 'connection_ack', connectionTimeoutMs: 300_000 });
    expect(onReconnected).not.toHaveBeenCalled();
    second.receive({ type: 'subscribe_success', id: 'y' });
    expect(onReconnected).toHaveBeenCalledTimes(1);

    // Silent past the ack's timeout (no keep-alive): the connection counts as lost and is opened again.
    await jest.advanceTimersByTimeAsync(300_000);
    await jest.advanceTimersByTimeAsync(1_000);
    await flush();
    expect(FakeSocket.opened).toHaveLength(3);
    close();
  } finally {
    jest.useRealTimers();
  }
});

it('stops at a refused subscription, and once closed opens nothing again', async () => {
  jest.useFakeTimers({ doNotFake: ['setImmediate'] });
  try {
    await openLiveChannel('/members/someone-else', { onMessage: jest.fn(), onReconnected: jest.fn() });
    const refused = FakeSocket.opened[0]!;
    refused.onopen?.();
    refused.receive({ type: 'connection_ack' });
    refused.receive({ type: 'subscribe_error', errors: [{ errorType: 'Unauthorized' }] });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.opened).toHaveLength(1);

    const close = await openLiveChannel('/members/u1', { onMessage: jest.fn(), onReconnected: jest.fn() });
    close();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.opened).toHaveLength(2);
  } finally {
    jest.useRealTimers();
  }
});
