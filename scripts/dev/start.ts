import { fileURLToPath } from 'node:url';
import { BRAND } from '../../shared/brand';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { StackError } from './errors';
import { startStack } from './stack';

/** `npm start` (`-- --reset` starts from empty data): the product on http://localhost:5173. */
const dataDir = fileURLToPath(new URL('../../.local/', import.meta.url));
const reset = process.argv.includes('--reset');
const started = performance.now();

// The SDK's notice that its 2027 releases need Node 22 would bury the dev console; package.json says Node 20+.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const starting = startStack({ dataDir, reset, web: true, seed: true });

/** Ctrl-C or SIGTERM, even mid-start: the stack stops every child process, then we leave. */
async function shutdown(code: number): Promise<never> {
  const stack = await starting.catch(() => undefined); // a failed start has already cleaned up
  await stack?.stop();
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  const stack = await starting;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const accounts = DEMO_ACCOUNTS.map((account) => account.email).join(', ');
  console.log(
    `${BRAND.name} est prête sur ${stack.urls.web} (${seconds} s) — comptes de démo (mot de passe ${DEMO_PASSWORD}) : ${accounts}`,
  );
} catch (error) {
  console.error(error instanceof StackError ? error.message : error);
  process.exit(1);
}
