import { request } from 'node:https';
import { createServer, type Server } from 'node:net';
import { postToWebhook } from '../../../functions/lib/net/webhook-post';

/**
 * Issue 20, DNS rebinding: a name answers a public address to the check, then 127.0.0.1 to the connection. The
 * delivery must connect to the address that was checked, or fail; never to the second answer. Two listeners on the
 * same port stand for the two answers: 127.0.0.2 for the public address the check saw (the policy treats it as
 * public), 127.0.0.1 for the inside the attacker aims at. Each records the connections it accepts and the first bytes
 * (the TLS ClientHello, whose SNI names the host in clear), then hangs up: no TLS is needed to see where a socket went.
 */

interface Listener {
  server: Server;
  hellos: Buffer[];
}

const listen = (host: string, port: number): Promise<Listener> =>
  new Promise((resolve, reject) => {
    const hellos: Buffer[] = [];
    const server = createServer((socket) => socket.once('data', (chunk: Buffer) => (hellos.push(chunk), socket.destroy())));
    server.once('error', reject).listen(port, host, () => resolve({ server, hellos }));
  });

let checked: Listener;
let inside: Listener;
let port: number;

beforeAll(async () => {
  checked = await listen('127.0.0.2', 0);
  port = (checked.server.address() as { port: number }).port;
  inside = await listen('127.0.0.1', port);
});
afterAll(async () => {
  await Promise.all([checked, inside].map(({ server }) => new Promise((done) => server.close(done))));
});
beforeEach(() => {
  checked.hellos.length = 0;
  inside.hellos.length = 0;
});

/** A name service that answers the public address first and loopback afterwards, counting its answers. */
function rebinding() {
  const answers: string[][] = [];
  const resolve = async () => {
    const answer = answers.length === 0 ? ['127.0.0.2'] : ['127.0.0.1'];
    answers.push(answer);
    return answer;
  };
  return { resolve, answers };
}
/** The policy of the test: 127.0.0.2 stands for a public address; everything else of loopback is inside. */
const isAllowed = (address: string) => address === '127.0.0.2';
const url = () => `https://rebind.exemple.fr:${port}/hook`;
const post = { headers: { 'content-type': 'application/json' }, body: '{"event":"test"}', timeoutMs: 5_000 };

test('the harness sees a rebinding: a connection that resolves the name again reaches 127.0.0.1', async () => {
  const dns = rebinding();
  await dns.resolve(); // the check's answer
  await new Promise<void>((done) => {
    const lookup = (_hostname: string, options: { all?: boolean }, callback: (error: null, address: string | Array<{ address: string; family: number }>, family?: number) => void) =>
      void dns.resolve().then(([address]) => (options.all ? callback(null, [{ address: address!, family: 4 }]) : callback(null, address!, 4)));
    const unpinned = request(url(), { method: 'POST', lookup });
    unpinned.on('error', () => done()).end();
  });
  expect(inside.hellos).toHaveLength(1);
  expect(checked.hellos).toHaveLength(0);
});

test('a delivery connects to the address the check saw, with the name as SNI, and never to the second answer', async () => {
  const dns = rebinding();
  const outcome = await postToWebhook(url(), post, { resolve: dns.resolve, isAllowed });
  expect(dns.answers).toEqual([['127.0.0.2']]); // resolved once, by the check
  expect(inside.hellos).toHaveLength(0);
  expect(checked.hellos).toHaveLength(1);
  expect(checked.hellos[0]!.includes('rebind.exemple.fr')).toBe(true);
  expect(outcome).toEqual({ failure: 'unreachable' }); // the listener hung up: no TLS here
});

test('five deliveries in a row, the name rebinding after every check: none reaches 127.0.0.1', async () => {
  for (let attempt = 0; attempt < 5; attempt += 1) await postToWebhook(url(), post, { resolve: rebinding().resolve, isAllowed });
  expect(inside.hellos).toHaveLength(0);
  expect(checked.hellos).toHaveLength(5);
});

test('a name whose first answer is already inside is refused without any connection', async () => {
  const outcome = await postToWebhook(url(), post, { resolve: async () => ['127.0.0.1'], isAllowed });
  expect(outcome).toEqual({ failure: 'refused' });
  expect(inside.hellos).toHaveLength(0);
});
