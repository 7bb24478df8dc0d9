import type { Page, Request } from '@playwright/test';
import { blockingViolations } from './support/axe';
import { expect, submitSignUp, test, type Role } from './support/fixtures';
import { openTicketAs } from './support/member-tickets';
import { shareLinkOf } from './support/points';
import { DESKTOP, MOBILE } from './support/viewports';

/**
 * Issue 4 (and 2, 10, 11, 12, 13, 22, 25): axe on every public page, the auth pages (and the sign-up's code step), the dashboard, the points page, a shared fiche,
 * the progression page, 'Ajouter un chien' and the header's dog switcher open,
 * the tickets page (with and without a right to open one, its 'Nouveau ticket' dialog), a ticket, the visios pages, the
 * subscription page, the admin area (its payments and webhook guide) and the educators' console (its ticket view is scanned in tickets.spec.ts), at desktop and mobile widths: no violation
 * of serious or critical impact. A failure lists each violation with its nodes.
 *
 * Each page is loaded once and scanned at both widths (the viewport resized between the scans: the layout follows
 * CSS media queries and the app's breakpoint hooks, which listen to the resize), so the spec runs in the desktop
 * project only (test/e2e/playwright.config.ts): a second project would load every page again for the same scans.
 */

const PAGES: { path: string; as: Role }[] = [
  { path: '/', as: 'visitor' },
  { path: '/decouvrir', as: 'visitor' },
  { path: '/offres', as: 'visitor' },
  { path: '/boutique', as: 'visitor' },
  { path: '/a-propos', as: 'visitor' },
  { path: '/communaute', as: 'visitor' },
  { path: '/mentions-legales', as: 'visitor' },
  { path: '/cgv', as: 'visitor' },
  { path: '/confidentialite', as: 'visitor' },
  { path: '/auth', as: 'visitor' },
  { path: '/auth?tab=signup', as: 'visitor' },
  { path: '/reset-password', as: 'visitor' },
  { path: '/page-inconnue', as: 'visitor' },
  // An e-mail's one-click unsubscribe page (issue 22): its confirmation, before the click.
  { path: '/desinscription?t=membre.newFiches.signature', as: 'visitor' },
  // A reminder e-mail's one-click stop page (issue 25), the same page's other use: its confirmation, before the click.
  { path: '/rappels/arret?t=membre.signature', as: 'visitor' },
  { path: '/membre/dashboard', as: 'premium' },
  { path: '/membre/points', as: 'expert' },
  { path: '/membre/tickets', as: 'premium' },
  { path: '/membre/tickets', as: 'gratuit' },
  { path: '/admin', as: 'admin' },
  { path: '/admin/points', as: 'admin' },
  { path: '/admin/tickets', as: 'admin' },
  { path: '/equipe/tickets', as: 'educator' },
  { path: '/equipe/tickets?file=en-retard', as: 'educator' },
  { path: '/equipe/reponses-types', as: 'educator' },
  { path: '/membre/visios', as: 'expert' },
  { path: '/equipe/visios', as: 'educator' },
  { path: '/equipe/disponibilites', as: 'educator' },
  { path: '/equipe/e-mails', as: 'educator' },
  { path: '/admin/visios', as: 'admin' },
  { path: '/membre/abonnement', as: 'expert' },
  { path: '/membre/compte', as: 'premium' },
  // Issue 25: the progression of the current dog (charts per behaviour, the weekly rhythm), 'Ajouter un chien'.
  { path: '/membre/progression', as: 'premium' },
  { path: '/profil-chien?nouveau=1', as: 'premium' },
  // Issue 27: how to install the app (and why on iPhone).
  { path: '/membre/installer', as: 'premium' },
  // Issue 26: the member's videos and 'Envoyer une vidéo' (its advice, the file and camera choice), the free plan's
  // upgrade prompt, the educators' queue of videos. One video's pages are checked by the journey (videos.spec.ts).
  { path: '/membre/videos', as: 'premium' },
  { path: '/membre/videos/envoyer', as: 'premium' },
  { path: '/membre/videos/envoyer', as: 'gratuit' },
  { path: '/equipe/videos', as: 'educator' },
  { path: '/admin/payments', as: 'admin' },
  { path: '/admin/payments/config', as: 'admin' },
  { path: '/admin/analytics', as: 'admin' },
  { path: '/admin/fiches', as: 'admin' },
  { path: '/admin/educators', as: 'admin' },
  { path: '/admin/users', as: 'admin' },
  { path: '/admin/automations', as: 'admin' },
];

