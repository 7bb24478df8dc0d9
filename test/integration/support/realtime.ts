import WebSocket from 'ws';
import { testStack } from './stack';

/** What the channel sends back for one operation. */
export type Answer = { type: string; id?: string; event?: string; errors?: Array<{ errorType: string }> };

export interface RealtimeClient {
  /** Subscribes to `channel` with the member's token; resolves to `subscribe_success` or `subscribe_error`. */
  subscribe(channel: string, id: string): Promise<Answer>;
  /** The events (parsed JSON) received so far by subscription `id`. */
  received(id: string): unknown[];
  /** Resolves with the first event of subscription `id` (already received or to come), or rejects after `ms`. */
  next(id: string, ms?: number): Promise<unknown>;
  close(): void;
}

/**
 * A client of the local live channel speaking the AppSync Events protocol as Amplify's `events` client does
 * (subprotocols `aws-appsync-event-ws` and `header-<base64url auth>`, connection_init, subscribe with the token):
 * resolves once the connection is acknowledged, rejects with the `connection_error` otherwise.
 */
export function connectRealtime(accessToken: string, url = testStack().urls.realtime): Promise<RealtimeClient> {
  const endpoint = new URL(url);
  const auth = { Authorization: accessToken, host: endpoint.host };
  const header = Buffer.from(JSON.stringify(auth)).toString('base64url');
  const socket = new WebSocket(`ws://${endpoint.host}${endpoint.pathname}/realtime`, ['aws-appsync-event-ws', `header-${header}`]);
  const events = new Map<string, unknown[]>();
  const waiting = new Map<string, (answer: Answer) => void>();
  const watchers = new Set<() => void>();

  socket.on('message', (raw) => {
    const message = JSON.parse(String(raw)) as Answer;
    if (message.type === 'data' && message.id) {
      events.set(message.id, [...(events.get(message.id) ?? []), JSON.parse(message.event ?? 'null')]);
      for (const watcher of watchers) watcher();
    } else if (message.id && waiting.has(message.id)) {
      waiting.get(message.id)?.(message);
      waiting.delete(message.id);
    } else {
      waiting.get('')?.(message);
    }
  });

  const client: RealtimeClient = {
    subscribe: (channel, id) =>
      new Promise((resolve) => {
        waiting.set(id, resolve);
        socket.send(JSON.stringify({ type: 'subscribe', id, channel, authorization: auth }));
      }),
    received: (id) => events.get(id) ?? [],
    next: (id, ms = 5_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const [first] = client.received(id);
          if (first === undefined) return false;
          clearTimeout(timer);
          watchers.delete(onEvent);
          resolve(first);
          return true;
        };
        const onEvent = () => void check();
        const timer = setTimeout(() => {
          watchers.delete(onEvent);
          reject(new Error(`Aucun événement pour ${id} en ${ms} ms`));
        }, ms);
        if (!check()) watchers.add(onEvent);
      }),
    close: () => socket.close(),
  };

  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () => {
      waiting.set('', (answer) => {
        waiting.delete('');
        if (answer.type === 'connection_ack') resolve(client);
        else reject(Object.assign(new Error(`Connexion refusée : ${answer.type}`), { answer }));
      });
      socket.send(JSON.stringify({ type: 'connection_init' }));
    });
  });
}
