import { Console } from 'node:console';
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { dirname } from 'node:path';
import { logger } from '../../functions/lib/logger';

/** The dev stack's console: one voice for every module, silent (errors aside) when tests run it. */
export interface Log {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/**
 * Where a stack's log lines go. Without a file: its own messages on the console (only errors when `quiet`), the
 * functions' JSON logs on stdout as a Lambda writes them. With a file: every line there and none on the console —
 * the stack's own messages, the functions' and consumers' JSON logs (Powertools), the output of DynamoDB Local and
 * cognito-local (`output`) — so that a bench or a test run prints its own results only.
 */
export interface StackLog extends Log {
  /** A line an emulator printed (DynamoDB Local, cognito-local): kept in the log file, dropped without one. */
  output(source: string, line: string): void;
  /** Flushes and closes the file (nothing without one). */
  close(): Promise<void>;
}

export function createLog({ quiet, file }: { quiet: boolean; file?: string }): StackLog {
  if (!file) {
    return {
      info: (message) => {
        if (!quiet) console.log(message);
      },
      warn: (message) => {
        if (!quiet) console.warn(message);
      },
      error: (message) => console.error(message),
      output: () => {},
      close: async () => {},
    };
  }
  mkdirSync(dirname(file), { recursive: true });
  const stream = createWriteStream(file, { flags: 'a' });
  const line = (level: string, message: string) => stream.write(`${new Date().toISOString()} ${level} ${message}\n`);
  const restoreFunctionLogs = sendFunctionLogsTo(stream);
  return {
    info: (message) => line('INFO', message),
    warn: (message) => line('WARN', message),
    error: (message) => line('ERROR', message),
    output: (source, message) => line('OUTPUT', `${source} : ${message}`),
    close: () => {
      restoreFunctionLogs();
      return new Promise((resolve) => stream.end(resolve));
    },
  };
}

/**
 * The functions' logger (functions/lib/logger.ts: Powertools, one instance for every handler of the process) writes
 * through a console of its own made at its construction on process.stdout/stderr, as Lambda's runtime collects them;
 * the local runtime gives it one on the file instead (Powertools has no option for it: its `console` field is set
 * here). Returns what puts the previous console back.
 */
function sendFunctionLogsTo(stream: WriteStream): () => void {
  const target = logger as unknown as { console: Console };
  const previous = target.console;
  const fileConsole = new Console({ stdout: stream, stderr: stream });
  // As Powertools does for its own console: trace is a log line, not a stack trace.
  fileConsole.trace = (...args: unknown[]) => fileConsole.log(...args);
  target.console = fileConsole;
  return () => {
    if (target.console === fileConsole) target.console = previous;
  };
}
