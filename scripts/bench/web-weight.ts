import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import type { Stack } from '../dev/stack';
import { localRuntimeConfig } from '../dev/runtime-config';
import { serveStaticSite } from '../dev/static-site';
import { kb, printTable } from './stats';

export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/** Pages whose first load is measured, and the initial-JS budget each one has (issues 2 and 4). */
const PAGES: Array<{ path: string; budgetKb: number }> = [
  { path: '/', budgetKb: 200 },
  { path: '/auth', budgetKb: 200 },
  { path: '/offres', budgetKb: 200 },
];

/**
 * Builds the site as deployed (vite build), serves it like CloudFront, loads each page once in Chromium
 * and sums the gzipped size of every script and stylesheet the page loaded (entry, preloads, lazy route
 * chunk). Then runs Lighthouse (mobile preset) on / and /offres when it can.
 */
export async function benchWebWeight(root: string, stack: Stack): Promise<void> {
  execFileSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'error'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  const site = await serveStaticSite({ dir: join(root, 'web/dist'), config: localRuntimeConfig(stack) });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const rows: Array<Record<string, string>> = [];
    for (const { path, budgetKb } of PAGES) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const sizes = { js: 0, css: 0 };
      const pending: Promise<void>[] = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        pending.push(
          response.body().then((body) => {
            sizes[type === 'script' ? 'js' : 'css'] += gzipSync(body, { level: 9 }).byteLength;
          }),
        );
      });
      await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
      await Promise.all(pending);
      rows.push({ page: path, 'initial JS (gzip)': kb(sizes.js), 'initial CSS (gzip)': kb(sizes.css), [`JS ≤ ${budgetKb} KB`]: sizes.js <= budgetKb * 1024 ? 'oui' : 'NON' });
      await context.close();
    }
    printTable('Web first load, built site (gzip -9 of every script and stylesheet loaded)', rows);
    const scores = [];
    for (const path of ['/', '/offres']) scores.push(await lighthouse(root, `${site.url}${path}`));
    printTable('Lighthouse, mobile preset — budgets: performance ≥ 90, accessibility ≥ 95', scores);
  } finally {
    await browser.close();
    await site.close();
  }
}

/** Lighthouse runs as a child process while this process serves the site: it must not block the event loop. */
async function lighthouse(root: string, url: string): Promise<Record<string, string>> {
  const dir = mkdtempSync(join(tmpdir(), 'la-meute-lighthouse-'));
  const report = join(dir, 'report.json');
  try {
    await promisify(execFile)(
      'npx',
      ['lighthouse', url, '--quiet', '--output=json', `--output-path=${report}`, '--only-categories=performance,accessibility', `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`],
      { cwd: root, env: { ...process.env, CHROME_PATH: CHROMIUM }, timeout: 180_000 },
    );
    const { categories } = JSON.parse(readFileSync(report, 'utf8')) as { categories: Record<string, { score: number }> };
    return { page: new URL(url).pathname, performance: String(Math.round(categories.performance!.score * 100)), accessibility: String(Math.round(categories.accessibility!.score * 100)) };
  } catch (error) {
    const reason = (error as { stderr?: Buffer }).stderr?.toString().trim().split('\n').at(-1) ?? String(error);
    return { page: new URL(url).pathname, performance: 'n/a', accessibility: `Lighthouse a échoué : ${reason}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
