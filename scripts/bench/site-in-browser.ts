import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { freePort } from '../dev/ports';
import { localRuntimeConfig } from '../dev/runtime-config';
import type { Stack } from '../dev/stack';
import { serveStaticSite } from '../dev/static-site';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium';
import { buildBenchSite } from './web-weight';

/**
 * What the benches that measure a page in Chromium share (the live notifications, the offline queue): the built site
 * (the web-weight step's build, made here if that step did not run) served against the local stack, a sign-in through
 * /auth as a person makes it, the moment the page's live channel is subscribed, and the moment something shows on
 * the page, recorded by the page itself.
 */

export interface BenchSite {
  url: string;
  browser: Browser;
}

/** Runs `measure` with the built site served and Chromium open, both closed after it whatever happens. */
export async function withBenchSite<T>(root: string, stack: Stack, measure: (site: BenchSite) => Promise<T>): Promise<T> {
  const port = await freePort();
  const site = await serveStaticSite({ dir: await buildBenchSite(root), port, gatewayUrl: stack.urls.api, awsUrl: stack.urls.aws, config: localRuntimeConfig(stack, `http://localhost:${port}`) });
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    try {
      return await measure({ url: site.url, browser });
    } finally {
      await browser.close();
    }
  } finally {
    await site.close();
  }
}

/** Signs in through the site's /auth form and waits for the page the account lands on. */
export async function signInOnSite(page: Page, siteUrl: string, account: { email: string; password: string }, landing: RegExp): Promise<void> {
  await page.goto(`${siteUrl}/auth`);
  const form = page.getByRole('form', { name: 'Connexion' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(landing, { timeout: 60_000 });
}

/** A frame of the live channel's protocol (AppSync Events), or nothing when it is not JSON. */
function frameOf(payload: string | Buffer): { type?: string; id?: string; channel?: string } {
  try {
    return JSON.parse(String(payload)) as { type?: string; id?: string; channel?: string };
  } catch {
    return {};
  }
}

/**
 * Resolves once the page's subscription to its live channel under `prefix` ('/members/', '/staff/') is acknowledged.
 * Call it before the page navigates. A staff page holds two channels (their member one, their staff one), each on a
 * socket of its own: the subscription under `prefix` is awaited, whichever opens first.
 */
export function channelSubscribed(page: Page, prefix: string, timeoutMs = 60_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Aucun abonnement au canal ${prefix}… en ${timeoutMs / 1000} s`)), timeoutMs);
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/event/realtime')) return;
      const ids = new Set<string>();
      socket.on('framesent', ({ payload }) => {
        const frame = frameOf(payload);
        if (frame.type === 'subscribe' && frame.id && frame.channel?.startsWith(prefix)) ids.add(frame.id);
      });
      socket.on('framereceived', ({ payload }) => {
        const frame = frameOf(payload);
        if (frame.type === 'subscribe_success' && frame.id && ids.has(frame.id)) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  });
}

declare global {
  interface Window {
    /** What the bench waits for on the page, and when each appeared (Date.now()), recorded by the page itself. */
    __benchAwaited?: Array<{ selector: string; text: string; at: number | null }>;
  }
}

/**
 * Has the page note the moment (Date.now(): the machine's clock, the bench's too) an element matching `selector`
 * with `text` in it is added to it: a MutationObserver sees it as it is rendered, however briefly it stays. Call it
 * before what makes it appear; the function it resolves to waits for that moment and answers it.
 */
export async function whenShown(page: Page, selector: string, text: string): Promise<(timeoutMs?: number) => Promise<number>> {
  const index = await page.evaluate(
    (awaited) => {
      if (!window.__benchAwaited) {
        const list: NonNullable<Window['__benchAwaited']> = [];
        window.__benchAwaited = list;
        new MutationObserver(() => {
          const now = Date.now();
          for (const item of list) {
            if (item.at === null && [...document.querySelectorAll(item.selector)].some((element) => element.textContent?.includes(item.text))) item.at = now;
          }
        }).observe(document.body, { childList: true, subtree: true, characterData: true });
      }
      return window.__benchAwaited.push({ ...awaited, at: null }) - 1;
    },
    { selector, text },
  );
  return async (timeoutMs = 10_000) => {
    await page.waitForFunction((at) => typeof window.__benchAwaited?.[at]?.at === 'number', index, { timeout: timeoutMs });
    return page.evaluate((at) => window.__benchAwaited?.[at]?.at ?? Number.NaN, index);
  };
}

/** Closes a toast and waits until it is gone, so the next one is not queued behind it. */
export async function closeToast(toast: Locator): Promise<void> {
  await toast.getByRole('button', { name: 'Fermer la notification' }).click();
  await toast.waitFor({ state: 'detached' });
}
