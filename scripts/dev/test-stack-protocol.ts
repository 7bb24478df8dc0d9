/** How `serve-for-tests.ts` tells the jest global setup that the stack is up: one line, this prefix, then the StackInfo JSON. */
export const READY_PREFIX = 'STACK_READY ';

/**
 * The environment of a stack started for the tests (integration and browser), from the caller's:
 * - `LOG_LEVEL=WARN`: the functions' INFO lines would bury the test report. It must be in the process's environment
 *   from the start: each function's logger reads it once, when the stack imports the function.
 * - DynamoDB Local's JVM with its quick compiler only and the serial collector: a test run is too short for the
 *   optimizing compiler to pay back its CPU (measured: 13.5 → 7.1 CPU s to start, 2.0 → 0.9 CPU s per idle 30 s).
 * Either stays as the caller set it.
 */
export function testStackEnvironment(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return {
    ...env,
    LOG_LEVEL: env.LOG_LEVEL ?? 'WARN',
    JAVA_TOOL_OPTIONS: env.JAVA_TOOL_OPTIONS ?? '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC',
  };
}
