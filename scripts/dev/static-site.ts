import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { RuntimeConfig } from '../../shared/contract/runtime-config';
import { prerenderedFile } from '../../web/src/ssr/prerendered';
import { apiProxy } from './api-proxy';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** What CloudFront compresses (`compress: true`): text types from 1 KB, brotli when the browser accepts it, else gzip. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest']);

export interface StaticSite {
  url: string;
  close(): Promise<void>;
}

/**
 * The built web app (web/dist) as CloudFront and S3 serve it: files compressed like CloudFront, hashed assets
 * cached for good, `/config.json` from the given runtime config, a prerendered page for its extensionless path
 * (CloudFront's viewer-request function), `index.html` for every other path (the SPA fallback), and the API under
 * `/api/` (proxied to the local gateway). Used by the e2e tests and the benchmarks; `port` 0 picks a free one.
 */
export async function serveStaticSite({ dir, config, gatewayUrl, port = 0 }: { dir: string; config: RuntimeConfig; gatewayUrl: string; port?: number }): Promise<StaticSite> {
  const compressed = new Map<string, Buffer>();
  const api = apiProxy(gatewayUrl);
  const configBody = Buffer.from(JSON.stringify(config));

  const encode = (key: string, body: Buffer, ext: string, acceptEncoding: string): { body: Buffer; encoding?: string } => {
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
  };

  const server = createServer((request, response) => api(request, response, () => serveFile(request, response)));

  function serveFile(request: IncomingMessage, response: ServerResponse): void {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const acceptEncoding = String(request.headers['accept-encoding'] ?? '');
    const send = (file: string, raw: Buffer, cacheControl: string): void => {
      const ext = extname(file);
      const { body, encoding } = encode(file, raw, ext, acceptEncoding);
      response
        .writeHead(200, {
          'content-type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
          'cache-control': cacheControl,
          vary: 'accept-encoding',
          ...(encoding ? { 'content-encoding': encoding } : {}),
        })
        .end(body);
    };
    if (pathname === '/config.json') {
      send('/config.json', configBody, 'no-store');
      return;
    }
    const candidate = normalize(join(dir, extname(pathname) === '' ? prerenderedFile(pathname) : pathname));
    const index = join(dir, 'index.html');
    const file = candidate.startsWith(dir + sep) ? candidate : index;
    readFile(file)
      .then((body) => send(file, body, file.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache'))
      .catch(() => readFile(index).then((body) => send(index, body, 'no-cache')))
      .catch(() => response.writeHead(500).end());
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve());
  });
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://localhost:${boundPort}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