const WIDTHS = [DESKTOP, MOBILE];

/**
 * Axe's blocking violations of what the page shows, at its present width then at the other (one resize per page: a
 * walk's next page starts at the width this one ended at), each prefixed with its width. `settled` waits for what a
 * resize loads (a chunk of the phone layout, its data): 'networkidle', a state the load reached once, would not.
 */
async function violationsAtBothWidths(page: Page, what: string, settled: () => Promise<void>): Promise<string[]> {
  const found: string[] = [];
  const current = page.viewportSize()?.width;
  for (const size of current === MOBILE.width ? [...WIDTHS].reverse() : WIDTHS) {
    if (page.viewportSize()?.width !== size.width) {
      await page.setViewportSize(size);
      // Two frames: React re-renders what a breakpoint hook changed, then the browser lays it out.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await settled();
    }
    const violations = await blockingViolations(page);
    if (violations.length) found.push(`axe on ${what} at ${size.width} px:\n${violations.join('\n\n')}`);
  }
  return found;
}

async function expectNoBlockingViolationAtBothWidths(page: Page, what: string): Promise<void> {
  const found = await violationsAtBothWidths(page, what, networkSettled(page));
  expect(found, found.join('\n\n')).toEqual([]);
}

async function expectNoBlockingViolationOn(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Lazy data (counts, plan card) settles before the scan.
  await page.waitForLoadState('networkidle');
  await expectNoBlockingViolationAtBothWidths(page, path);
}

/**
 * The page's requests in flight, for a walk that moves without loads: Playwright's 'networkidle' is a state of the
 * document's load, reached once, so after an in-app move it no longer waits for the next page's chunk and data.
 */
function networkSettled(page: Page): () => Promise<void> {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const track = (change: (request: Request) => void) => (request: Request) => {
    change(request);
    lastChange = Date.now();
  };
  page.on('request', track((request) => inFlight.add(request)));
  page.on('requestfinished', track((request) => inFlight.delete(request)));
  page.on('requestfailed', track((request) => inFlight.delete(request)));
  // Settled as 'networkidle' is: nothing in flight for half a second.
  return () => expect.poll(() => inFlight.size === 0 && Date.now() - lastChange >= 500, { timeout: 30_000, intervals: [100] }).toBe(true);
}

/**
 * Opens each page of a walk. Public pages are static HTML: each is loaded. In the app, the walk moves as a person does
 * after its first page, through the router's history without a reload: the app's bundle and session load once per
 * walk (the longest part of a page's scan on two cores). A page of the same path with another query is loaded.
 */
function walker(page: Page, as: Role, settled: () => Promise<void>): (path: string) => Promise<void> {
  return async (path) => {
    const samePath = page.url() !== 'about:blank' && new URL(page.url()).pathname === new URL(path, page.url()).pathname;
    if (as === 'visitor' || page.url() === 'about:blank' || samePath) {
      await page.goto(path);
    } else {
      await page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await expect(page).toHaveURL(path);
    }
    // Lazy data (counts, plan card) and the route's chunk settle before the scan.
    await settled();
  };
}

/** Axe on each page of a walk, then every page's violations reported together (one failing page does not hide the others). */
async function expectNoBlockingViolations(page: Page, paths: readonly string[], as: Role): Promise<void> {
  const settled = networkSettled(page);
  const open = walker(page, as, settled);
  const found: string[] = [];
  for (const path of paths) {
    await open(path);
    await expect(page.getByRole('heading', { level: 1 }), `the page ${path} shows its title`).toBeVisible();
    found.push(...(await violationsAtBothWidths(page, path, settled)));
  }
  expect(found, found.join('\n\n')).toEqual([]);
}

/** Pages walked by one test: enough that the bundle and session load once for several, few enough that the two
 * workers share an account's walk and each test stays well inside its time (the admin's eleven pages took 2.6 min). */
const PAGES_PER_WALK = 4;

