import type { Page } from '@playwright/test';
import { FICHES } from '../../shared/catalogue';
import type { Me } from '../../shared/contract';
import { defaultChallengeFicheIds } from '../../shared/domain/monthly-challenge';
import { parisMonth } from '../../shared/domain/months';
import { expectNoBlockingViolation } from './support/axe';
import { appReady, createMember, expect, signInThroughUi, test } from './support/fixtures';
import { MOBILE } from './support/viewports';
import { readStackEnv } from './support/stack-env';
import { goOffline } from './support/offline';

/**
 * Issue 27, the offline half: a fiche opened online reads offline after a reload, the dashboard (the manifest's start
 * URL) opens offline with the member's data, a fiche kept with 'Garder hors connexion' stays readable after an opened
 * one has been let go, a fiche the device does not keep says so at once and shows by itself when the network returns,
 * signing out takes the member's data off the device, and a validation made offline is kept on the device ('En
 * attente de connexion'), survives closing the page, and is applied once when the network returns, however often its
 * queue is sent again.
 */
test.use({ serviceWorkers: 'allow' });
// Each test installs the worker (its precache downloads beside the page) and signs a member up.
test.slow();

const published = FICHES.filter((fiche) => fiche.isPublished);
const challenge = new Set(defaultChallengeFicheIds(parisMonth(new Date()), published));
/** A free fiche with steps, outside this month's challenge (its exact points are checked). */
const FICHE = published.find((fiche) => fiche.isFree && fiche.steps.length > 0 && fiche.pointsReward > 0 && !challenge.has(fiche.id))!;
const pageOf = (fiche: { id: string }) => `/membre/fiche/${encodeURIComponent(fiche.id)}`;
const fichePage = pageOf(FICHE);
/** Another free fiche with steps, opened and not kept. */
const OTHER = published.find((fiche) => fiche.isFree && fiche.steps.length > 0 && fiche.id !== FICHE.id)!;

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

/** The keys of the queries the device keeps for its members (web/src/lib/offline/persist.ts saves them as `queries:<id>`). */
async function keptQueryKeys(page: Page): Promise<unknown[][]> {
  const { keys, values } = await readStore(page, 'kept');
  const saved = values.filter((_, index) => keys[index]!.startsWith('queries:')) as Array<{ state: { queries: Array<{ queryKey: unknown[] }> } }>;
  return saved.flatMap(({ state }) => state.queries.map(({ queryKey }) => queryKey));
}

/** The fiches whose page the device keeps (`['fiches', …, id]`). */
async function keptFichePages(page: Page): Promise<string[]> {
  const fiches = (await keptQueryKeys(page)).filter((key) => key[0] === 'fiches' && key.length > 1 && typeof key.at(-1) === 'string');
  return fiches.map((key) => key.at(-1) as string);
}

/** The member's data is saved a second after the page's queries settle (web/src/lib/offline/persist.ts). */
async function keptOnDevice(page: Page, ficheId: string): Promise<void> {
  await expect.poll(() => keptFichePages(page), { timeout: 15_000 }).toContain(ficheId);
}

test('a fiche opened online reads offline after a reload, with the ‘Hors connexion’ banner; the dashboard and the account page open offline, even once the access token has expired', async ({ page, context }) => {
  await createMember(page, 'hors-connexion-lecture');
  await page.goto(fichePage);
  await controlledByAppWorker(page);
  await expect(page.getByRole('heading', { level: 1, name: FICHE.title })).toBeVisible();
  await keptOnDevice(page, FICHE.id);

  const backOnline = await goOffline(context);
  try {
    await page.reload();
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1, name: FICHE.title })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(FICHE.steps[0]!.description.slice(0, 40), { exact: false })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Hors connexion — données du \d{2}\/\d{2} à \d{2}:\d{2}/ })).toBeVisible();

    // The manifest's start URL: the app opens, with the member's own data kept on the device.
    await page.goto('/membre/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /^Bonjour Camille/ })).toBeVisible({ timeout: 20_000 });
    // Its blocks whose data the device does not keep (tickets, visios, the week's rhythm) hide, as a block that fails
    // to load does, rather than shimmer until the network returns.
    await expect(page.locator('main .chakra-skeleton')).toHaveCount(0, { timeout: 5_000 });
    // The account's settings read online (e-mail choices, export, second factor, rhythm) say so under their headings.
    await page.goto('/membre/compte');
    await expect(page.getByText('Indisponible hors connexion : cette partie s’affichera dès que tu seras reconnecté·e.').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('main .chakra-skeleton')).toHaveCount(0);

    // An hour on, the access token has expired and Cognito is out of reach: the member stays signed in, with the
    // fiche kept on the device (a refresh that cannot reach Cognito is not a sign-out).
    await expireAccessToken(page);
    await page.goto(fichePage);
    await expect(page.getByRole('heading', { level: 1, name: FICHE.title })).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(new RegExp(`${fichePage}$`));
  } finally {
    await backOnline();
  }
});

/** What a fiche's page says offline when the device does not keep it (components/offline/OfflineUnavailable.tsx). */
const notOnDevice = (page: Page) => page.getByRole('status').filter({ hasText: 'Cette fiche n’est pas disponible hors connexion.' });

/**
 * Offline, a fiche the device does not keep: once the app has put back what the device keeps (the banner then gives
 * its date), the page says the fiche is not available offline (its query waits for the network), and shows nothing of
 * the fiche.
 */
async function notKeptOffline(page: Page, fiche: { title: string }): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: /^Hors connexion — données du/ })).toBeVisible({ timeout: 20_000 });
  await expect(notOnDevice(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: fiche.title })).toHaveCount(0);
}

