import { randomInt, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml, sendJson } from './http-server';
import type { Log } from './log';

/** Where the Discord sandbox answers, on the AWS emulator's port: its authorization page and its API (v10). */
export const DISCORD_SANDBOX_PATH = '/_local/discord';
export const LOCAL_DISCORD = {
  clientId: 'la-meute-locale',
  guildId: '100000000000000001',
  roles: { gratuit: '200000000000000001', premium: '200000000000000002', expert: '200000000000000003' },
  botToken: 'bot-local',
  clientSecret: 'secret-local',
} as const;

/** One call the bot or the OAuth flow made, as the sandbox recorded it. */
export interface DiscordCall {
  at: string;
  method: string;
  path: string;
  /** 429 when the sandbox refused it as rate limited. */
  status?: number;
}

/**
 * The local stand-in for Discord (issue 15), with no Discord application: the OAuth2 authorization page (an 'Autoriser'
 * link back to the app with a code and the state), the token exchange, `users/@me`, and the guild's member and role
 * routes the bot calls — recording every call and each member's roles, read by the tests at `/_local/discord.json`.
 * It answers the shapes of discord-api-types; `?limit` is not emulated. Rate limits are, on demand: `POST
 * /_local/discord/rate-limit` with `{ "calls": n }` makes the bot's next n calls answer 429 with Discord's
 * `retry-after` header and body, as a busy guild would.
 */
export function createDiscordSandbox({ log }: { log: Log }) {
  const codes = new Map<string, { id: string; username: string }>();
  const tokens = new Map<string, { id: string; username: string }>();
  const members = new Map<string, Set<string>>();
  const calls: DiscordCall[] = [];
  const record = (method: string, path: string, status?: number) => calls.push({ at: new Date().toISOString(), method, path, ...(status ? { status } : {}) });
  /** How many of the bot's next calls are refused with a 429, and for how long (seconds). */
  let limited = 0;
  const RETRY_AFTER_S = 0.3;

  return {
    state: () => ({ calls, members: Object.fromEntries([...members].map(([id, roles]) => [id, [...roles]])) }),
    handle(request: IncomingMessage, response: ServerResponse, path: string, body: Buffer): void {
      const method = request.method ?? 'GET';
      const rest = path.slice(DISCORD_SANDBOX_PATH.length);
      if (method === 'POST' && rest === '/rate-limit') {
        limited = Math.max(0, Number((JSON.parse(body.toString('utf8') || '{}') as { calls?: number }).calls ?? 1));
        return void response.writeHead(204).end();
      }
      if (request.headers.authorization === `Bot ${LOCAL_DISCORD.botToken}` && limited > 0) {
        limited -= 1;
        record(method, rest, 429);
        response.writeHead(429, { 'content-type': 'application/json', 'retry-after': String(RETRY_AFTER_S), 'x-ratelimit-scope': 'user' });
        return void response.end(JSON.stringify({ message: 'You are being rate limited.', retry_after: RETRY_AFTER_S, global: false }));
      }
      record(method, rest);
      if (method === 'GET' && rest === '/oauth2/authorize') {
        const query = new URL(request.url ?? '', 'http://sandbox').searchParams;
        const code = randomUUID();
        const user = { id: String(300000000000000000n + BigInt(randomInt(1, 2 ** 47))), username: `membre-${code.slice(0, 4)}` };
        codes.set(code, user);
        const back = new URL(query.get('redirect_uri') ?? '/');
        back.search = new URLSearchParams({ code, state: query.get('state') ?? '' }).toString();
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(`<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Discord (bac à sable)</title></head>
<body style="font-family:system-ui,sans-serif;margin:2rem"><main><h1>Discord — bac à sable local</h1>
<p>L’application « La Meute » demande à connaître ton identifiant Discord et à te faire rejoindre son serveur (${escapeHtml(query.get('scope') ?? '')}).</p>
<p>Tu seras « ${escapeHtml(user.username)} ».</p><p><a href="${escapeHtml(back.toString())}">Autoriser</a></p></main></body></html>`);
        return;
      }
      if (method === 'POST' && rest === '/api/v10/oauth2/token') {
        const form = new URLSearchParams(body.toString('utf8'));
        const user = codes.get(form.get('code') ?? '');
        if (!user || form.get('client_secret') !== LOCAL_DISCORD.clientSecret) return sendJson(response, 400, { error: 'invalid_grant' });
        codes.delete(form.get('code') ?? '');
        const token = randomUUID();
        tokens.set(token, user);
        return sendJson(response, 200, { access_token: token, token_type: 'Bearer', expires_in: 604800, refresh_token: randomUUID(), scope: 'identify guilds.join' });
      }
      if (method === 'GET' && rest === '/api/v10/users/@me') {
        const user = tokens.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
        return user ? sendJson(response, 200, { ...user, discriminator: '0', global_name: user.username, avatar: null }) : sendJson(response, 401, { message: '401: Unauthorized', code: 0 });
      }
      if (request.headers.authorization !== `Bot ${LOCAL_DISCORD.botToken}`) return sendJson(response, 401, { message: '401: Unauthorized', code: 0 });
      const member = new RegExp(`^/api/v10/guilds/${LOCAL_DISCORD.guildId}/members/(\\d+)$`).exec(rest);
      if (method === 'PUT' && member) {
        const id = member[1]!;
        if (members.has(id)) return void response.writeHead(204).end();
        const joined = JSON.parse(body.toString('utf8') || '{}') as { roles?: string[] };
        members.set(id, new Set(joined.roles ?? []));
        log.info(`Discord (bac à sable) : ${id} rejoint le serveur`);
        return sendJson(response, 201, { user: { id }, roles: joined.roles ?? [] });
      }
      const role = new RegExp(`^/api/v10/guilds/${LOCAL_DISCORD.guildId}/members/(\\d+)/roles/(\\d+)$`).exec(rest);
      if ((method === 'PUT' || method === 'DELETE') && role) {
        const roles = members.get(role[1]!);
        if (!roles) return sendJson(response, 404, { message: 'Unknown Member', code: 10007 });
        if (method === 'PUT') roles.add(role[2]!);
        else roles.delete(role[2]!);
        return void response.writeHead(204).end();
      }
      sendJson(response, 404, { message: '404: Not Found', code: 0 });
    },
  };
}
