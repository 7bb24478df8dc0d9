import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { READY_PREFIX, testStackEnvironment } from '../../../scripts/dev/test-stack-protocol';
import { STACK_ENV } from '../support/stack';

const root = resolve(__dirname, '../../..');

/**
 * Starts the local stack for the integration tests in a child process (DynamoDB Local in memory,
 * cognito-local in a temporary directory, free ports), running the handlers as ESM under tsx exactly as
 * `npm start` does, and hands its urls and ids to the test files through an environment variable.
 */
export default async function globalSetup(): Promise<void> {
  // The SDK's notice that its 2027 releases need Node 22 (package.json says Node 20+) would repeat in every run.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev/serve-for-tests.ts'], {
    cwd: root,
    // stdin stays open: when the test run goes away, the stack sees it close and stops.
    stdio: ['pipe', 'pipe', 'inherit'],
    detached: true,
    // Warnings and errors only from the functions, a JVM tuned for a short run (test-stack-protocol.ts).
    env: testStackEnvironment(),
  });
  globalThis.__LA_MEUTE_STACK__ = child;

  const info = await new Promise<string>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error('La pile locale de test ne démarre pas en 120 s')), 120_000);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith(READY_PREFIX)) {
        clearTimeout(timer);
        ready(line.slice(READY_PREFIX.length));
      } else {
        console.log(line);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`La pile locale de test s’est arrêtée au démarrage (code ${code})`));
    });
  });
  process.env[STACK_ENV] = info;
}
