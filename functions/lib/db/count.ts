import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './client';

/**
 * Counts the items a query matches without reading them (`Select: COUNT`), following pages.
 * Takes the parameters ElectroDB built for the query, so keys stay defined by the entity.
 */
export async function countQuery(params: QueryCommandInput): Promise<number> {
  const { ProjectionExpression: _projection, ...base } = params;
  const names = { ...base.ExpressionAttributeNames };
  // ElectroDB names projected attributes too; COUNT queries must not carry unused names.
  for (const key of Object.keys(names)) {
    const used = [base.KeyConditionExpression, base.FilterExpression].some((expression) => expression?.includes(key));
    if (!used) delete names[key];
  }
  let total = 0;
  let start: QueryCommandInput['ExclusiveStartKey'];
  do {
    const page = await dynamo().send(new QueryCommand({ ...base, ExpressionAttributeNames: names, Select: 'COUNT', ExclusiveStartKey: start }));
    total += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return total;
}
