import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** Small helpers shared by the local gateway and the AWS emulator (plain node:http servers). */

/** Reads a request body; resolves to null (still draining the stream) once it grows past `limit` bytes. */
export function readBody(request: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > limit ? null : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/**
 * Listens on `port` (0: any free port) on every interface and resolves to the port.
 *
 * Idle keep-alive connections are left for the client to close (keepAliveTimeout 0, so no 'Keep-Alive: timeout' hint
 * either): with Node's default of 5 s, fetch (undici) reuses an idle socket for up to 3 s, and a test process whose
 * event loop lags two seconds on a loaded machine sent its next request on a socket the server was closing — 'other
 * side closed' on a sign-up, in CI. The client closing first has no such race.
 */
export function listen(server: Server, port: number): Promise<number> {
  server.keepAliveTimeout = 0;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      const address = server.address();
      if (!address || typeof address === 'string') reject(new Error('server is not listening on a port'));
      else resolve(address.port);
    });
  });
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** Text put into the local service pages' HTML (mailbox, Stripe sandbox). */
export const escapeHtml = (value: string): string => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
