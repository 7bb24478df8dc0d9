import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import type { Stack } from '../dev/stack';
import { freePort } from '../dev/ports';
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
 * and sums the gzipped size of its document and of every script and stylesheet it loaded (entry, preloads,
 * lazy route chunk). Then runs Lighthouse (mobile preset) on / and /offres when it can.
 */
export async function benchWebWeight(root: string, stack: Stack): Promise<void> {
  execFileSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'error'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  const port = await freePort();
  const site = await serveStaticSite({ dir: join(root, 'web/dist'), port, gatewayUrl: stack.urls.api, config: localRuntimeConfig(stack, `http://localhost:${port}`) });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const rows: Array<Record<string, string>> = [];
    for (const { path, budgetKb } of PAGES) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const sizes = { html: 0, js: 0, css: 0 };
      const kinds: Record<string, keyof typeof sizes> = { document: 'html', script: 'js', stylesheet: 'css' };
      const pending: Promise<void>[] = [];
      page.on('response', (response) => {
        const kind = kinds[response.request().resourceType()];
        if (!kind) return;
        pending.push(
          response.body().then((body) => {
            sizes[kind] += gzipSync(body, { level: 9 }).byteLength;
          }),
        );
      });
      await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
      await Promise.all(pending);
      rows.push({ page: path, 'HTML (gzip)': kb(sizes.html), 'initial JS (gzip)': kb(sizes.js), 'CSS files (gzip)': kb(sizes.css), [`JS ≤ ${budgetKb} KB`]: sizes.js <= budgetKb * 1024 ? 'oui' : 'NON' });
      await context.close();
    }
    printTable('Web first load, built site (gzip -9 of the document and of every script and stylesheet loaded; a prerendered page carries its styles in its document)', rows);
    const scores = [];
    for (const path of ['/', '/offres']) scores.push(await lighthouseMedian(root, `${site.url}${path}`));
    printTable(`Lighthouse, mobile preset, median of ${LIGHTHOUSE_RUNS} runs — budgets: performance ≥ 90, accessibility ≥ 95`, scores);
  } finally {
    await browser.close();
    await site.close();
  }
}

/** Lighthouse's own advice: its scores vary from run to run; report the median of several. */
const LIGHTHOUSE_RUNS = 5;

interface LighthouseRun {
  performance: number;
  accessibility: number;
  /** First contentful paint, largest contentful paint, total blocking time (ms), cumulative layout shift. */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number };
}

/** The run of median performance score, with the scores of every run. */
async function lighthouseMedian(root: string, url: string): Promise<Record<string, string>> {
  const page = new URL(url).pathname;
  const runs: LighthouseRun[] = [];
  try {
    for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) runs.push(await lighthouse(root, url));
  } catch (error) {
    const reason = (error as { stderr?: Buffer }).stderr?.toString().trim().split('\n').at(-1) ?? String(error);
    return { page, performance: 'n/a', accessibility: `Lighthouse a échoué : ${reason}` };
  }
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const { performance, accessibility, metrics } = sorted[Math.floor(sorted.length / 2)]!;
  return {
    page,
    performance: String(performance),
    accessibility: String(accessibility),
    'FCP / LCP / TBT / CLS': `${(metrics.fcp / 1000).toFixed(2)} s / ${(metrics.lcp / 1000).toFixed(2)} s / ${Math.round(metrics.tbt)} ms / ${metrics.cls.toFixed(3)}`,
    'performance of each run': runs.map((run) => run.performance).join(', '),
  };
}

/** One Lighthouse run, as a child process while this process serves the site: it must not block the event loop. */
async function lighthouse(root: string, url: string): Promise<LighthouseRun> {
  const dir = mkdtempSync(join(tmpdir(), 'la-meute-lighthouse-'));
  const report = join(dir, 'report.json');
  try {
    await promisify(execFile)(
      'npx',
      ['lighthouse', url, '--quiet', '--output=json', `--output-path=${report}`, '--only-categories=performance,accessibility', `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`],
      { cwd: root, env: { ...process.env, CHROME_PATH: CHROMIUM }, timeout: 180_000 },
    );
    const { categories, audits } = JSON.parse(readFileSync(report, 'utf8')) as {
      categories: Record<'performance' | 'accessibility', { score: number }>;
      audits: Record<string, { numericValue: number }>;
    };
    const metric = (id: string) => audits[id]!.numericValue;
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      metrics: { fcp: metric('first-contentful-paint'), lcp: metric('largest-contentful-paint'), tbt: metric('total-blocking-time'), cls: metric('cumulative-layout-shift') },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
