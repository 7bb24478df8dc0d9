/** Stops the stack started by global-setup.ts, then makes sure nothing of its process group is left. */
export default async function globalTeardown(): Promise<void> {
  const child = globalThis.__LA_MEUTE_STACK__;
  if (!child?.pid) return;
  const group = child.pid;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const timer = setTimeout(() => killGroup(group), 10_000);
    child.kill('SIGTERM');
    await exited;
    clearTimeout(timer);
  }
  killGroup(group);
}

/** SIGKILL to what is left of the group (DynamoDB Local, cognito-local); nothing left is fine. */
function killGroup(group: number): void {
  try {
    process.kill(-group, 'SIGKILL');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}
