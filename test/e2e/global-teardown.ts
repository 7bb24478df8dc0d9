import { rmSync } from 'node:fs';
import { readOptionalStackEnv } from './support/stack-env';

const STOP_TIMEOUT_MS = 20_000;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops the stack of the global setup (gracefully, then its whole process group) and removes the saved sessions. */
export default async function globalTeardown(): Promise<void> {
  const stateDir = readOptionalStackEnv('stateDir');
  if (stateDir) rmSync(stateDir, { recursive: true, force: true });
  const pid = Number(readOptionalStackEnv('stackPid'));
  if (!pid || !isRunning(pid)) return;
  process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (isRunning(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  // Whatever is left of the group (a child the stack could not stop) goes too.
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // The group is already gone.
  }
}
