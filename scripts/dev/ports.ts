import { createServer } from 'node:net';
import { StackError } from './errors';

/** A port nothing listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Throws a readable StackError when `port` is already taken. */
export function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new StackError(`Le port ${port} est déjà utilisé : arrête l’autre processus (lsof -i :${port}) puis relance.`)
          : error,
      ),
    );
    server.listen(port, () => server.close(() => resolve()));
  });
}

/** `port` itself, or a free one when 0 was asked for; a fixed port must be free. */
export async function resolvePort(port: number): Promise<number> {
  if (port === 0) return freePort();
  await assertPortFree(port);
  return port;
}
