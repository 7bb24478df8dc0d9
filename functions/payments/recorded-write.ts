import type { Db } from '../lib/db/service';
import { writeTransaction, type TransactionOutcome } from '../lib/db/transaction';
import type { WriteEntities } from '../lib/points/ledger';

/**
 * One part of a webhook's transaction: one or more items that stand or fall together (a credit's balance update and
 * its line; the member's state and the figures it moves). A condition of its items failing means 'already done' (a
 * ledger line, a payment row that exists) or 'a newer state was written first' (the member's state over a later
 * read): the part is dropped, with the parts of its group, and the rest is committed. The event's own record (always
 * first) failing means the event was processed before: nothing is written.
 */
export interface RecordedItem {
  group?: string;
  items: (entities: WriteEntities) => readonly WriteItem[];
}

/** Any item a `db.transaction.write` callback may return. */
export type WriteItem = ReturnType<Parameters<Db['transaction']['write']>[0]>[number];

export type RecordedOutcome = { status: 'duplicate' } | { status: 'committed'; written: ReadonlySet<RecordedItem> };

const THIRTY_DAYS_S = 30 * 24 * 3600;

/**
 * Writes a provider event's effect in ONE transaction with the record of its id (created only if absent), so an event
 * delivered any number of times takes effect once (issue 13). Items whose condition says 'already done' or 'newer
 * state first' are dropped and the rest sent again: each round removes at least one item, so the loop is bounded by
 * the number of items, and every write still stands on its own condition (nothing is read and written back).
 */
export async function recordedWrite(
  db: Db,
  event: { id: string; type: string } | null,
  items: readonly RecordedItem[],
  at: string,
): Promise<RecordedOutcome> {
  let pending = [...items];
  for (;;) {
    if (!event && pending.length === 0) return { status: 'committed', written: new Set() };
    // The part each item of the transaction belongs to, to read its cancellation reasons (the event's record: null).
    let owners: Array<RecordedItem | null> = [];
    const result: TransactionOutcome = await writeTransaction(() =>
      db.transaction
        .write((entities) => {
          const parts = pending.map((part) => ({ part, built: part.items(entities) }));
          owners = [...(event ? [null] : []), ...parts.flatMap(({ part, built }) => built.map(() => part))];
          return [
            ...(event
              ? [entities.webhookEvent.create({ eventId: event.id, type: event.type, processedAt: at, expiresAt: Math.floor(Date.parse(at) / 1000) + THIRTY_DAYS_S }).commit()]
              : []),
            ...parts.flatMap(({ built }) => built),
          ];
        })
        .go(),
    );
    if (!result.canceled) return { status: 'committed', written: new Set(pending) };
    const codes = result.data.map((item) => item.code);
    if (event && codes[0] === 'ConditionalCheckFailed') return { status: 'duplicate' };
    const failed = [...new Set(codes.flatMap((code, index) => (code === 'ConditionalCheckFailed' && owners[index] ? [owners[index]] : [])))];
    if (failed.length === 0) throw new Error(`Écriture du webhook annulée : ${codes.join(', ')}`);
    const droppedGroups = new Set(failed.map((item) => item.group).filter(Boolean));
    pending = pending.filter((item) => !failed.includes(item) && !(item.group && droppedGroups.has(item.group)));
  }
}
