import { randomUUID } from 'node:crypto';
import { FICHES } from '../../shared/catalogue';
import { signUp } from '../dev/accounts';
import type { Stack } from '../dev/stack';
import { cognitoClient } from '../dev/user-pool';
import { signInOnSite, withBenchSite } from './site-in-browser';
import { median, ms, printTable } from './stats';

const QUEUED = 10;
const ROUNDS = 3;
const PASSWORD = 'Banc-Essai-2026!';

/**
 * Issue 27: from the browser's 'online' to the queue of validations made offline drained, for 10 validations. A member
 * signed in on the built site (the web-weight step's build) goes offline on a fiche's page; 10 validations are queued
 * in the app's IndexedDB queue as the page's 'Valider' queues them (a key each, the tap's instant); the network
 * returns (Playwright's `setOffline(false)`, which fires 'online'), and the bench reads the page's queue until it is empty:
 * each sent in order with its Idempotency-Key and applied by the local stack. Round 1 completes 10 free fiches, the
 * next rounds queue them again as 'Refaire la séance'.
 */
export async function benchOffline(root: string, stack: Stack): Promise<void> {
  const pool = { client: cognitoClient(stack.urls.cognito), userPoolId: stack.userPoolId, userPoolClientId: stack.userPoolClientId };
  const email = `banc-hors-connexion-${randomUUID()}@example.com`;
  const memberId = await signUp(pool, { email, password: PASSWORD, firstName: 'Banc' });
  const fiches = FICHES.filter((fiche) => fiche.isPublished && fiche.isFree).slice(0, QUEUED);
  if (fiches.length < QUEUED) throw new Error(`Le catalogue n’a que ${fiches.length} fiches gratuites`);

  await withBenchSite(root, stack, async ({ url, browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInOnSite(page, url, { email, password: PASSWORD }, /\/membre\/dashboard$/);
    await page.goto(`${url}/membre/fiche/${encodeURIComponent(fiches[0]!.id)}`);
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 60_000 });

    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      await context.setOffline(true);
      const items = fiches.map((fiche, index) => ({
        key: randomUUID(),
        userId: memberId,
        ficheId: fiche.id,
        ficheTitle: fiche.title,
        repeat: round > 0,
        validatedAt: new Date().toISOString(),
        seq: Date.now() + index,
      }));
      await page.evaluate(
        (records) =>
          new Promise<void>((resolve, reject) => {
            const open = indexedDB.open('la-meute-hors-connexion', 1);
            open.onsuccess = () => {
              const transaction = open.result.transaction('validations', 'readwrite');
              for (const record of records) transaction.objectStore('validations').put(record);
              transaction.oncomplete = () => resolve();
              transaction.onerror = () => reject(transaction.error);
            };
            open.onerror = () => reject(open.error);
          }),
        items,
      );
      const start = Date.now();
      await context.setOffline(false);
      // The queue read from the page every 10 ms until empty (each read a few ms: the figure is that much coarser).
      for (;;) {
        const left = await page.evaluate(
          () =>
            new Promise<number>((resolve, reject) => {
              const open = indexedDB.open('la-meute-hors-connexion', 1);
              open.onsuccess = () => {
                const count = open.result.transaction('validations').objectStore('validations').count();
                count.onsuccess = () => {
                  open.result.close();
                  resolve(count.result);
                };
              };
              open.onerror = () => reject(open.error);
            }),
        );
        if (left === 0) break;
        if (Date.now() - start > 60_000) throw new Error(`File d’attente non vidée en 60 s (${left} restantes)`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      times.push(Date.now() - start);
    }
    printTable(`Offline queue — 'online' → ${QUEUED} queued validations applied (Chromium, local stack; noisy on a shared machine)`, [
      ...times.map((time, round) => ({ round: round + 1, kind: round === 0 ? 'first validations' : 'Refaire la séance', drained: ms(time), 'per validation': ms(time / QUEUED) })),
      { round: 'median', kind: '', drained: ms(median(times)), 'per validation': ms(median(times) / QUEUED) },
    ]);
  });
}
