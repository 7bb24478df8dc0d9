import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';

/**
 * Counts the read and write request units the functions consume, as DynamoDB bills them on demand: a middleware on
 * the functions' one DynamoDB client (functions/lib/db/client.ts, shared by ElectroDB in this process) asks every
 * call for its ConsumedCapacity (`ReturnConsumedCapacity: TOTAL`, which DynamoDB Local answers) and adds it up.
 * When an answer has no figure (a cancelled transaction answers an error), the call is counted by its items: one
 * unit per item read, two per item of a transaction (DynamoDB's rule for items up to 4 KB / 1 KB).
 */
export interface CapacityCounter {
  readUnits: number;
  writeUnits: number;
  calls: number;
  uncounted: number;
}

const READS = new Set(['GetItemCommand', 'QueryCommand', 'ScanCommand', 'BatchGetItemCommand', 'TransactGetItemsCommand']);
const WRITES = new Set(['PutItemCommand', 'UpdateItemCommand', 'DeleteItemCommand', 'BatchWriteItemCommand', 'TransactWriteItemsCommand']);

interface Consumed {
  CapacityUnits?: number;
  ReadCapacityUnits?: number;
  WriteCapacityUnits?: number;
}

export function countCapacity(client: DynamoDBClient): CapacityCounter {
  const counter: CapacityCounter = { readUnits: 0, writeUnits: 0, calls: 0, uncounted: 0 };
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const command = context.commandName ?? '';
      const input = args.input as { ReturnConsumedCapacity?: string; TransactItems?: unknown[] };
      if (READS.has(command) || WRITES.has(command)) input.ReturnConsumedCapacity = 'TOTAL';
      counter.calls += 1;
      try {
        const result = await next(args);
        add(counter, command, (result.output as { ConsumedCapacity?: Consumed | Consumed[] }).ConsumedCapacity);
        return result;
      } catch (error) {
        // A transaction cancelled by a condition still consumes its items' units (twice, as any transaction).
        if (command === 'TransactWriteItemsCommand') counter.writeUnits += 2 * (input.TransactItems?.length ?? 0);
        else if (WRITES.has(command)) counter.writeUnits += 1;
        else if (READS.has(command)) counter.readUnits += 1;
        throw error;
      }
    },
    { step: 'initialize', name: 'countConsumedCapacity' },
  );
  return counter;
}

function add(counter: CapacityCounter, command: string, consumed: Consumed | Consumed[] | undefined): void {
  const list = consumed === undefined ? [] : Array.isArray(consumed) ? consumed : [consumed];
  if (list.length === 0) {
    if (READS.has(command) || WRITES.has(command)) counter.uncounted += 1;
    return;
  }
  for (const figure of list) {
    const units = figure.CapacityUnits ?? (figure.ReadCapacityUnits ?? 0) + (figure.WriteCapacityUnits ?? 0);
    if (figure.ReadCapacityUnits !== undefined || figure.WriteCapacityUnits !== undefined) {
      counter.readUnits += figure.ReadCapacityUnits ?? 0;
      counter.writeUnits += figure.WriteCapacityUnits ?? 0;
    } else if (WRITES.has(command)) counter.writeUnits += units;
    else counter.readUnits += units;
  }
}
