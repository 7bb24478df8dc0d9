import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { StackError } from '../../../scripts/dev/errors';
import { freePort } from '../../../scripts/dev/ports';
import { startStack, type Stack } from '../../../scripts/dev/stack';
import { READY_PREFIX, STACK_LOG_FILE } from './stack-env';
import { localRuntimeConfig } from '../../../scripts/dev/runtime-config';
import { serveStaticSite } from '../../../scripts/dev/static-site';

/**
 * The whole product for the browser tests: the stack of `npm start` (DynamoDB Local, cognito-local with the
 * triggers, the gateway over the real handlers, the bus, demo accounts seeded) on free ports with in-memory
 * data, and the web app built once and served as CloudFront serves it. A production build loads in one
 * request per chunk where the Vite dev server sends hundreds of modules to every new page, which would
 * dominate the run on two cores.
 *
 * Prints one line `E2E_STACK_READY {"webUrl","apiUrl","awsUrl"}` for the Playwright global setup, then runs until
 * SIGTERM, SIGINT or its stdin closes (the test runner went away).
 */
const webConfigFile = fileURLToPath(new URL('../../../web/vite.config.ts', import.meta.url));
const distDir = mkdtempSync(join(tmpdir(), 'la-meute-e2e-web-'));

let stack: Stack | undefined;
let stopping = false;
const closers: Array<() => Promise<void> | void> = [() => rmSync(distDir, { recursive: true, force: true })];

async function shutdown(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  for (const close of closers.reverse()) await close();
  await stack?.stop();
  process.exit(code);
}

process.on('SIGTERM', () => void shutdown(0));
process.on('SIGINT', () => void shutdown(0));
process.stdin.on('end', () => void shutdown(0)).resume();

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

// This run's lines only (the stack appends to its log file).
rmSync(STACK_LOG_FILE, { force: true });

try {
  // The built site is served on this port once built, with the API under its /api/.
  const webPort = await freePort();
  const [started] = await Promise.all([
    startStack({ ports: { web: webPort, api: 0, cognito: 0, dynamodb: 0, aws: 0, realtime: 0, stripe: 0 }, dataDir: null, web: false, seed: true, quiet: true, logFile: STACK_LOG_FILE }),
    build({
      configFile: webConfigFile,
      logLevel: 'error',
      build: { outDir: distDir, emptyOutDir: true, sourcemap: false, reportCompressedSize: false },
    }),
  ]);
  stack = started;
  const webUrl = `http://localhost:${webPort}`;
  const site = await serveStaticSite({ dir: distDir, port: webPort, gatewayUrl: stack.urls.api, awsUrl: stack.urls.aws, config: localRuntimeConfig(stack, webUrl) });
  closers.push(() => site.close());
  console.log(`${READY_PREFIX}${JSON.stringify({ webUrl, apiUrl: stack.urls.api, awsUrl: stack.urls.aws })}`);
} catch (error) {
  console.error(error instanceof StackError ? error.message : error);
  await shutdown(1);
}
