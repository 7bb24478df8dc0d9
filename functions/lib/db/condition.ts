/**
 * Whether a write failed because its condition did not hold (e.g. `create` on an existing item).
 * ElectroDB wraps the SDK's ConditionalCheckFailedException in an ElectroError whose `cause` is it.
 */
export function isConditionFailure(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (current.name === 'ConditionalCheckFailedException') return true;
  }
  return false;
}
