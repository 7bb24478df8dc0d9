import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { VERIFICATION_CODE_SUBJECT } from '../../../shared/verification-code-mail';
import { signedInState, storageStatePath, type MemberRole } from './sessions';
import { readStackEnv } from './stack-env';

/**
 * The browser tests' fixtures. Import `test` and `expect` from here, not from '@playwright/test'.
 *
 * Who the browser is:
 * - a visitor (the default);
 * - a seeded demo account: `test.use({ as: 'premium' })` ('gratuit', 'premium', 'expert', 'educator', 'admin') opens
 *   every page of the describe signed in; the global setup signs them in once per run through cognito-local. Another
 *   demo account beside it, in a second browser: `browser.newContext({ storageState: storageStatePath('educator'), baseURL })`;
 * - a new member of the test's own: `const member = await createMember(page, 'label')` makes a confirmed Gratuit
 *   account through the API (sign-up, e-mailed code) and signs this page's browser in as it, in a second or so and with
 *   no page opened: `page.goto` next. `member.accessToken` calls the API as them; a plan comes the way a member gets
 *   it (the checkout in the Stripe sandbox, payments.spec.ts) or from the team (`givePoints`… in support/points.ts).
 *   Only the sign-up journey goes through the sign-up form (`signUpThroughUi`, auth.spec.ts).
 *
 * Each `page.goto` waits until the page is ready to be used. Wait for what a person sees (`expect(…).toBeVisible()`,
 * `expect.poll`), never for a fixed time: no `waitForTimeout` and no `setTimeout` in a test.
 */
export { demoAccount, MEMBER_ROLES, storageStatePath, type MemberRole } from './sessions';
export type Role = 'visitor' | MemberRole;

interface Options {
  /** `test.use({ as: 'premium' })` opens every page of the file signed in as that demo account. */
  as: Role;
}

interface Fixtures {
  /** Uncaught errors of the page, reported with a failed test (a blank page is then explained). */
  pageErrors: string[];
}

export const test = base.extend<Options & Fixtures>({
  as: ['visitor', { option: true }],
  // Public pages arrive prerendered: a click before React hydrates them would do nothing, so every navigation
  // waits until the app marks itself ready (web/src/app/App.tsx), as a person waits for a page to respond.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await appReady(page);
      return response;
    };
    await use(page);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none here.
  baseURL: async ({}, use) => use(readStackEnv('webUrl')),
  storageState: async ({ as }, use) => use(as === 'visitor' ? undefined : storageStatePath(as)),
  pageErrors: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
      await use(errors);
      if (errors.length > 0 && testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach('page errors', { body: errors.join('\n\n'), contentType: 'text/plain' });
        console.error(`Page errors in "${testInfo.title}":\n${errors.join('\n')}`);
      }
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until the page marks itself ready (web/src/app/App.tsx; the islands on a static page). A first load took over
 * 15 s in loaded two-core runs (two browsers and the whole local stack): wait as a person would. `page.goto` of the
 * test's own page does it; call it after a navigation of another page (a second browser's `goto`, a click).
 */
export async function appReady(page: Page): Promise<void> {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 30_000 });
}

/** An address no other test (and no earlier run against a persistent stack) uses. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export const authForms = (page: Page) => ({
  signIn: page.getByRole('form', { name: 'Connexion' }),
  signUp: page.getByRole('form', { name: 'Créer un compte' }),
});

/** The password input (not its show/hide button, whose name also says "mot de passe"). */
export const passwordInput = (scope: Locator | Page, label = 'Mot de passe') => scope.getByRole('textbox', { name: label, exact: true });

/** Where each demo account lands after signing in (issue 21): staff in their area, members on their dashboard. */
export const LANDING: Readonly<Record<MemberRole, RegExp>> = {
  gratuit: /\/membre\/dashboard$/,
  premium: /\/membre\/dashboard$/,
  expert: /\/membre\/dashboard$/,
  educator: /\/equipe\/tickets$/,
  admin: /\/admin$/,
};

/** Signs in through the /auth page and waits for the page one lands on (a member's dashboard unless told). */
export async function signInThroughUi(page: Page, email: string, password: string, landing: RegExp = LANDING.gratuit): Promise<void> {
  await page.goto('/auth');
  const form = authForms(page).signIn;
  await form.getByLabel('Email').fill(email);
  await passwordInput(form).fill(password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(landing);
}

export interface NewMember {
  firstName: string;
  email: string;
  password: string;
}

/** The sign-up's code step (issue 22), where the code e-mailed to the address is entered. */
export const codeStep = (page: Page) => page.getByRole('form', { name: 'Confirmer ton adresse email' });

/**
 * The code of the `count`-th code e-mail ('Ton code La Meute') sent to `email`, read from the local mailbox as the
 * member reads their inbox (waits for it).
 */
export async function emailedCode(email: string, count = 1): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await fetch(`${readStackEnv('awsUrl')}/_local/mails`)).json()) as Array<{ to: string[]; subject: string; text: string }>;
      const codes = mails.filter((mail) => mail.to.includes(email) && mail.subject === VERIFICATION_CODE_SUBJECT);
      code = codes.length >= count ? /\b(\d{6})\b/.exec(codes[count - 1]?.text ?? '')?.[1] : undefined;
      return code;
    }, { message: `le code envoyé à ${email}`, timeout: 15_000 })
    .toMatch(/^\d{6}$/);
  return code!;
}

