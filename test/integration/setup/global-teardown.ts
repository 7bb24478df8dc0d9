/** Stops the stack started by global-setup.ts; its whole process group is killed if it lingers. */
export default async function globalTeardown(): Promise<void> {
  const child = globalThis.__LA_MEUTE_STACK__;
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const group = child.pid;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const timer = setTimeout(() => process.kill(-group, 'SIGKILL'), 10_000);
  child.kill('SIGTERM');
  await exited;
  clearTimeout(timer);
}
