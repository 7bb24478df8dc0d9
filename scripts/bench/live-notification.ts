import { randomUUID } from 'node:crypto';
import { chromium } from '@playwright/test';
import { SUCCESS } from '../../shared/schemas/messages';
import { signIn, signUp } from '../dev/accounts';
import { DEMO_PASSWORD } from '../dev/demo-accounts';
import { freePort } from '../dev/ports';
import { localRuntimeConfig } from '../dev/runtime-config';
import type { Stack } from '../dev/stack';
import { serveStaticSite } from '../dev/static-site';
import { cognitoClient } from '../dev/user-pool';
import { median, ms, percentile, printTable } from './stats';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium';
import { buildBenchSite } from './web-weight';

const SAMPLES = 20;
const WARMUP = 3;
const PASSWORD = 'Banc-Essai-2026!';

declare global {
  interface Window {
    /** When each 'Récompense débloquée !' toast appeared (Date.now()), recorded by the page itself. */
    __rewardToasts?: number[];
  }
}

/**
 * Issue 10 budget: from a reward created server-side for a member (an admin's `POST /admin/users/{id}/rewards`, which
 * notifies after its commit) to that member's toast in Chromium, through the local live channel: median ≤ 1 s.
 * The member is signed in on the built site (the web-weight step's build, made here if that step did not run); the page records
 * the moment each toast is added to the DOM, the clock being the machine's for both sides. Each toast is closed before
 * the next grant, so none waits in the toaster's queue.
 */
export async function benchLiveNotification(root: string, stack: Stack): Promise<void> {
  const pool = { client: cognitoClient(stack.urls.cognito), userPoolId: stack.userPoolId, userPoolClientId: stack.userPoolClientId };
  const email = `banc-direct-${randomUUID()}@example.com`;
  const memberId = await signUp(pool, { email, password: PASSWORD, firstName: 'Banc' });
  const { accessToken: adminToken } = await signIn(pool, 'admin@example.com', DEMO_PASSWORD);

  const port = await freePort();
  const site = await serveStaticSite({ dir: await buildBenchSite(root), port, gatewayUrl: stack.urls.api, awsUrl: stack.urls.aws, config: localRuntimeConfig(stack, `http://localhost:${port}`) });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const subscribed = page
      .waitForEvent('websocket', { predicate: (socket) => socket.url().includes('/event/realtime'), timeout: 60_000 })
      .then((socket) => socket.waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).includes('"subscribe_success"'), timeout: 60_000 }));
    await page.goto(`${site.url}/auth`);
    const form = page.getByRole('form', { name: 'Connexion' });
    await form.getByLabel('Email').fill(email);
    await form.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(/\/membre\/dashboard$/, { timeout: 60_000 });
    await subscribed;

    await page.evaluate((title) => {
      const seen = new WeakSet<Element>();
      window.__rewardToasts = [];
      new MutationObserver(() => {
        for (const toast of document.querySelectorAll('[role="status"]')) {
          if (seen.has(toast) || !toast.textContent?.includes(title)) continue;
          seen.add(toast);
          window.__rewardToasts?.push(Date.now());
        }
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    }, SUCCESS.rewardUnlocked);

    const latencies: number[] = [];
    for (let i = 0; i < WARMUP + SAMPLES; i += 1) {
      const shown = await page.evaluate(() => window.__rewardToasts?.length ?? 0);
      const start = Date.now();
      const response = await fetch(`${stack.urls.api}/admin/users/${memberId}/rewards`, {
        method: 'POST',
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ rewardType: 'ticket_standard', reason: 'Banc d’essai', requestId: randomUUID() }),
      });
      await response.arrayBuffer();
      if (response.status !== 201) throw new Error(`Geste commercial : ${response.status}`);
      await page.waitForFunction((count) => (window.__rewardToasts?.length ?? 0) > count, shown, { timeout: 10_000 });
      const appeared = await page.evaluate((index) => window.__rewardToasts?.[index] ?? Number.NaN, shown);
      if (i >= WARMUP) latencies.push(appeared - start);
      await page.getByRole('button', { name: 'Fermer la notification' }).first().click();
      await page.getByRole('status', { name: SUCCESS.rewardUnlocked, exact: true }).waitFor({ state: 'detached' });
    }
    printTable('Live notification — budget: an admin grant to the member’s toast in Chromium, median ≤ 1 s', [
      {
        path: 'POST /admin/users/{id}/rewards → notifier → local channel → toast',
        samples: latencies.length,
        median: ms(median(latencies)),
        p90: ms(percentile(latencies, 90)),
        max: ms(Math.max(...latencies)),
        '≤ 1 s': median(latencies) <= 1000 ? 'oui' : 'NON',
      },
    ]);
  } finally {
    await browser.close();
    await site.close();
  }
}
