import type { Stack } from '../dev/stack';

/**
 * What the benches of the paged jobs share (issue 15's monthly reset, issue 25's training reminders): the table of the
 * local stack for the functions' code run in this process, 100,000 items seeded by BatchWrite, and a run measured for
 * time and memory.
 */

/** Items seeded: BatchWrite's 25 per request, 20 requests at once. */
const BATCH = 25;
const PARALLEL_BATCHES = 20;

/** Points the functions' code imported after this call at the stack's DynamoDB Local (functions/lib/config.ts). */
export async function stackDb(stack: Stack) {
  process.env.TABLE_NAME = stack.tableName;
  process.env.DYNAMODB_ENDPOINT = stack.urls.dynamodb;
  process.env.AWS_REGION = stack.region;
  const { db } = await import('../../functions/lib/db/service');
  return db();
}

/**
 * Writes `total` items, `BATCH` per BatchWrite request and `PARALLEL_BATCHES` requests at once (`put` writes the items
 * from the given index on, as many as asked); returns the seconds it took.
 */
export async function seedInBatches(total: number, put: (from: number, count: number) => Promise<unknown>): Promise<number> {
  const started = Date.now();
  for (let offset = 0; offset < total; offset += BATCH * PARALLEL_BATCHES) {
    await Promise.all(
      Array.from({ length: PARALLEL_BATCHES }, (_, b) => {
        const from = offset + b * BATCH;
        return from < total ? put(from, Math.min(BATCH, total - from)) : undefined;
      }),
    );
  }
  return (Date.now() - started) / 1000;
}

export interface Measured<T> {
  result: T;
  seconds: number;
  /** The process's resident memory before the run and its highest, sampled every 50 ms (the whole local stack runs here). */
  before: number;
  peak: number;
}

/** Runs `run` once, timing it and sampling the process's memory every 50 ms. */
export async function measured<T>(run: () => Promise<T>): Promise<Measured<T>> {
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const before = process.memoryUsage().rss;
  const started = performance.now();
  try {
    const result = await run();
    return { result, seconds: (performance.now() - started) / 1000, before, peak: Math.max(peak, process.memoryUsage().rss) };
  } finally {
    clearInterval(sampler);
  }
}

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** A measured run's columns of the benches' tables: seconds, items per second, memory before and at its peak. */
export const measuredColumns = ({ seconds, before, peak }: Measured<unknown>, items: number) => ({
  seconds: seconds.toFixed(1),
  'members/s': Math.round(items / seconds),
  'rss before': mb(before),
  'rss peak': mb(peak),
});
