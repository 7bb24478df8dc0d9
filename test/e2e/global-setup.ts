import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { testStackEnvironment } from '../../scripts/dev/test-stack-protocol';
import { demoAccount, MEMBER_ROLES, signedInState, storageStatePath } from './support/sessions';
import { READY_PREFIX, STACK_LOG_FILE, writeStackEnv } from './support/stack-env';

const root = fileURLToPath(new URL('../../', import.meta.url));
const server = fileURLToPath(new URL('./support/serve-stack.ts', import.meta.url));
/**
 * DynamoDB Local (Java), cognito-local, the gateway, the web build and the demo seed (a year of history since issue
 * 23), on two shared cores: about 45 s on a quiet machine, several minutes when other work shares the cores.
 */
const START_TIMEOUT_MS = 300_000;

/**
 * Starts the whole stack and the built web app once for the run (support/serve-stack.ts) in a child process
 * of its own, and passes their URLs to the workers through the environment.
 */
export default async function globalSetup(): Promise<void> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', server], {
    cwd: root,
    // Its own process group, so the teardown can end it with everything it spawned.
    detached: true,
    stdio: ['pipe', 'pipe', 'inherit'],
    // Warnings and errors only from the functions (a sign-up's 'Confirmation du compte', every webhook… would bury the
    // report), a JVM tuned for a short run (scripts/dev/test-stack-protocol.ts).
    env: testStackEnvironment(),
  });
  if (child.pid === undefined) throw new Error('Impossible de lancer la stack locale');
  writeStackEnv('stackPid', String(child.pid));

  const info = await new Promise<{ webUrl: string; apiUrl: string; awsUrl: string }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`La stack locale n’a pas démarré en ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS);
    child.once('exit', (code) => reject(new Error(`La stack locale s’est arrêtée pendant son démarrage (code ${code})`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (!line.startsWith(READY_PREFIX)) {
        console.log(line);
        return;
      }
      clearTimeout(timer);
      resolve(JSON.parse(line.slice(READY_PREFIX.length)));
    });
  }).catch((error: unknown) => {
    // What it spawned goes with it; a stack that already exited has nothing left to end (ESRCH), and its own error is the one to report.
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
    throw error;
  });
  writeStackEnv('webUrl', info.webUrl);
  writeStackEnv('apiUrl', info.apiUrl);
  writeStackEnv('awsUrl', info.awsUrl);
  writeStackEnv('stateDir', mkdtempSync(join(tmpdir(), 'la-meute-e2e-')));
  // The demo accounts' sessions, signed in through cognito-local once for the run (`test.use({ as })` opens pages with them).
  await Promise.all(
    MEMBER_ROLES.map(async (role) => {
      const { email, password } = demoAccount(role);
      writeFileSync(storageStatePath(role), JSON.stringify(await signedInState(email, password)));
    }),
  );
  console.log(`Stack locale prête en ${((performance.now() - started) / 1000).toFixed(1)} s : ${info.webUrl} (son journal : ${STACK_LOG_FILE})`);
}