/** Fills and sends the sign-up tab; the code step opens. */
export async function submitSignUp(page: Page, label: string): Promise<NewMember> {
  const member = { firstName: 'Camille', email: uniqueEmail(label), password: 'Balade-Foret-42' };
  await page.goto('/auth?tab=signup');
  const form = authForms(page).signUp;
  await form.getByLabel('Prénom').fill(member.firstName);
  await form.getByLabel('Email').fill(member.email);
  await passwordInput(form).fill(member.password);
  await form.getByText(/J’accepte les conditions générales/).click();
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(codeStep(page)).toBeVisible({ timeout: 20_000 });
  return member;
}

/** A member created for one test (`createMember`): the password signs them in, the access token calls the API as them. */
export interface CreatedMember extends NewMember {
  accessToken: string;
}

/**
 * A new confirmed member on plan Gratuit, made the way the sign-up page makes one (POST /auth/sign-up, then
 * /auth/confirm-sign-up with the code e-mailed to the address, read from the local mailbox), and this page's browser
 * signed in as them (Amplify's session written in its storage): the next `page.goto` opens signed in. No page is
 * opened. Only auth.spec.ts signs up through the form (`signUpThroughUi`), the journey it tests.
 */
export async function createMember(page: Page, label: string, { firstName = 'Camille' }: { firstName?: string } = {}): Promise<CreatedMember> {
  const member = { firstName, email: uniqueEmail(label), password: 'Balade-Foret-42' };
  await callPublicRoute('/auth/sign-up', { firstName, email: member.email, password: member.password, acceptCgu: true });
  await callPublicRoute('/auth/confirm-sign-up', { email: member.email, code: await emailedCode(member.email) });
  const state = await signedInState(member.email, member.password);
  await page.context().setStorageState(state);
  const accessToken = state.origins[0]?.localStorage.find(({ name }) => name.endsWith('.accessToken'))?.value;
  if (!accessToken) throw new Error(`No access token for ${member.email}`);
  return { ...member, accessToken };
}

async function callPublicRoute(path: string, body: unknown): Promise<void> {
  const response = await fetch(`${readStackEnv('apiUrl')}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
}

/** Creates a fresh account through the sign-up tab and the code e-mailed to it; the app signs it in and opens the dashboard. */
export async function signUpThroughUi(page: Page, label: string): Promise<NewMember> {
  const member = await submitSignUp(page, label);
  await codeStep(page).getByLabel('Code à 6 chiffres').fill(await emailedCode(member.email));
  await codeStep(page).getByRole('button', { name: 'Confirmer et me connecter' }).click();
  await expect(page).toHaveURL(/\/membre\/dashboard$/, { timeout: 20_000 });
  return member;
}

/** A toast of the app's toaster: Chakra renders each as a `status` named by its title. */
export const toast = (page: Page, title: string) => page.getByRole('status', { name: title, exact: true });

/**
 * Records, from inside the page, the text of every toast that shows, however briefly. A 3.5 s toast shown while the
 * page's main thread is busy loading (the first page of a worker on a loaded machine) can come and go between two of
 * Playwright's polls, which run in that same thread; a MutationObserver sees each one as it is rendered. Call before
 * the page navigates (or on the context, before it opens the pages: the tabs a payment opens); read with `shownToasts`.
 */
export async function recordToasts(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    const seen = new Set<string>();
    Object.assign(window, { __shownToasts: seen });
    const collect = () => document.querySelectorAll('[role="status"]').forEach((element) => seen.add((element.textContent ?? '').trim()));
    new MutationObserver(collect).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** Resolves once the page's member live channel has acknowledged its subscription. Call it before the page navigates. */
export function liveChannelSubscribed(page: Page): Promise<unknown> {
  return page
    .waitForEvent('websocket', { predicate: (socket) => socket.url().includes('/event/realtime'), timeout: 30_000 })
    .then((socket) => socket.waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).includes('"subscribe_success"'), timeout: 30_000 }));
}

/** The texts of the toasts shown since the page loaded (see `recordToasts`). */
export const shownToasts = (page: Page): Promise<string[]> =>
  page.evaluate(() => [...((window as unknown as { __shownToasts?: Set<string> }).__shownToasts ?? [])]);

/** Waits until a toast with this title (and this text in it) has been shown on the page (see `recordToasts`). */
export async function expectToastShown(page: Page, title: string, text = ''): Promise<void> {
  await expect.poll(async () => (await shownToasts(page)).some((shown) => shown.includes(title) && shown.includes(text)), { timeout: 25_000 }).toBe(true);
}

/**
 * After a validation that recorded a training session, the app asks 'Comment ça s’est passé ?' (issue 25) in a
 * dialog, which hides the page behind it: a journey not about the rating skips it, as a member in a hurry does.
 */
export async function skipSessionRating(page: Page): Promise<void> {
  await page.getByRole('dialog', { name: 'Comment ça s’est passé ?' }).getByRole('button', { name: 'Passer' }).click();
}