// Each test walks a few of an account's pages in one browser context: the app's bundle and session load once per
// walk, not once per page (the walk is the longest part of the browser suite).
for (const as of [...new Set(PAGES.map((entry) => entry.as))]) {
  const paths = PAGES.filter((entry) => entry.as === as).map((entry) => entry.path);
  test.describe(`the pages as ${as}`, () => {
    test.use({ as, reducedMotion: 'reduce' });

    for (let first = 0; first < paths.length; first += PAGES_PER_WALK) {
      const walk = paths.slice(first, first + PAGES_PER_WALK);
      test(`${walk.join(', ')} have no serious or critical axe violation`, async ({ page }) => {
        // A member page with its data and axe's scan took 10 to 20 s with two workers on two cores (issue 25's
        // progression page, charts and tables, at the end of the Premium walk); then its scan at the other width.
        test.setTimeout(30_000 + walk.length * 30_000);
        await expectNoBlockingViolations(page, walk, as);
      });
    }
  });
}

test.describe('a fiche shared by a member, as a visitor', () => {
  test.use({ as: 'visitor', reducedMotion: 'reduce' });

  test('/partage/:token has no serious or critical axe violation', async ({ page }) => {
    await expectNoBlockingViolationOn(page, await shareLinkOf('expert'));
    await expect(page.getByRole('heading', { name: 'Rejoins la meute' })).toBeVisible();
  });
});

test.describe('the sign-up’s code step (issue 22), a state of /auth?tab=signup', () => {
  test.use({ as: 'visitor', reducedMotion: 'reduce' });

  test('has no serious or critical axe violation and fits the width', async ({ page }) => {
    await submitSignUp(page, 'a11y');
    await expectNoBlockingViolationAtBothWidths(page, 'the code step');
    // Left at 360 px by the scans.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});

test.describe('the tickets of a member (issue 11)', () => {
  test.use({ as: 'expert', reducedMotion: 'reduce' });

  test("the 'Nouveau ticket' dialog has no serious or critical axe violation", async ({ page }) => {
    await expectNoBlockingViolationOn(page, '/membre/tickets');
    await page.getByRole('button', { name: 'Nouveau ticket' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouveau ticket' });
    await expect(dialog.getByLabel('Titre')).toBeVisible();
    // The messages on their fields are part of what is scanned.
    await dialog.getByLabel('Titre').fill('Aide');
    await dialog.getByLabel('Description').fill('Trop court');
    await dialog.getByRole('button', { name: 'Créer le ticket' }).click();
    await expect(dialog.getByText('Le titre doit contenir au moins 5 caractères')).toBeVisible();
    await expectNoBlockingViolationAtBothWidths(page, 'the ‘Nouveau ticket’ dialog');
  });

  test('/membre/tickets/:id has no serious or critical axe violation', async ({ page }) => {
    await expectNoBlockingViolationOn(page, await openTicketAs('expert'));
    await expect(page.getByRole('region', { name: 'Conversation' })).toBeVisible();
  });
});

test.describe('the header’s dog switcher of a premium member with two dogs (issue 25)', () => {
  test.use({ as: 'premium', reducedMotion: 'reduce' });

  test('open, it has no serious or critical axe violation', async ({ page }) => {
    await expectNoBlockingViolationOn(page, '/membre/dashboard');
    // On narrow screens the avatar beside the menu button, on wide ones the avatar and the dog's name: each width
    // opens its own.
    const found: string[] = [];
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await page.locator('[data-testid="dog-switcher"]:visible').click();
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitemradio')).toHaveCount(2);
      await expect(menu.getByRole('menuitem', { name: 'Ajouter un chien' })).toBeVisible();
      const violations = await blockingViolations(page);
      if (violations.length) found.push(`axe on the open dog switcher at ${size.width} px:\n${violations.join('\n\n')}`);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    }
    expect(found, found.join('\n\n')).toEqual([]);
  });
});

test.describe('a member’s file in the admin area (issue 14)', () => {
  test.use({ as: 'admin', reducedMotion: 'reduce' });

  test('/admin/users/:id has no serious or critical axe violation', async ({ page }) => {
    await page.goto('/admin/users');
    await page.getByRole('main').getByRole('table').getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 2, name: 'Actions de l’équipe', exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoBlockingViolationAtBothWidths(page, 'a member’s file');
  });
});
