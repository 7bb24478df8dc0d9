import type { Page } from '@playwright/test';
import { FICHES } from '../../shared/catalogue';
import type { Me } from '../../shared/contract';
import { defaultChallengeFicheIds } from '../../shared/domain/monthly-challenge';
import { parisMonth } from '../../shared/domain/months';
import { expectNoBlockingViolation } from './support/axe';
import { appReady, createMember, expect, test } from './support/fixtures';
import { MOBILE } from './support/viewports';
import { readStackEnv } from './support/stack-env';

/**
 * Issue 27, the offline half: a fiche opened online reads offline after a reload, the dashboard (the manifest's start
 * URL) opens offline with the member's data, and a validation made offline is kept on the device ('En attente de
 * connexion'), survives closing the page, and is applied once when the network returns, however often its queue is
 * sent again.
 */
test.use({ serviceWorkers: 'allow' });
// Each test installs the worker (its precache downloads beside the page) and signs a member up.
test.slow();

const published = FICHES.filter((fiche) => fiche.isPublished);
const challenge = new Set(defaultChallengeFicheIds(parisMonth(new Date()), published));
/** A free fiche with steps, outside this month's challenge (its exact points are checked). */
const FICHE = published.find((fiche) => fiche.isFree && fiche.steps.length > 0 && fiche.pointsReward > 0 && !challenge.has(fiche.id))!;
const fichePage = `/membre/fiche/${encodeURIComponent(FICHE.id)}`;

/** The app's worker controls the page after a reload (every request of that load went through it). */
async function controlledByAppWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await appReady(page);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '')).toContain('/sw.js');
}

/** Reads a store of the app's IndexedDB database (web/src/lib/offline/idb.ts) from the page. */
const readStore = (page: Page, store: 'validations' | 'kept') =>
  page.evaluate(
    (name) =>
      new Promise<{ keys: string[]; values: unknown[] }>((resolve, reject) => {
        const open = indexedDB.open('la-meute-hors-connexion', 1);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const objects = open.result.transaction(name).objectStore(name);
          const keys = objects.getAllKeys();
          const values = objects.getAll();
          values.onsuccess = () => resolve({ keys: keys.result.map(String), values: values.result });
        };
      }),
    store,
  );

/** Puts validation records back in the page's queue (a queue replayed). */
const writeQueue = (page: Page, records: unknown[]) =>
  page.evaluate(
    (items) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('la-meute-hors-connexion', 1);
        open.onsuccess = () => {
          const transaction = open.result.transaction('validations', 'readwrite');
          for (const item of items) transaction.objectStore('validations').put(item);
          transaction.oncomplete = () => resolve();
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    records,
  );

const pointsOf = async (accessToken: string) => {
  const response = await fetch(`${readStackEnv('apiUrl')}/me`, { headers: { authorization: `Bearer ${accessToken}` } });
  return ((await response.json()) as Me).points.total;
};

/**
 * Makes the stored access token one past its expiry (its signature no longer matters: only a server would check it),
 * as an hour spent offline does: the app must refresh it, which cannot reach Cognito offline.
 */
const expireAccessToken = (page: Page) =>
  page.evaluate(() => {
    const base64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    for (const key of Object.keys(localStorage).filter((name) => name.endsWith('.accessToken'))) {
      const [header, payload, signature] = localStorage.getItem(key)!.split('.');
      const claims = JSON.parse(atob(payload!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number };
      claims.exp = Math.floor(Date.now() / 1000) - 60;
      localStorage.setItem(key, [header, base64url(JSON.stringify(claims)), signature].join('.'));
    }
  });

/** The member's data is saved a second after the page's queries settle (web/src/lib/offline/persist.ts). */
async function keptOnDevice(page: Page, ficheId: string): Promise<void> {
  await expect.poll(async () => JSON.stringify((await readStore(page, 'kept')).values).includes(ficheId), { timeout: 15_000 }).toBe(true);
}

test('a fiche opened online reads offline after a reload, with the ‘Hors connexion’ banner; the dashboard opens offline, even once the access token has expired', async ({ page, context }) => {
  await createMember(page, 'hors-connexion-lecture');
  await page.goto(fichePage);
  await controlledByAppWorker(page);
  await expect(page.getByRole('heading', { level: 1, name: FICHE.title })).toBeVisible();
  await keptOnDevice(page, FICHE.id);

  await context.setOffline(true);
  try {
    await page.reload();
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1, name: FICHE.title })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(FICHE.steps[0]!.description.slice(0, 40), { exact: false })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Hors connexion — données du \d{2}\/\d{2} à \d{2}:\d{2}/ })).toBeVisible();

    // The manifest's start URL: the app opens, with the member's own data kept on the device.
    await page.goto('/membre/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /^Bonjour Camille/ })).toBeVisible({ timeout: 20_000 });

    // An hour on, the access token has expired and Cognito is out of reach: the member stays signed in, with the
    // fiche kept on the device (a refresh that cannot reach Cognito is not a sign-out).
    await expireAccessToken(page);
    await page.goto(fichePage);
    await expect(page.getByRole('heading', { level: 1, name: FICHE.title })).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(new RegExp(`${fichePage}$`));
  } finally {
    await context.setOffline(false);
  }
});

test('a validation made offline waits on the device, survives closing the page, and pays once when the network returns, even replayed twice', async ({ page, context }) => {
  const member = await createMember(page, 'hors-connexion-validation');
  await page.goto(fichePage);
  await controlledByAppWorker(page);
  await keptOnDevice(page, FICHE.id);

  await context.setOffline(true);
  const pending = page.getByRole('region', { name: 'Validations faites hors connexion' });
  await test.step('offline, the validation is recorded on the device at once', async () => {
    await page.getByRole('button', { name: 'Valider' }).click();
    await expect(pending).toContainText(FICHE.title);
    await expect(pending).toContainText('En attente de connexion');
  });

  const queued = (await readStore(page, 'validations')).values;
  expect(queued).toHaveLength(1);

  await test.step('the page closed and opened again, still offline: the validation is still waiting', async () => {
    await page.close();
    const again = await context.newPage();
    await again.goto(fichePage);
    await appReady(again);
    await expect(again.getByRole('region', { name: 'Validations faites hors connexion' })).toContainText('En attente de connexion');
    expect(await pointsOf(member.accessToken)).toBe(0);
    // The offline states (the banner, the waiting validation) pass axe, and fit a phone's width.
    await expect(again.getByRole('status').filter({ hasText: /^Hors connexion/ })).toBeVisible();
    await expectNoBlockingViolation(again, 'a fiche offline with a validation waiting');
    await again.setViewportSize(MOBILE);
    expect(await again.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await expectNoBlockingViolation(again, 'the same at 360 px');

    await context.setOffline(false);
    await expect(again.getByRole('region', { name: 'Validations faites hors connexion' })).toHaveCount(0, { timeout: 20_000 });
    await expect.poll(() => pointsOf(member.accessToken)).toBe(FICHE.pointsReward);

    // The same queue sent again, twice (two app starts): the server applies its key once.
    for (const replay of [1, 2]) {
      await writeQueue(again, queued);
      await again.reload();
      await appReady(again);
      await expect.poll(async () => (await readStore(again, 'validations')).keys.length, { message: `replay ${replay}` }).toBe(0);
    }
    expect(await pointsOf(member.accessToken)).toBe(FICHE.pointsReward);
  });
});
