import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { MEMBER_NAMESPACE, STAFF_NAMESPACE } from '../../shared/realtime/channels';
import { closeServer, listen, readBody, sendJson } from './http-server';
import type { JwtAuthorization } from './jwt-authorizer';
import type { Log } from './log';
import { cognitoIdentity, memberSubscriptionAllowed, staffSubscriptionAllowed } from './realtime-handler';

/** The Events WebSocket subprotocol; the client's credentials come as a second one, `header-<base64url JSON>`. */
const EVENTS_PROTOCOL = 'aws-appsync-event-ws';
const AUTH_PROTOCOL_PREFIX = 'header-';
/** Where Amplify opens the socket for an endpoint that is not an AppSync domain: `<endpoint>/realtime`. */
const REALTIME_PATH = '/event/realtime';
/** What the connection_ack announces; the client counts the connection lost without a message for that long. */
const CONNECTION_TIMEOUT_MS = 300_000;
/** AppSync sends `ka` every minute; the client warns after 65 s without one. */
const KEEP_ALIVE_MS = 30_000;
/** AppSync's limits: 5 events per publish, a channel of 1 to 5 segments of letters, digits and dashes. */
const MAX_EVENTS_PER_PUBLISH = 5;
const CHANNEL = /^(\/[A-Za-z0-9-]{1,50}){1,5}$/;
const SUBSCRIPTION_CHANNEL = /^(\/[A-Za-z0-9-]{1,50}){1,4}(\/\*|\/[A-Za-z0-9-]{1,50})$/;

/** The namespaces of the API and who may subscribe: each runs its onSubscribe handler. */
const NAMESPACES: Readonly<Record<string, typeof memberSubscriptionAllowed>> = {
  [MEMBER_NAMESPACE]: memberSubscriptionAllowed,
  [STAFF_NAMESPACE]: staffSubscriptionAllowed,
};

export interface RealtimeServer {
  /** `http://localhost:<port>/event`: the Events HTTP endpoint (publish), from which Amplify derives the WebSocket. */
  url: string;
  close(): Promise<void>;
}

interface Options {
  port: number;
  /** The user pool's token check (the local gateway's, scripts/dev/jwt-authorizer.ts). */
  authorize: (token: string | undefined) => Promise<JwtAuthorization | null>;
  /** The pool's issuer, as AppSync puts it in `ctx.identity.issuer`. */
  issuer: string;
  log: Log;
}

type ClientMessage = { type?: unknown; id?: unknown; channel?: unknown; authorization?: unknown };
type Errors = Array<{ errorType: string; message: string }>;

const unauthorized: Errors = [{ errorType: 'UnauthorizedException', message: 'You are not authorized to make this call.' }];

/** `/members/abc` for `members/abc` or `/members/abc/`: AppSync's reading of a channel path. */
const normalizeChannel = (channel: string): string => `/${channel.split('/').filter(Boolean).join('/')}`;

/** Whether a subscription to `pattern` (a path, or a path ending in `/*`) receives what is published to `channel`. */
const matches = (pattern: string, channel: string): boolean =>
  pattern.endsWith('/*') ? channel.startsWith(pattern.slice(0, -1)) : pattern === channel;

/** The credentials a client sends with the connection (subprotocol) or an operation (`authorization`): `Authorization`. */
function authorizationOf(headers: unknown): string | undefined {
  if (typeof headers !== 'object' || headers === null) return undefined;
  const value = (headers as Record<string, unknown>).Authorization ?? (headers as Record<string, unknown>).authorization;
  return typeof value === 'string' ? value : undefined;
}

