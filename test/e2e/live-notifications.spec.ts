import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { rewardByType } from '../../shared/domain/rewards';
import { SUCCESS, rewardUnlockedTitle } from '../../shared/schemas/messages';
import { expect, signUpThroughUi, storageStatePath, test, toast } from './support/fixtures';

/**
 * Issue 10, live notifications: a member signed in on two browsers is told on both, at once, when a reward is
 * created for them (here an admin's goodwill gift), through the members' live channel of the local stack.
 */

/** Resolves once the page's live channel has acknowledged its subscription. Call it before the page navigates. */
function channelSubscribed(page: Page): Promise<unknown> {
  return page
    .waitForEvent('websocket', { predicate: (socket) => socket.url().includes('/event/realtime'), timeout: 30_000 })
    .then((socket) => socket.waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).includes('"subscribe_success"'), timeout: 30_000 }));
}

/** The signed-in session Amplify keeps in the context's localStorage: its access token, and the `sub` of its id token. */
async function sessionOf(context: BrowserContext): Promise<{ accessToken: string; sub: string }> {
  const entries = (await context.storageState()).origins.flatMap((origin) => origin.localStorage);
  const value = (suffix: string) => entries.find((entry) => entry.name.startsWith('CognitoIdentityServiceProvider.') && entry.name.endsWith(suffix))?.value ?? '';
  const payload = JSON.parse(Buffer.from(value('.idToken').split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string };
  return { accessToken: value('.accessToken'), sub: payload.sub };
}

test("a member's two browsers both show 'Récompense débloquée !' as soon as an admin grants them a reward", async ({ page, browser, baseURL }) => {
  const firstSubscribed = channelSubscribed(page);
  await signUpThroughUi(page, 'live');
  await firstSubscribed;

  // The same member on a second browser, signed in with the same session.
  const second = await browser.newContext({ storageState: await page.context().storageState(), baseURL });
  const secondPage = await second.newPage();
  const secondSubscribed = channelSubscribed(secondPage);
  await secondPage.goto('/membre/dashboard');
  await secondSubscribed;

  const admin = await browser.newContext({ storageState: storageStatePath('admin') });
  try {
    const { sub } = await sessionOf(page.context());
    const { accessToken } = await sessionOf(admin);
    const granted = await admin.request.post(`${baseURL}/api/admin/users/${sub}/rewards`, {
      headers: { authorization: `Bearer ${accessToken}` },
      data: { rewardType: 'visio_gratuite', reason: 'Geste commercial', requestId: randomUUID() },
    });
    expect(granted.status()).toBe(201);

    const { name, feminine } = rewardByType('visio_gratuite');
    for (const shown of [page, secondPage]) {
      await expect(toast(shown, SUCCESS.rewardUnlocked).filter({ hasText: rewardUnlockedTitle(name, feminine) })).toBeVisible();
    }
  } finally {
    await admin.close();
    await second.close();
  }
});
