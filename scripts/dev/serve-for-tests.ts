import { StackError } from './errors';
import { startStack } from './stack';
import { READY_PREFIX } from './test-stack-protocol';

/**
 * The stack for the integration tests: free ports, in-memory data, no Vite, no demo accounts, quiet.
 * Prints one line `STACK_READY <json of StackInfo>` (test-stack-protocol.ts) for the jest global setup,
 * then runs until SIGTERM, SIGINT or its stdin closes (the test runner went away).
 */

// The SDK's notice that its 2027 releases need Node 22 would repeat in every run; package.json says Node 20+.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const starting = startStack({ ports: { web: 0, api: 0, cognito: 0, dynamodb: 0, aws: 0, realtime: 0, stripe: 0 }, dataDir: null, quiet: true });

async function shutdown(code: number): Promise<never> {
  const stack = await starting.catch(() => undefined); // a failed start has already cleaned up
  await stack?.stop();
  process.exit(code);
}
process.on('SIGTERM', () => void shutdown(0));
process.on('SIGINT', () => void shutdown(0));
process.stdin.on('end', () => void shutdown(0)).resume();

try {
  console.log(`${READY_PREFIX}${JSON.stringify(await starting)}`); // stop() is a function: JSON leaves it out
} catch (error) {
  console.error(error instanceof StackError ? error.message : error);
  process.exit(1);
}
