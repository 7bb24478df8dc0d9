import type { TransactionItemCode } from 'electrodb';
import { HttpError } from '../http/errors';

/** What ElectroDB's `transaction.write(...).go()` answers. */
export interface TransactionOutcome {
  canceled: boolean;
  data: readonly { code: TransactionItemCode }[];
}

/** Sends beyond the first when DynamoDB cancels a transaction only because another one held its items. */
const CONFLICT_RETRIES = 8;

/**
 * Runs a conditional transaction, re-sending the very same request while DynamoDB cancels it with nothing but
 * TransactionConflict (another transaction was writing one of its items at that instant: on AWS, concurrent point
 * changes of one member meet on the balance). This is not a read-modify-write loop: nothing is re-read and the
 * request does not change, its conditions alone decide the outcome, so sending it again is always safe. A
 * cancellation with any other reason (a condition that failed) is final and returned as is; conflicts that outlast
 * every retry answer 409 BUSY. DynamoDB Local never raises TransactionConflict: locally the first answer is final.
 */
export async function writeTransaction<T extends TransactionOutcome>(send: () => Promise<T>, wait = jitteredPause): Promise<T> {
  for (let retry = 0; ; retry += 1) {
    const outcome = await send();
    if (!outcome.canceled || !onlyConflicts(outcome)) return outcome;
    if (retry === CONFLICT_RETRIES) throw new HttpError('BUSY');
    await wait(retry);
  }
}

const onlyConflicts = ({ data }: TransactionOutcome) =>
  data.some((item) => item.code === 'TransactionConflict') && data.every((item) => item.code === 'TransactionConflict' || item.code === 'None');

/** Full jitter over a growing window (5, 10, 20… up to 200 ms), so racing transactions do not meet again in step. */
function jitteredPause(retry: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(200, 5 * 2 ** retry)));
}
