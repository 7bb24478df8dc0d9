/** How `serve-for-tests.ts` tells the jest global setup that the stack is up: one line, this prefix, then the StackInfo JSON. */
export const READY_PREFIX = 'STACK_READY ';
