import { callApi } from '../api/client';
import { idbDelete, idbGetAll, idbPut } from './idb';
import { setPendingSnapshot } from './pending';
import { drainOrder, nextSeq, sendFailure, type QueuedValidation } from './rules';

/**
 * The device's queue of validations made offline (issue 27), in IndexedDB (it survives closing the app), one queue
 * per member: signing out keeps it (it is the member's training, done in the field; nobody else's token ever sends
 * it, and another member signed in on the device neither sees nor sends it), and it drains the next time they sign
 * in. Loaded lazily: a page imports pending.ts, not this.
 */
let owner: string | null = null;

async function readQueue(userId: string): Promise<QueuedValidation[]> {
  const all = await idbGetAll<QueuedValidation>('validations');
  return all.filter((item) => item.userId === userId).sort((a, b) => a.seq - b.seq);
}

async function publish(userId: string): Promise<QueuedValidation[]> {
  const items = await readQueue(userId);
  if (owner === userId) setPendingSnapshot(items);
  return items;
}

/** Shows `userId`'s queue to the pages (null: nobody signed in, nothing shown). */
export async function showQueueOf(userId: string | null): Promise<void> {
  owner = userId;
  if (userId) await publish(userId);
  else setPendingSnapshot([]);
}

/** Records a validation on the device at once ('En attente de connexion'). */
export async function enqueue(item: Omit<QueuedValidation, 'seq'>): Promise<void> {
  const items = await readQueue(item.userId);
  await idbPut('validations', { ...item, seq: nextSeq(items, Date.now()) } satisfies QueuedValidation);
  await publish(item.userId);
}

/** The member read a refusal and dismisses it. */
export async function dismiss(userId: string, key: string): Promise<void> {
  await idbDelete('validations', key);
  await publish(userId);
}

/** One send of a queued validation, with its key: the server applies it once whatever the number of sends. */
export const sendQueued = (item: QueuedValidation) =>
  callApi('validateFiche', {
    params: { id: item.ficheId },
    body: { ...(item.dogId ? { dogId: item.dogId } : {}), ...(item.repeat ? { repeat: true } : {}), validatedAt: item.validatedAt },
    idempotencyKey: item.key,
  });

export interface DrainOutcome {
  sent: number;
  refused: number;
  waiting: number;
}

let running: Promise<DrainOutcome> | null = null;
let again = false;

/**
 * Sends the member's queue in the order it was made, one at a time: applied → removed; refused → kept with its French
 * reason; a network or server failure → kept, and the drain stops there (the order holds; sync.ts sends it again
 * later, at the next 'online' or app start). One drain at a time in a tab; a call meanwhile runs one more drain after it. Two tabs
 * draining at once send the same keys: the server applies each once.
 */
export function drainQueue(userId: string, send: (item: QueuedValidation) => Promise<unknown> = sendQueued): Promise<DrainOutcome> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    const total: DrainOutcome = { sent: 0, refused: 0, waiting: 0 };
    do {
      again = false;
      const outcome = await drainOnce(userId, send);
      total.sent += outcome.sent;
      total.refused += outcome.refused;
      total.waiting = outcome.waiting;
    } while (again);
    return total;
  })().finally(() => {
    running = null;
  });
  return running;
}

async function drainOnce(userId: string, send: (item: QueuedValidation) => Promise<unknown>): Promise<DrainOutcome> {
  const order = drainOrder(await readQueue(userId));
  const outcome: DrainOutcome = { sent: 0, refused: 0, waiting: order.length };
  for (const item of order) {
    try {
      await send(item);
      await idbDelete('validations', item.key);
      outcome.sent += 1;
    } catch (error) {
      const failure = sendFailure(error);
      if (failure.retry) break;
      await idbPut('validations', { ...item, refusal: failure.reason } satisfies QueuedValidation);
      outcome.refused += 1;
    }
    outcome.waiting -= 1;
    await publish(userId);
  }
  return outcome;
}
