/**
 * What the global setup hands to the tests. Playwright starts its workers after the global setup, so they
 * inherit these environment variables.
 */
export const READY_PREFIX = 'E2E_STACK_READY ';

/**
 * Every line the stack logs during the run (its functions' warnings and errors, the emulators' output), kept out of the
 * test report; relative to the repository's root.
 */
export const STACK_LOG_FILE = 'test-results/e2e-stack.log';

const NAMES = {
  /** The web app (Vite) of the stack started for this run. */
  webUrl: 'E2E_WEB_URL',
  /** The local API gateway. */
  apiUrl: 'E2E_API_URL',
  /** The local AWS emulator, whose mailbox keeps the e-mails SES would have sent (the sign-up's code, issue 22). */
  awsUrl: 'E2E_AWS_URL',
  /** Where the signed-in browser states of the demo accounts are saved. */
  stateDir: 'E2E_STATE_DIR',
  /** Process id of the stack, for the global teardown. */
  stackPid: 'E2E_STACK_PID',
} as const;
export type StackEnvName = keyof typeof NAMES;

/** The value, or undefined when the global setup did not get that far. */
export function readOptionalStackEnv(name: StackEnvName): string | undefined {
  return process.env[NAMES[name]] || undefined;
}

export function readStackEnv(name: StackEnvName): string {
  const value = readOptionalStackEnv(name);
  if (!value) throw new Error(`${NAMES[name]} is not set: run the e2e tests through test/e2e/playwright.config.ts (its global setup starts the stack).`);
  return value;
}

export function writeStackEnv(name: StackEnvName, value: string): void {
  process.env[NAMES[name]] = value;
}
