import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { RuntimeConfig } from '../../shared/contract/runtime-config';
import { prerenderedFile } from '../../web/src/app/prerendered';

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

/** What CloudFront compresses (`compress: true`): text types from 1 KB, brotli when the browser accepts it, else gzip. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.webmanifest']);

/** The body as sent, compressed once per file and encoding (CloudFront caches its compressed copy too). */
function encode(compressed: Map<string, Buffer>, key: string, body: Buffer, ext: string, acceptEncoding: string): { body: Buffer; encoding?: string } {
  if (!COMPRESSIBLE.has(ext) || body.length < 1024) return { body };
  const encoding = /\bbr\b/.test(acceptEncoding) ? 'br' : /\bgzip\b/.test(acceptEncoding) ? 'gzip' : undefined;
  if (!encoding) return { body };
  const cacheKey = `${encoding}:${key}`;
  let encoded = compressed.get(cacheKey);
  if (!encoded) {
    encoded = encoding === 'br' ? brotliCompressSync(body) : gzipSync(body);
    compressed.set(cacheKey, encoded);
  }
  return { body: encoded, encoding };
}

/**
 * Serves the built site (web/dist) the way CloudFront does: files as they are (compressed like CloudFront),
 * `/config.json` from the runtime config, a prerendered page for its extensionless path (CloudFront's viewer-request
 * function), and the SPA fallback to index.html for every other path.
 */
export async function serveStaticSite(dist: string, config: RuntimeConfig): Promise<{ url: string; close: () => Promise<void> }> {
  const compressed = new Map<string, Buffer>();
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const acceptEncoding = String(request.headers['accept-encoding'] ?? '');
    const send = (key: string, raw: Buffer, ext: string, headers: Record<string, string>): void => {
      const { body, encoding } = encode(compressed, key, raw, ext, acceptEncoding);
      response.writeHead(200, { 'content-type': TYPES[ext] ?? 'application/octet-stream', vary: 'accept-encoding', ...headers, ...(encoding ? { 'content-encoding': encoding } : {}) }).end(body);
    };
    if (path === '/config.json') {
      send('/config.json', Buffer.from(JSON.stringify(config)), '.json', {});
      return;
    }
    const wanted = extname(path) === '' ? prerenderedFile(path) : path;
    const file = join(dist, normalize(wanted).replace(/^(\.\.[/\\])+/, ''));
    readFile(file)
      .then((body) => send(file, body, extname(file), { 'cache-control': 'public, max-age=31536000, immutable' }))
      .catch(() => readFile(join(dist, 'index.html')).then((body) => send('/index.html', body, '.html', {})));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
