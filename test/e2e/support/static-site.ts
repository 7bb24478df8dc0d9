import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import type { RuntimeConfig } from '../../../shared/contract/runtime-config';
import { prerenderedFile } from '../../../web/src/app/prerendered';

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
};

async function isFile(path: string): Promise<boolean> {
  return stat(path).then((stats) => stats.isFile(), () => false);
}

/**
 * The built web app as CloudFront and S3 serve it: hashed assets cached for good, `/config.json` with the
 * running stack's values, a prerendered page for its extensionless path (CloudFront's viewer-request function) and
 * `index.html` for every other path (the SPA fallback).
 */
export function serveStaticSite({ dir, port, config }: { dir: string; port: number; config: RuntimeConfig }): Promise<Server> {
  const configBody = JSON.stringify(config);
  const server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (pathname === '/config.json') {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(configBody);
      return;
    }
    const candidate = normalize(join(dir, extname(pathname) === '' ? prerenderedFile(pathname) : pathname));
    const file = candidate.startsWith(dir + sep) && (await isFile(candidate)) ? candidate : join(dir, 'index.html');
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': file.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
