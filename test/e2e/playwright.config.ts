import { defineConfig, type Project } from '@playwright/test';
import { HEADLESS_SHELL } from './support/browsers';
import { DESKTOP, MOBILE } from './support/viewports';

/**
 * Browser tests (DESIGN §7): Debian's Chromium headless shell (support/browsers.ts) against the whole local stack,
 * started once by the global setup.
 * Journeys run at desktop size; the layout and accessibility specs run at desktop and mobile sizes.
 * The global setup signs the demo accounts in once through cognito-local and the specs reuse their sessions
 * (`test.use({ as })`); a test's own new member is made through the API (support/fixtures.ts, `createMember`).
 */

/**
 * Specs that check how pages look and behave at a given width: they run at both sizes. The video journey too (issue
 * 26): members film and send from their phone, and the player's marks and comment list change layout under `md`.
 * (a11y.spec.ts scans each page at both widths in one load, in the desktop project.)
 */
const BOTH_SIZES = /(layout|videos)\.spec\.ts$/;

const browser = (viewport: { width: number; height: number }): Project['use'] => ({
  browserName: 'chromium',
  headless: true,
  viewport,
  launchOptions: HEADLESS_SHELL,
  locale: 'fr-FR',
  timezoneId: 'Europe/Paris',
  // Fewer frames to draw on two shared cores: the app's transitions and animations follow prefers-reduced-motion.
  reducedMotion: 'reduce',
});

export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results/e2e',
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  // A failure is a finding: no retry hides it.
  retries: 0,
  // Waiting budgets, not speed checks (speed is `npm run bench`'s): on two cores shared by two browsers and the whole
  // local stack, a first load and a consumer's effect took 15 to 25 s in loaded runs.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['./support/summary-reporter.ts']],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // The app's service worker (issue 27) precaches about 240 files after a member page's load, which holds the
    // network busy for tens of seconds on two shared cores (a `networkidle` wait with it): the specs test the app as
    // a first visit, without it; pwa.spec.ts, which tests the worker, allows it.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', testMatch: /\.spec\.ts$/, use: browser(DESKTOP) },
    { name: 'mobile', testMatch: BOTH_SIZES, use: browser(MOBILE) },
  ],
});
