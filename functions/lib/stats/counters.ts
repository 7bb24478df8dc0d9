import { parisMonth } from '../../../shared/domain/months';
import { PERIOD_COUNTERS, POINTS_COUNTERS, TOTAL_COUNTERS, type CounterValues, type PeriodCounter, type PointsCounter, type TotalCounter } from '../../../shared/domain/stats';
import { parisDate } from '../../../shared/domain/visio-slots';
import type { Db } from '../db/service';
import type { WriteEntities } from '../points/ledger';

/**
 * The admin's counters (issue 14). A fact's transaction adds its counts with these items, after its own items: the
 * fact's condition (a member created once, a fiche validated once, a plan written over the state it read) makes the
 * transaction happen once, and the counters move with it or not at all — retries and concurrent requests cannot
 * count twice or miss one. Each counter item is split in SHARDS: a write adds to one shard picked at random (`ADD`
 * composes with any concurrent write), a read sums the shards, so the busiest counters (every sign-up, every
 * validation) are not one hot item on which concurrent transactions would conflict.
 */
export const SHARDS = 8;

type Bucket = 'totals' | 'month' | 'day' | 'fiche' | 'points';
const shardOf = (key: string, shard: number) => `${key}#${shard}`;
const randomShard = () => Math.floor(Math.random() * SHARDS);

function addItem({ stat }: WriteEntities, bucket: Bucket, key: string, deltas: Partial<Record<TotalCounter | PeriodCounter | PointsCounter, number>>) {
  const moves = Object.fromEntries(Object.entries(deltas).filter(([, delta]) => delta !== 0 && delta !== undefined));
  if (Object.keys(moves).length === 0) return [];
  return [stat.update({ bucket, period: shardOf(key, randomShard()) }).add(moves).commit()];
}

/** Adds to the counters of the whole service (members by plan, MRR, tickets by status, validations). */
export function totalsItems(entities: WriteEntities, deltas: Partial<Record<TotalCounter, number>>) {
  return addItem(entities, 'totals', 'all', deltas);
}

/**
 * Adds to the counters of the Paris month and day of `at`: what happened then (sign-ups, paid activations…) and the
 * changes of the totals made then (members by plan, MRR), from which the analytics rebuild the totals of each month.
 */
export function periodItems(entities: WriteEntities, at: string, deltas: Partial<Record<PeriodCounter | TotalCounter, number>>) {
  return [...addItem(entities, 'month', parisMonth(at), deltas), ...addItem(entities, 'day', parisDate(at), deltas)];
}

/** Adds to a Paris month only (a visio counts in the month it takes place). */
export function monthItems(entities: WriteEntities, month: string, deltas: Partial<Record<PeriodCounter, number>>) {
  return addItem(entities, 'month', month, deltas);
}

/** A fiche's own count of validations (the most validated fiches). */
export function ficheItems(entities: WriteEntities, ficheId: string) {
  return addItem(entities, 'fiche', ficheId, { ficheValidations: 1 });
}

/**
 * Adds a ledger move's counts (shared/domain/stats.ts `pointsMoveDeltas`) to the points' counters of all time and of
 * the Paris month of `at`: a bucket of their own, so the ledger's items never meet the other counters of a
 * transaction it joins (a transaction may not touch an item twice).
 */
export function pointsItems(entities: WriteEntities, at: string, deltas: Partial<Record<PointsCounter, number>>) {
  return [...addItem(entities, 'points', 'all', deltas), ...addItem(entities, 'points', parisMonth(at), deltas)];
}

const COUNTERS = [...new Set([...TOTAL_COUNTERS, ...PERIOD_COUNTERS, ...POINTS_COUNTERS])];

type StatItem = { period: string } & CounterValues;

/** Shards summed by the key they split (`<key>#<shard>` → `<key>`); a missing counter is absent, not 0. */
function sumShards(items: readonly StatItem[]): Map<string, CounterValues> {
  const sums = new Map<string, CounterValues>();
  for (const item of items) {
    const key = item.period.slice(0, item.period.lastIndexOf('#'));
    const sum = sums.get(key) ?? {};
    for (const counter of COUNTERS) if (item[counter]) sum[counter] = (sum[counter] ?? 0) + item[counter];
    sums.set(key, sum);
  }
  return sums;
}

/**
 * The counts of some counters, each the sum of its shards: one BatchGet of SHARDS items per counter, whatever the
 * number of members (a missing shard counts 0).
 */
export async function readCounts(db: Db, wanted: ReadonlyArray<{ bucket: Bucket; key: string }>): Promise<CounterValues[]> {
  const keys = wanted.flatMap(({ bucket, key }) => Array.from({ length: SHARDS }, (_, shard) => ({ bucket, period: shardOf(key, shard) })));
  const { data } = await db.entities.stat.get(keys).go({ consistent: true });
  return wanted.map(({ bucket, key }) => sumShards(data.filter((item) => item.bucket === bucket)).get(key) ?? {});
}

/** A bucket's counters between two keys (days, months), summed by key: one Query, bounded by the period, not the members. */
export async function periodCounts(db: Db, bucket: 'day' | 'month', from: string, to: string): Promise<Map<string, CounterValues>> {
  const { data } = await db.entities.stat.query.byPeriod({ bucket }).between({ period: `${from}#` }, { period: `${to}#~` }).go({ pages: 'all' });
  return sumShards(data);
}

/** Every fiche's count of validations (one Query on the fiche counters: bounded by the catalogue, not the members). */
export async function ficheCounts(db: Db): Promise<Map<string, number>> {
  const { data } = await db.entities.stat.query.byPeriod({ bucket: 'fiche' }).go({ pages: 'all' });
  return new Map([...sumShards(data)].map(([ficheId, counts]) => [ficheId, counts.ficheValidations ?? 0]));
}
