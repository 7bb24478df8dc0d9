import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, resolve as resolvePath, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { behaviourFor, SITE_EDGE } from '../../infra/site/edge';
import type { RuntimeConfig } from '../../shared/contract/runtime-config';
import { apiProxy } from './api-proxy';
import { viewerRequestFunction, type ViewerRequestResult } from './cloudfront-function';
import { localEdgeHeaders } from './runtime-config';
import { listen } from './http-server';

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

/** S3's answer to a key it does not hold, when the reader may list the bucket (CloudFront's origin access may). */
const NO_SUCH_KEY = (key: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>${key}</Key></Error>`;

/**
 * The built web app (web/dist) behind the local edge: what CloudFront and S3 serve in AWS, derived from the same
 * description (infra/site/edge.ts). Each request takes the behaviour of its path: the API's goes to the local gateway
 * and the videos' to the emulator's signed-URL check (scripts/dev/api-proxy.ts); the default one runs the very viewer-request function CloudFront runs, then reads the
 * bucket: the file of the rewritten uri, `/config.json` from the given runtime config, S3's 404 for a missing key.
 * Custom error responses, if the description had any, replace an origin's answer of their status; every answer
 * carries the security headers. Files are compressed like CloudFront's; hashed assets cached for good. Used by the
 * e2e tests, the edge integration test and the benchmarks; `port` 0 picks a free one.
 */
export async function serveStaticSite({
  dir,
  config,
  gatewayUrl,
  awsUrl,
  port = 0,
}: {
  dir: string;
  config: RuntimeConfig;
  gatewayUrl: string;
  /** The stack's AWS emulator: the videos' playback check and S3 (scripts/dev/api-proxy.ts). */
  awsUrl: string;
  port?: number;
}): Promise<StaticSite> {
  const compressed = new Map<string, Buffer>();
  const configBody = Buffer.from(JSON.stringify(config));
  const headers = localEdgeHeaders(config, awsUrl);
  const viewerRequest = viewerRequestFunction(SITE_EDGE.defaultBehaviour.viewerRequest);
  const root = resolvePath(dir);

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

  /** The bucket's object for a key, or undefined: `config.json` is the runtime config (CDK uploads it beside the build). */
  async function readObject(key: string): Promise<Buffer | undefined> {
    if (key === 'config.json') return configBody;
    const file = resolvePath(root, key);
    if (!file.startsWith(root + sep)) return undefined;
    return readFile(file).catch(() => undefined);
  }

  /** A custom error response of `status`, answered from the bucket in the origin's place. */
  function errorResponse(status: number, response: ServerResponse): boolean {
    const replacement = SITE_EDGE.errorResponses.find(({ httpStatus }) => httpStatus === status);
    if (!replacement) return false;
    void readObject(replacement.responsePagePath.slice(1)).then((body) =>
      body ? send(response, replacement.responseHttpStatus, replacement.responsePagePath, body) : response.writeHead(status, headers).end(),
    );
    return true;
  }

  /** `cacheControl`: the behaviour's own (infra/site/edge.ts), which CloudFront's response headers policy sets. */
  function send(response: ServerResponse, status: number, key: string, raw: Buffer, cacheControl?: string): void {
    const ext = extname(key);
    const { body, encoding } = encode(key, raw, ext, String(response.req.headers['accept-encoding'] ?? ''));
    response
      .writeHead(status, {
        'content-type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
        'cache-control': cacheControl ?? (key === '/config.json' ? 'no-store' : key.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'),
        vary: 'accept-encoding',
        ...(encoding ? { 'content-encoding': encoding } : {}),
        ...headers,
      })
      .end(body);
  }

  const api = apiProxy({ gatewayUrl, awsUrl }, { headers, replace: errorResponse });

  async function serveSite(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const method = request.method ?? 'GET';
    // The API's and the videos' behaviours have been served by the proxy: this is one of the site's, whose methods are all `read`.
    const behaviour = behaviourFor(url.pathname);
    if (behaviour.methods === 'read' && method !== 'GET' && method !== 'HEAD') {
      response.writeHead(403, { 'content-type': 'text/plain', ...headers }).end('This distribution is not configured to allow the HTTP request method that was used for this request.');
      return;
    }
    const verdict: ViewerRequestResult = behaviour.viewerRequest ? await viewerRequest({ method, uri: url.pathname, query: url.searchParams, headers: request.headers }) : { uri: url.pathname };
    if (verdict.response) {
      response.writeHead(verdict.response.statusCode, { ...verdict.response.headers, ...headers }).end(verdict.response.body);
      return;
    }
    const uri = verdict.uri === '/' ? `/${SITE_EDGE.defaultRootObject}` : verdict.uri;
    const key = decodedKey(uri);
    if (key === undefined) {
      response.writeHead(400, { 'content-type': 'text/plain', ...headers }).end('Bad request.');
      return;
    }
    const body = await readObject(key);
    if (body) send(response, 200, `/${key}`, body, behaviour.cacheControl);
    else if (!errorResponse(404, response)) {
      response.writeHead(404, { 'content-type': 'application/xml', ...headers }).end(NO_SUCH_KEY(key));
    }
  }

  const server = createServer((request, response) =>
    api(request, response, () =>
      serveSite(request, response).catch(() => {
        if (!response.headersSent) response.writeHead(500);
        response.end();
      }),
    ),
  );

  const boundPort = await listen(server, port);
  return {
    url: `http://localhost:${boundPort}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The bucket key of a uri: S3 decodes its percent-escapes (undefined for a malformed one, which CloudFront refuses). */
function decodedKey(uri: string): string | undefined {
  try {
    return decodeURIComponent(uri).slice(1);
  } catch {
    return undefined;
  }
}