test('offline, a fiche never opened says at once that it is not on the device, and shows by itself when the network returns', async ({ page, context }) => {
  await createMember(page, 'hors-connexion-absente');
  await page.goto(fichePage);
  await controlledByAppWorker(page);
  await keptOnDevice(page, FICHE.id);

  const backOnline = await goOffline(context);
  let online = false;
  try {
    await page.goto(pageOf(OTHER));
    await appReady(page);
    // Told at once, with what to do meanwhile: no spinner left turning.
    await expect(notOnDevice(page)).toBeVisible({ timeout: 3_000 });
    await expect(notOnDevice(page)).toContainText('elle s’affichera dès que tu seras reconnecté·e. Les fiches gardées hors connexion restent lisibles');
    await expect(notOnDevice(page).getByRole('link', { name: 'voir les fiches' })).toHaveAttribute('href', '/membre/fiches');
    await expect(page.getByRole('status').filter({ hasText: /Chargement/ })).toHaveCount(0);
    await expectNoBlockingViolation(page, 'a fiche not on the device, offline');
    await page.setViewportSize(MOBILE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);

    // The network back, the same document loads the fiche (a mark set on it now is still there once it shows).
    await page.evaluate(() => Object.assign(window, { sansRechargement: true }));
    await backOnline();
    online = true;
    await expect(page.getByRole('heading', { level: 1, name: OTHER.title })).toBeVisible({ timeout: 20_000 });
    await expect(notOnDevice(page)).toHaveCount(0);
    expect(await page.evaluate(() => (window as { sansRechargement?: boolean }).sansRechargement)).toBe(true);
  } finally {
    if (!online) await backOnline();
  }
});

test('a fiche kept with ‘Garder hors connexion’ still reads offline once the 14 days an opened fiche is kept are past', async ({ page, context }) => {
  await createMember(page, 'hors-connexion-garder');
  await page.goto(pageOf(OTHER));
  await controlledByAppWorker(page);
  await keptOnDevice(page, OTHER.id);
  await page.goto(fichePage);
  await page.getByRole('button', { name: 'Garder hors connexion' }).click();
  await expect(page.getByRole('button', { name: 'Gardée hors connexion' })).toHaveAttribute('aria-pressed', 'true');
  await keptOnDevice(page, FICHE.id);

  // Fifteen days on, in a field without network.
  await page.clock.install();
  await page.clock.setSystemTime(Date.now() + 15 * 86_400_000);
  const backOnline = await goOffline(context);
  try {
    // The app puts back what the device kept, then saves it again as of today: the fiche only opened is let go.
    await page.reload();
    await appReady(page);
    await expect.poll(() => keptFichePages(page), { timeout: 15_000 }).not.toContain(OTHER.id);
    expect(await keptFichePages(page)).toContain(FICHE.id);

    await page.goto(pageOf(OTHER));
    await notKeptOffline(page, OTHER);

    await page.goto(fichePage);
    await expect(page.getByRole('heading', { level: 1, name: FICHE.title })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(FICHE.steps[0]!.description.slice(0, 40), { exact: false })).toBeVisible();
  } finally {
    await backOnline();
  }
});

test('signing out takes the member’s data off the device: another member signed in after them reads none of it offline', async ({ page, context }) => {
  // The member who signs in next on this device (made first: making a member signs the browser in as them).
  const next = await createMember(page, 'hors-connexion-suivant', { firstName: 'Sacha' });
  await createMember(page, 'hors-connexion-deconnexion');
  await page.goto(fichePage);
  await controlledByAppWorker(page);
  await page.getByRole('button', { name: 'Garder hors connexion' }).click();
  await keptOnDevice(page, FICHE.id);
  // A same-origin image shown on a page (a fiche's illustration, when fiches have some): the worker keeps it.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const image = new Image();
        image.onload = () => resolve();
        image.onerror = () => reject(new Error('image non chargée'));
        image.src = '/favicon.svg?illustration';
      }),
  );
  await expect.poll(() => page.evaluate(() => caches.has('la-meute-images'))).toBe(true);

  await page.getByRole('banner').getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Connexion', exact: true })).toBeVisible();
  // Nothing of theirs stays: the queries kept, the list of fiches kept, the images. (Their queue of validations
  // would: it is their training, sent by nobody else's session — web/src/lib/offline/queue.ts.)
  await expect.poll(async () => (await readStore(page, 'kept')).keys).toEqual([]);
  await expect.poll(() => page.evaluate(() => caches.has('la-meute-images'))).toBe(false);

  // Sacha signs in for their dashboard (the sign-in page returns to the page it was opened for: never the fiche, which
  // they would then read online, and keep).
  await page.goto('/membre/dashboard');
  await signInThroughUi(page, next.email, next.password);
  // Their own data is kept (their profile among it), and nothing else.
  await expect.poll(() => keptQueryKeys(page), { timeout: 15_000 }).toContainEqual(['me']);
  expect((await readStore(page, 'kept')).keys).toHaveLength(1);
  const backOnline = await goOffline(context);
  try {
    await page.goto('/membre/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /^Bonjour Sacha/ })).toBeVisible({ timeout: 20_000 });
    await page.goto(fichePage);
    await notKeptOffline(page, FICHE);
  } finally {
    await backOnline();
  }
});

test('a validation made offline waits on the device, survives closing the page, and pays once when the network returns, even replayed twice', async ({ page, context }) => {
  const member = await createMember(page, 'hors-connexion-validation');
  await page.goto(fichePage);
  await controlledByAppWorker(page);
  await keptOnDevice(page, FICHE.id);

  const backOnline = await goOffline(context);
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

    await backOnline();
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
