import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { staffChannel } from '../../shared/realtime/channels';
import { findAccount, signIn } from '../dev/accounts';
import { DEMO_PASSWORD } from '../dev/demo-accounts';
import type { Stack } from '../dev/stack';
import { cognitoClient } from '../dev/user-pool';
import { median, ms, percentile, printTable } from './stats';

const SAMPLES = 20;
const WARMUP = 3;

/**
 * A staff member's live channel, as the console's Amplify client holds it: connected and subscribed to
 * `/staff/<sub>` with the staff member's token (the AppSync Events protocol of scripts/dev/realtime.ts). Resolves
 * once subscribed; `arrival(ticketId)` resolves with the moment (performance.now()) that ticket's message arrives.
 */
async function staffListener(realtimeUrl: string, accessToken: string, sub: string) {
  const endpoint = new URL(realtimeUrl);
  const auth = { Authorization: accessToken, host: endpoint.host };
  const socket = new WebSocket(`ws://${endpoint.host}${endpoint.pathname}/realtime`, ['aws-appsync-event-ws', `header-${Buffer.from(JSON.stringify(auth)).toString('base64url')}`]);
  const arrived = new Map<string, number>();
  const waiting = new Map<string, (at: number) => void>();
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as { type: string; event?: string; errors?: unknown };
      if (message.type === 'connection_ack') socket.send(JSON.stringify({ type: 'subscribe', id: 'staff', channel: staffChannel(sub), authorization: auth }));
      else if (message.type === 'subscribe_success') resolve();
      else if (message.type === 'subscribe_error' || message.type === 'connection_error') reject(new Error(`Canal de l’équipe refusé : ${JSON.stringify(message.errors)}`));
      else if (message.type === 'data' && message.event) {
        const at = performance.now();
        const { ticketId } = JSON.parse(message.event) as { ticketId?: string };
        if (!ticketId) return;
        arrived.set(ticketId, at);
        waiting.get(ticketId)?.(at);
      }
    });
    socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
  });
  return {
    arrival: (ticketId: string, timeoutMs = 10_000) =>
      new Promise<number>((resolve, reject) => {
        const known = arrived.get(ticketId);
        if (known !== undefined) return resolve(known);
        const timer = setTimeout(() => reject(new Error(`Aucune notification de l’équipe en ${timeoutMs} ms`)), timeoutMs);
        waiting.set(ticketId, (at) => {
          clearTimeout(timer);
          resolve(at);
        });
      }),
    close: () => socket.close(),
  };
}

/**
 * Issue 21 budget: a staff notification from the member's commit to the staff channel, median ≤ 1 s locally. The demo
 * Expert+ member opens an urgent ticket (`POST /tickets`, which answers after its commit); the demo educator listens on
 * `/staff/<sub>`. Measured from the API's answer (the commit) to the message, and from the request, through the outbox,
 * the stream, the relay, the bus, the staff-notifications consumer (the team list, one publish per staff member) and
 * the local channel. One ticket at a time.
 */
export async function benchStaffNotification(stack: Stack): Promise<void> {
  const pool = { client: cognitoClient(stack.urls.cognito), userPoolId: stack.userPoolId, userPoolClientId: stack.userPoolClientId };
  const educatorId = await findAccount(pool, 'educateur@example.com');
  if (!educatorId) throw new Error('Le compte éducateur de démonstration est absent (seed)');
  const [{ accessToken: educatorToken }, { accessToken: memberToken }] = await Promise.all([
    signIn(pool, 'educateur@example.com', DEMO_PASSWORD),
    signIn(pool, 'expert@example.com', DEMO_PASSWORD),
  ]);
  const listener = await staffListener(stack.urls.realtime, educatorToken, educatorId);
  const fromCommit: number[] = [];
  const fromRequest: number[] = [];
  try {
    for (let i = 0; i < WARMUP + SAMPLES; i += 1) {
      const sent = performance.now();
      const response = await fetch(`${stack.urls.api}/tickets`, {
        method: 'POST',
        headers: { authorization: `Bearer ${memberToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          title: `Banc d’essai ${i + 1}`,
          description: 'Un ticket ouvert par le banc d’essai des notifications de l’équipe.',
          category: 'general',
          priority: 'urgent',
          requestId: randomUUID(),
        }),
      });
      const answer = (await response.json()) as { ticket?: { id: string } };
      const committed = performance.now();
      if (response.status !== 201 || !answer.ticket) throw new Error(`Ouverture du ticket : ${response.status}`);
      const arrived = await listener.arrival(answer.ticket.id);
      if (i >= WARMUP) {
        fromCommit.push(Math.max(0, arrived - committed));
        fromRequest.push(arrived - sent);
      }
    }
  } finally {
    listener.close();
  }
  // The budget is the commit's (the member has their answer); from the request adds the API's own time, for reference.
  const row = (path: string, samples: number[], budget: boolean) => ({
    path,
    samples: samples.length,
    median: ms(median(samples)),
    p95: ms(percentile(samples, 95)),
    max: ms(Math.max(...samples)),
    'médiane ≤ 1 s': budget ? (median(samples) <= 1000 ? 'oui' : 'NON') : '(repère)',
  });
  printTable('Staff notification — budget: a member’s new ticket to the educator’s staff channel, median ≤ 1 s', [
    row('POST /tickets answered (commit) → outbox → consumer → /staff/<sub>', fromCommit, true),
    row('POST /tickets sent → /staff/<sub>', fromRequest, false),
  ]);
}
