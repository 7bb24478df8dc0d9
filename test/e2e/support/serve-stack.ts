import { StackError } from '../../../scripts/dev/errors';
import { startStack, type Stack } from '../../../scripts/dev/stack';
import { READY_PREFIX } from './stack-env';

/**
 * The whole product for the browser tests, as `npm start` runs it but on free ports, with in-memory data,
 * the demo accounts seeded and a quiet console. Prints one line `E2E_STACK_READY <json of StackInfo>` for the
 * Playwright global setup, then runs until SIGTERM, SIGINT or its stdin closes (the test runner went away).
 */

const ports = { web: 0, api: 0, cognito: 0, dynamodb: 0, aws: 0 };
let stack: Stack | undefined;
let stopping = false;

async function shutdown(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  await stack?.stop();
  process.exit(code);
}

process.on('SIGTERM', () => void shutdown(0));
process.on('SIGINT', () => void shutdown(0));
process.stdin.on('end', () => void shutdown(0)).resume();

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

try {
  stack = await startStack({ ports, dataDir: null, web: true, seed: true, quiet: true });
  console.log(`${READY_PREFIX}${JSON.stringify(stack)}`); // stop() is a function: JSON leaves it out
} catch (error) {
  console.error(error instanceof StackError ? error.message : error);
  await shutdown(1);
}
