/**
 * A problem the developer can fix (Java missing, port taken…). `npm start` prints its message alone,
 * without a stack trace; anything else is a bug and keeps its stack.
 */
export class StackError extends Error {
  override readonly name = 'StackError';
}
