import { basename } from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * One closing line with every count, printed after the list reporter's own summary (which names the failed
 * tests above its counts), so the last line of a run says how it went: `e2e: 41 passed, 0 failed (2.3 min)`.
 * Above it, the spec files that took the most browser time (the sum of their tests' durations, both sizes), where
 * the suite's minutes go (issue 24: the whole suite stays under 15 minutes as journeys are added).
 */
const SLOWEST_SPECS = 10;

export default class SummaryReporter implements Reporter {
  private readonly outcomes = new Map<TestCase, ReturnType<TestCase['outcome']>>();
  private status: FullResult['status'] = 'passed';
  private durationMs = 0;
  private readonly specMs = new Map<string, number>();

  printsToStdio(): boolean {
    return true;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    this.outcomes.set(test, test.outcome());
    const spec = basename(test.location.file);
    this.specMs.set(spec, (this.specMs.get(spec) ?? 0) + result.duration);
  }

  onEnd(result: FullResult): void {
    this.status = result.status;
    this.durationMs = result.duration;
  }

  async onExit(): Promise<void> {
    const count = (outcome: ReturnType<TestCase['outcome']>) => [...this.outcomes.values()].filter((value) => value === outcome).length;
    const parts = [`${count('expected')} passed`, `${count('unexpected')} failed`];
    if (count('flaky')) parts.push(`${count('flaky')} flaky`);
    if (count('skipped')) parts.push(`${count('skipped')} skipped`);
    const slowest = [...this.specMs].sort(([, a], [, b]) => b - a).slice(0, SLOWEST_SPECS);
    if (slowest.length > 1) console.log(`Browser time by spec: ${slowest.map(([spec, ms]) => `${spec} ${(ms / 60_000).toFixed(1)} min`).join(', ')}`);
    const interrupted = this.status === 'interrupted' || this.status === 'timedout' ? ` — run ${this.status}` : '';
    console.log(`e2e: ${parts.join(', ')} (${(this.durationMs / 60_000).toFixed(1)} min)${interrupted}`);
  }
}
