/** The dev stack's console: one voice for every module, silent (errors aside) when tests run it. */
export interface Log {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export function createLog({ quiet }: { quiet: boolean }): Log {
  return {
    info: (message) => {
      if (!quiet) console.log(message);
    },
    warn: (message) => {
      if (!quiet) console.warn(message);
    },
    error: (message) => console.error(message),
  };
}
