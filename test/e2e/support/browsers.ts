import type { LaunchOptions } from '@playwright/test';

/**
 * The browsers of the browser tests, both Debian packages of Chromium (scripts/e2e.sh installs them).
 *
 * The suite runs in the headless shell (`chromium-headless-shell`, Chromium's old headless mode): the same engine as
 * Chromium, without the browser's own interface. Chromium's new headless mode still runs that interface: a renderer
 * for its WebUI beside each page, the browser's UI services, on two shared cores for nothing a test reads.
 *
 * Chromium itself only where the headless shell cannot answer: it has no web app installation, and its
 * `Page.getInstallabilityErrors` answers "no error" for any page (installability.spec.ts).
 */

/**
 * Playwright already passes the quiet-browser switches (no background networking, component updates, sync or first
 * run, no sandbox). No GPU on the machines that run the suite: pages composite in software, not through SwiftShader's
 * emulated GL, which Playwright's `--enable-unsafe-swiftshader` would otherwise let Chromium fall back to.
 */
const ARGS = ['--disable-gpu', '--disable-quic'];

export const HEADLESS_SHELL: LaunchOptions = { executablePath: '/usr/bin/chromium-headless-shell', args: ARGS };
export const CHROMIUM: LaunchOptions = { executablePath: '/usr/bin/chromium', args: ARGS };
