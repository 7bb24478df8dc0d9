import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { stopChild } from '../dev/child-process';
import { freePort } from '../dev/ports';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium';

/** One Lighthouse run's figures: the two category scores (0–100), Total Blocking Time (ms), Cumulative Layout Shift. */
export interface LighthouseRun {
  performance: number;
  accessibility: number;
  tbt: number;
  cls: number;
}

/**
 * `node --import tsx scripts/bench/lighthouse-runs.ts <runs> <url>…`: Lighthouse (default config: the mobile preset,
 * simulated throttling) `runs` times on each URL, one run after another in one Chromium started once; prints, as JSON
 * on stdout, `{ runs }` or `{ error }` per URL. Run by the web-weight bench as a child process, so that Lighthouse's
 * analysis does not hold up the process serving the site.
 */
async function main(count: number, urls: string[]): Promise<void> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'la-meute-lighthouse-'));
  const chromium = spawn(CHROMIUM, [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore' });
  try {
    await debuggerReady(port);
    const results: Array<{ runs: LighthouseRun[] } | { error: string }> = [];
    for (const url of urls) {
      try {
        const runs: LighthouseRun[] = [];
        for (let i = 0; i < count; i += 1) runs.push(await run(url, port));
        results.push({ runs });
      } catch (error) {
        results.push({ error: error instanceof Error ? error.message : String(error) });
      }
    }
    process.stdout.write(JSON.stringify(results));
  } finally {
    await stopChild(chromium);
    rmSync(profile, { recursive: true, force: true });
  }
}

async function run(url: string, port: number): Promise<LighthouseRun> {
  const result = await lighthouse(url, { port, logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
  if (!result) throw new Error(`Lighthouse n’a rien rendu pour ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${runtimeError.code} : ${runtimeError.message}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? Number.NaN) * 100);
  const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return { performance: score('performance'), accessibility: score('accessibility'), tbt: metric('total-blocking-time'), cls: metric('cumulative-layout-shift') };
}

/** Chromium answers on its debugging port once started (a loaded machine can take seconds). */
async function debuggerReady(port: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`Chromium ne répond pas sur le port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const [count, ...urls] = process.argv.slice(2);
await main(Number(count), urls);
