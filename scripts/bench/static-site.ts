import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import type { RuntimeConfig } from '../../shared/contract/runtime-config';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Serves the built site (web/dist) the way CloudFront does: files as they are, `/config.json` from the
 * runtime config, and the SPA fallback to index.html for every other path.
 */
export async function serveStaticSite(dist: string, config: RuntimeConfig): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    if (path === '/config.json') {
      response.writeHead(200, { 'content-type': TYPES['.json']! }).end(JSON.stringify(config));
      return;
    }
    const file = join(dist, normalize(path).replace(/^(\.\.[/\\])+/, ''));
    readFile(file)
      .then((body) => response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'public, max-age=31536000, immutable' }).end(body))
      .catch(() => readFile(join(dist, 'index.html')).then((body) => response.writeHead(200, { 'content-type': TYPES['.html']! }).end(body)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
