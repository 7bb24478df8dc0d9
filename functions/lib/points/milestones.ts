import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { levelRank, levelsCrossed } from '../../../shared/domain/levels';
import { pointsModel } from '../db/entities/member';
import type { Db } from '../db/service';
import { writeTransaction } from '../db/transaction';
import { outboxItem } from '../events/outbox';

/**
 * The points_milestone event (a level reached for the first time, SPEC §4), derived from the table's stream rather
 * than from the request that credits (issue 20). Why: the one write that crosses a level is the ledger's `ADD`, inside
 * the credit's transaction, and a transaction does not answer the values it wrote; a request could only read the total
 * afterwards and guess, so in a burst of one member's credits every request that saw a new level tried to announce
 * it, and those transactions queued and conflicted on the balance. The stream gives each write of the balance with
 * the item before and after it, in the order of the writes: the one whose total went from below a threshold to at or
 * above it is exactly the credit that crossed it, whatever ran at the same time, and nothing else has to write.
 */

/** One write of a member's balance, as the stream tells it. */
export interface BalanceMove {
  userId: string;
  before: number;
  after: number;
  /** The highest level already announced, as the item held it right after this write (0: none). */
  announcedLevelRank: number;
}

/** The balance write a stream record carries (an update of a points item), or null for any other record. */
export function balanceMove(record: DynamoDBRecord): BalanceMove | null {
  if (record.eventName !== 'MODIFY' || record.dynamodb?.NewImage?.__edb_e__?.S !== pointsModel.model.entity) return null;
  const image = (raw: unknown) => unmarshall((raw ?? {}) as Record<string, AttributeValue>) as { userId?: unknown; total?: unknown; announcedLevelRank?: unknown };
  const before = image(record.dynamodb.OldImage);
  const after = image(record.dynamodb.NewImage);
  // No old image: a stream that keeps new images only (a developer's table from before) cannot tell a crossing.
  if (typeof after.userId !== 'string' || typeof before.total !== 'number' || typeof after.total !== 'number') return null;
  return { userId: after.userId, before: before.total, after: after.total, announcedLevelRank: typeof after.announcedLevelRank === 'number' ? after.announcedLevelRank : 0 };
}

/**
 * Announces the levels one balance write crossed and that were never announced: one transaction raises the member's
 * announced level (only upwards, on the condition that none of these levels was announced) with one points_milestone
 * outbox item per level, so a level is announced if and only if it is recorded, once. The condition makes a record
 * handed again (the relay retried) announce nothing more, and the recorded level keeps a member who spends points and
 * earns them back from being congratulated twice. Answers how many levels it announced.
 */
export async function announceMilestones(db: Db, { userId, before, after, announcedLevelRank }: BalanceMove, at: string): Promise<number> {
  const levels = levelsCrossed(before, after).filter((level) => levelRank(level.id) > announcedLevelRank);
  const [lowest, highest] = [levels[0], levels.at(-1)];
  if (!lowest || !highest) return 0;
  const result = await writeTransaction(() =>
    db.transaction
      .write((entities) => [
        entities.points
          .patch({ userId })
          .set({ announcedLevelRank: levelRank(highest.id) })
          .where(({ announcedLevelRank: announced }, { notExists, lt }) => `${notExists(announced)} OR ${lt(announced, levelRank(lowest.id))}`)
          .commit(),
        ...levels.map((level) => outboxItem(entities, 'points_milestone', { userId, level: level.id, total: after }, at)),
      ])
      .go(),
  );
  // Cancelled by its condition: this write was announced already (a retried record); nothing to send again.
  return result.canceled ? 0 : levels.length;
}
