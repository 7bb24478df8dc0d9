import type { ChildProcess } from 'node:child_process';

declare global {
  /** The stack process, shared by the jest global setup and teardown (they run in the same process). */
  var __LA_MEUTE_STACK__: ChildProcess | undefined;
}

export {};
