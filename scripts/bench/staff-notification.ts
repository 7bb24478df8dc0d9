import { randomUUID } from 'node:crypto';
import { signIn } from '../dev/accounts';
import { DEMO_PASSWORD } from '../dev/demo-accounts';
import type { Stack } from '../dev/stack';
import { cognitoClient } from '../dev/user-pool';
import { channelSubscribed, closeToast, signInOnSite, whenShown, withBenchSite } from './site-in-browser';
import { median, ms, percentile, printTable } from './stats';

const SAMPLES = 20;
const WARMUP = 3;

/**
 * Issue 21 budget: a staff notification from the member's commit to the console, median ≤ 1 s locally. The demo
 * educator has the console open on the built site in Chromium (signed in through /auth, the unassigned queue, their
 * staff channel subscribed); the demo Expert+ member opens an urgent ticket (`POST /tickets`, which answers after its
 * commit). Measured from that answer, through the outbox, the stream, the relay, the bus, the staff-notifications
 * consumer (the team list, one publish per staff member) and the local channel, to the moment the console shows the
 * toast naming the ticket (the budget) and the ticket's row in the queue (read again on the message: for reference),
 * each recorded by the page. One ticket at a time, its toast closed before the next.
 */
export async function benchStaffNotification(root: string, stack: Stack): Promise<void> {
  const pool = { client: cognitoClient(stack.urls.cognito), userPoolId: stack.userPoolId, userPoolClientId: stack.userPoolClientId };
  const { accessToken: memberToken } = await signIn(pool, 'expert@example.com', DEMO_PASSWORD);
  const stamp = Date.now().toString(36);

  await withBenchSite(root, stack, async ({ url, browser }) => {
    const page = await browser.newPage();
    const subscribed = channelSubscribed(page, '/staff/');
    await signInOnSite(page, url, { email: 'educateur@example.com', password: DEMO_PASSWORD }, /\/equipe\/tickets$/);
    await subscribed;

    const toToast: number[] = [];
    const toRow: number[] = [];
    for (let i = 0; i < WARMUP + SAMPLES; i += 1) {
      const title = `Banc d’essai ${stamp}-${i + 1} : il aboie à la porte`;
      const [toast, row] = [await whenShown(page, '[role="status"]', title), await whenShown(page, 'a', title)];
      const response = await fetch(`${stack.urls.api}/tickets`, {
        method: 'POST',
        headers: { authorization: `Bearer ${memberToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          title,
          description: 'Un ticket ouvert par le banc d’essai des notifications de l’équipe.',
          category: 'general',
          priority: 'urgent',
          requestId: randomUUID(),
        }),
      });
      await response.arrayBuffer();
      const committed = Date.now();
      if (response.status !== 201) throw new Error(`Ouverture du ticket : ${response.status}`);
      const [toastAt, rowAt] = [await toast(), await row()];
      if (i >= WARMUP) {
        // The page may see the message a hair before this process reads the answer: never below zero.
        toToast.push(Math.max(0, toastAt - committed));
        toRow.push(Math.max(0, rowAt - committed));
      }
      await closeToast(page.getByRole('status').filter({ hasText: title }));
    }
    const row = (path: string, samples: number[], budget: boolean) => ({
      path,
      samples: samples.length,
      median: ms(median(samples)),
      p95: ms(percentile(samples, 95)),
      max: ms(Math.max(...samples)),
      'médiane ≤ 1 s': budget ? (median(samples) <= 1000 ? 'oui' : 'NON') : '(repère)',
    });
    printTable('Staff notification — budget: a member’s new ticket to the educator’s open console in Chromium, median ≤ 1 s', [
      row('POST /tickets answered (commit) → outbox → consumer → /staff/<sub> → console toast', toToast, true),
      row('POST /tickets answered (commit) → … → the ticket’s row in the open queue', toRow, false),
    ]);
  });
}
