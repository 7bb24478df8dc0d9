/** Small statistics and timing helpers for the benchmarks. Nothing here asserts: benchmarks print figures. */
export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export const median = (samples: number[]) => percentile(samples, 50);

/** Runs `run` `warmup` times unmeasured, then `count` times, and returns the durations in milliseconds. */
export async function sample(count: number, run: () => Promise<unknown>, warmup = 20): Promise<number[]> {
  for (let i = 0; i < warmup; i += 1) await run();
  const durations: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const start = performance.now();
    await run();
    durations.push(performance.now() - start);
  }
  return durations;
}

/**
 * Measures several calls in alternation (A, B, C, A, B, C…) after a common warm-up, so that background load on
 * the machine weighs on each of them alike: the right way to compare a route with its raw database call. `settle`
 * runs untimed after each call: what a call sets off in other functions (its events' consumers, separate Lambdas in
 * AWS) finishes there instead of being charged to the next call of the one-process local stack.
 */
export async function sampleInterleaved<K extends string>(
  count: number,
  runs: Record<K, () => Promise<unknown>>,
  warmup = 100,
  settle: () => Promise<void> = async () => {},
): Promise<Record<K, number[]>> {
  const entries = Object.entries(runs) as Array<[K, () => Promise<unknown>]>;
  for (let i = 0; i < warmup; i += 1) for (const [, run] of entries) await run();
  await settle();
  const durations = Object.fromEntries(entries.map(([name]) => [name, [] as number[]])) as Record<K, number[]>;
  for (let i = 0; i < count; i += 1) {
    for (const [name, run] of entries) {
      const start = performance.now();
      await run();
      durations[name].push(performance.now() - start);
      await settle();
    }
  }
  return durations;
}

export const ms = (value: number) => `${value.toFixed(2)} ms`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function printTable(title: string, rows: Array<Record<string, string | number>>): void {
  console.log(`\n## ${title}`);
  console.table(rows);
}
