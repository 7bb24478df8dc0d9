import { accessToken } from '../auth/loader';
import { uncheckedConfigValue } from '../config';

/** AppSync Events' WebSocket subprotocol; the credentials travel in a second one, `header-<base64url JSON>`. */
const EVENTS_PROTOCOL = 'aws-appsync-event-ws';
/** What the connection_ack may replace: the connection counts as lost without any message for that long. */
const DEFAULT_CONNECTION_TIMEOUT_MS = 300_000;
/** Reconnection: 1 s, 2 s, 4 s… up to 30 s between attempts, each jittered so that clients do not come back together. */
const RETRY_BASE_MS = 1_000;
const RETRY_MAX_MS = 30_000;

export interface LiveChannelHandlers {
  /** Each message's event, as sent (checked by the caller with its schema). */
  onMessage(event: unknown): void;
  /** The connection came back from a disruption: messages sent meanwhile are lost, so the caller reads its data again. */
  onReconnected(): void;
}

/**
 * Where the Events API listens for WebSockets, from its HTTP endpoint (runtime config `realtimeUrl`), as Amplify
 * derives it: AppSync's own domain has a realtime twin (`appsync-api` → `appsync-realtime-api`), and the socket is
 * `<endpoint>/realtime`; `ws:` for the local stack's `http:` endpoint, `wss:` otherwise.
 */
export function realtimeAddress(eventUrl: string): string {
  const url = new URL(eventUrl);
  url.protocol = url.protocol === 'http:' ? 'ws:' : 'wss:';
  url.hostname = url.hostname.replace('.appsync-api.', '.appsync-realtime-api.');
  url.pathname = `${url.pathname.replace(/\/$/, '')}/realtime`;
  return url.toString();
}

const base64url = (text: string): string => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

type ServerMessage = { type?: string; id?: string; event?: unknown; connectionTimeoutMs?: number };

/**
 * Subscribes to one live channel (`/members/<sub>`, `/staff/<sub>`) with AppSync Events' real-time protocol, which the
 * local stack's server speaks too (scripts/dev/realtime.ts): the Cognito access token in the `header-…` subprotocol,
 * connection_init → connection_ack, subscribe (the token again, as `authorization`) → subscribe_success, then `data`
 * messages and `ka` keep-alives. A connection lost (closed, or silent past the ack's timeout) is opened again with a
 * fresh token, backing off; once subscribed again the caller hears `onReconnected`. A refused subscription is silent:
 * the pages still refetch on focus and reconnection. Resolves to the function that closes the channel.
 */
export async function openLiveChannel(path: string, { onMessage, onReconnected }: LiveChannelHandlers): Promise<() => void> {
  const eventUrl = await uncheckedConfigValue('realtimeUrl');
  if (typeof eventUrl !== 'string') throw new Error('realtimeUrl absent de la configuration');
  const address = realtimeAddress(eventUrl);
  const host = new URL(eventUrl).host;

  let closed = false;
  let socket: WebSocket | undefined;
  let subscribedOnce = false;
  let attempts = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let silence: ReturnType<typeof setTimeout> | undefined;

  const reconnectLater = () => {
    if (closed || retry) return;
    const delay = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** attempts) * (0.5 + Math.random() / 2);
    attempts += 1;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, delay);
  };

  const connect = async (): Promise<void> => {
    const token = await accessToken();
    if (closed) return;
    if (!token) return reconnectLater();
    const authorization = { Authorization: token, host };
    const ws = new WebSocket(address, [EVENTS_PROTOCOL, `header-${base64url(JSON.stringify(authorization))}`]);
    socket = ws;
    let timeoutMs = DEFAULT_CONNECTION_TIMEOUT_MS;
    const heard = () => {
      clearTimeout(silence);
      silence = setTimeout(() => ws.close(), timeoutMs);
    };
    ws.onopen = () => ws.send(JSON.stringify({ type: 'connection_init' }));
    ws.onmessage = ({ data }: MessageEvent) => {
      let message: ServerMessage;
      try {
        message = JSON.parse(String(data)) as ServerMessage;
      } catch {
        return;
      }
      heard();
      switch (message.type) {
        case 'connection_ack':
          if (typeof message.connectionTimeoutMs === 'number') timeoutMs = message.connectionTimeoutMs;
          heard();
          ws.send(JSON.stringify({ type: 'subscribe', id: crypto.randomUUID(), channel: path, authorization }));
          return;
        case 'subscribe_success':
          attempts = 0;
          if (subscribedOnce) onReconnected();
          subscribedOnce = true;
          return;
        case 'data':
          try {
            onMessage(typeof message.event === 'string' ? JSON.parse(message.event) : message.event);
          } catch {
            // A message that is not JSON is ignored, like one the caller's schema refuses.
          }
          return;
        case 'subscribe_error':
          closed = true;
          ws.close();
          return;
      }
    };
    ws.onclose = () => {
      clearTimeout(silence);
      if (socket === ws) socket = undefined;
      reconnectLater();
    };
  };

  /** Offline: the socket is lost even if it has not noticed yet. Back online: no need to wait for the next attempt. */
  const offline = () => socket?.close();
  const online = () => {
    if (socket || closed) return;
    clearTimeout(retry);
    retry = undefined;
    void connect();
  };
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);
  await connect();

  return () => {
    closed = true;
    window.removeEventListener('offline', offline);
    window.removeEventListener('online', online);
    clearTimeout(retry);
    clearTimeout(silence);
    socket?.close();
  };
}
