import type { BrowserContext, CDPSession, Frame, Page } from '@playwright/test';

const conditions = (offline: boolean) => ({ offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

/**
 * Takes a browser context off the network and keeps it off across navigations, as a phone in a field is; returns the
 * function that puts the network back.
 *
 * Playwright's `setOffline` sends Chromium's `Network.emulateNetworkConditions` to each page once. Since Chromium 150
 * a document loaded after it (a reload, a navigation answered by the service worker, a page opened again) reads
 * `navigator.onLine === true` although its requests fail, so the app can never say 'Hors connexion' and takes a
 * validation for sendable. Sending the same conditions again once the new document is committed gives it the truth
 * and its 'offline' event, the one a real loss of network fires, which the app listens to (web/src/lib/offline/
 * pending.ts, TanStack Query's onlineManager).
 */
export async function goOffline(context: BrowserContext): Promise<() => Promise<void>> {
  await context.setOffline(true);
  const sessions = new Map<Page, Promise<CDPSession>>();
  const sessionOf = (page: Page) => {
    if (!sessions.has(page)) sessions.set(page, context.newCDPSession(page));
    return sessions.get(page)!;
  };
  const tellOffline = (page: Page) =>
    sessionOf(page)
      .then((session) => session.send('Network.emulateNetworkConditions', conditions(true)))
      // A page closed meanwhile has nothing left to tell.
      .catch(() => undefined);
  const onNavigated = (frame: Frame) => {
    if (frame === frame.page().mainFrame()) void tellOffline(frame.page());
  };
  const watch = (page: Page) => {
    page.on('framenavigated', onNavigated);
    void sessionOf(page);
  };
  context.pages().forEach(watch);
  context.on('page', watch);

  return async () => {
    context.off('page', watch);
    for (const page of context.pages()) page.off('framenavigated', onNavigated);
    // The conditions this helper sent are its sessions' own: each gives them back before Playwright's go.
    await Promise.all(
      [...sessions.entries()].map(async ([page, session]) => {
        if (page.isClosed()) return;
        const cdp = await session.catch(() => null);
        await cdp?.send('Network.emulateNetworkConditions', conditions(false)).catch(() => undefined);
        await cdp?.detach().catch(() => undefined);
      }),
    );
    await context.setOffline(false);
  };
}