function connectionHeaders(request: IncomingMessage): unknown {
  const offered = String(request.headers['sec-websocket-protocol'] ?? '').split(',').map((value) => value.trim());
  const encoded = offered.find((value) => value.startsWith(AUTH_PROTOCOL_PREFIX))?.slice(AUTH_PROTOCOL_PREFIX.length);
  if (!encoded) return undefined;
  try {
    return JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The AppSync Events API of the local stack (SPEC §7 Realtime), speaking the protocol Amplify's `events` client
 * speaks: on `/event/realtime`, the `aws-appsync-event-ws` subprotocol with the Cognito token in a `header-…` one,
 * connection_init → connection_ack, `ka` keep-alives, subscribe → subscribe_success | subscribe_error (the
 * namespace's onSubscribe handler, the very one AppSync runs, decides), `data` for each event, unsubscribe; and on
 * `POST /event` the HTTP publish of the back end. Tokens are checked as AppSync checks them (the pool's signature,
 * the web client); a publish needs a SigV4 `Authorization` header but its signature is not verified (README).
 */
export async function startRealtime({ port, authorize, issuer, log }: Options): Promise<RealtimeServer> {
  const subscriptions = new Map<WebSocket, Map<string, string>>();

  const deliver = (channel: string, events: string[]): void => {
    for (const [socket, channels] of subscriptions) {
      for (const [id, pattern] of channels) {
        if (!matches(pattern, channel)) continue;
        for (const event of events) socket.send(JSON.stringify({ type: 'data', id, event }));
      }
    }
  };

  const server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'POST' || request.url?.split('?')[0] !== '/event') return sendJson(response, 404, { errors: [{ errorType: 'NotFound', message: 'Not found' }] });
      if (!/^AWS4-HMAC-SHA256 Credential=/.test(String(request.headers.authorization ?? ''))) return sendJson(response, 401, { errors: unauthorized });
      const body = await readBody(request, 240 * 1024);
      let parsed: { channel?: unknown; events?: unknown };
      try {
        parsed = JSON.parse(body?.toString('utf8') ?? '') as typeof parsed;
      } catch {
        return sendJson(response, 400, { errors: [{ errorType: 'BadRequestException', message: 'Invalid JSON body' }] });
      }
      const { channel, events } = parsed;
      const path = typeof channel === 'string' ? normalizeChannel(channel) : '';
      const valid =
        CHANNEL.test(path) &&
        Object.hasOwn(NAMESPACES, path.split('/')[1] ?? '') &&
        Array.isArray(events) &&
        events.length >= 1 &&
        events.length <= MAX_EVENTS_PER_PUBLISH &&
        events.every((event) => typeof event === 'string' && isJson(event));
      if (!valid) return sendJson(response, 400, { errors: [{ errorType: 'BadRequestException', message: 'Invalid channel or events' }] });
      deliver(path, events as string[]);
      sendJson(response, 200, { successful: (events as string[]).map((_event, index) => ({ identifier: randomUUID(), index })), failed: [] });
    })().catch((error: unknown) => {
      log.error(`Temps réel : ${error instanceof Error ? error.message : String(error)}`);
      if (!response.headersSent) sendJson(response, 500, { errors: [{ errorType: 'InternalFailure', message: 'Internal error' }] });
    });
  });

  const sockets = new WebSocketServer({
    server,
    path: REALTIME_PATH,
    handleProtocols: (protocols) => (protocols.has(EVENTS_PROTOCOL) ? EVENTS_PROTOCOL : false),
  });

  sockets.on('connection', (socket, request) => {
    const channels = new Map<string, string>();
    const connection = authorize(authorizationOf(connectionHeaders(request)));
    const send = (message: object): void => socket.send(JSON.stringify(message));
    let keepAlive: NodeJS.Timeout | undefined;

    const subscribe = async ({ id, channel, authorization }: ClientMessage): Promise<void> => {
      if (typeof id !== 'string' || typeof channel !== 'string') return send({ type: 'subscribe_error', id, errors: [{ errorType: 'BadRequestException', message: 'Invalid subscribe' }] });
      const caller = await authorize(authorizationOf(authorization));
      if (!caller) return send({ type: 'subscribe_error', id, errors: unauthorized });
      const path = normalizeChannel(channel);
      const allowed = NAMESPACES[path.split('/')[1] ?? ''];
      if (!SUBSCRIPTION_CHANNEL.test(path) || !allowed) return send({ type: 'subscribe_error', id, errors: [{ errorType: 'BadRequestException', message: 'Invalid channel' }] });
      if (!allowed(path, cognitoIdentity(caller, issuer))) {
        return send({ type: 'subscribe_error', id, errors: [{ errorType: 'Unauthorized', message: 'Unauthorized' }] });
      }
      channels.set(id, path);
      subscriptions.set(socket, channels);
      send({ type: 'subscribe_success', id });
    };

    const handle = async (raw: string): Promise<void> => {
      let message: ClientMessage;
      try {
        message = JSON.parse(raw) as ClientMessage;
      } catch {
        return send({ type: 'error', errors: [{ errorType: 'BadRequestException', message: 'Invalid JSON' }] });
      }
      if (!(await connection)) {
        send({ type: 'connection_error', errors: unauthorized });
        socket.close(1000);
        return;
      }
      switch (message.type) {
        case 'connection_init':
          send({ type: 'connection_ack', connectionTimeoutMs: CONNECTION_TIMEOUT_MS });
          keepAlive ??= setInterval(() => send({ type: 'ka' }), KEEP_ALIVE_MS);
          return;
        case 'subscribe':
          return subscribe(message);
        case 'unsubscribe':
          if (typeof message.id === 'string') channels.delete(message.id);
          return send({ type: 'unsubscribe_success', id: message.id });
        case 'publish':
          // The namespace takes IAM publishers only: a member's connection may not publish.
          return send({ type: 'publish_error', id: message.id, errors: unauthorized });
        default:
          return send({ type: 'error', id: message.id, errors: [{ errorType: 'UnsupportedOperation', message: 'Unsupported operation' }] });
      }
    };

    // Messages are handled one after the other, in their order, as each may wait for a token check.
    let queue = Promise.resolve();
    socket.on('message', (data) => {
      queue = queue.then(() => handle(String(data))).catch((error: unknown) => log.error(`Temps réel : ${error instanceof Error ? error.message : String(error)}`));
    });
    socket.on('close', () => {
      clearInterval(keepAlive);
      subscriptions.delete(socket);
    });
  });

  const bound = await listen(server, port);
  return {
    url: `http://localhost:${bound}/event`,
    async close() {
      for (const client of sockets.clients) client.terminate();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
      await closeServer(server);
    },
  };
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
