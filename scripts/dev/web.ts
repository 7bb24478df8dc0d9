import { createServer as createHttpServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createServer, type Plugin } from 'vite';
import type { RuntimeConfig } from '../../shared/contract/runtime-config';
import { apiProxy, type LocalOrigins } from './api-proxy';
import { closeServer, listen } from './http-server';
import { localEdgeHeaders } from './runtime-config';

const webConfigFile = fileURLToPath(new URL('../../web/vite.config.ts', import.meta.url));

/**
 * What CloudFront adds to the site in AWS: `/config.json` (written by CDK) from the running stack's values, the
 * API under `/api/` (proxied to the local gateway, its answers with the edge's headers) and the videos under `/videos/`
 * (to the emulator's signed-URL check). Vite serves the pages itself
 * (modules, hot reload, `index.html` for every page): it has no prerendered pages to rewrite to, and its inline
 * hot-reload preamble would not pass the CSP, so the viewer-request function and the pages' headers are the built
 * site's only (scripts/dev/static-site.ts).
 */
function localEdgePlugin(config: RuntimeConfig, origins: LocalOrigins): Plugin {
  const body = JSON.stringify(config);
  return {
    name: 'la-meute-local-edge',
    configureServer(server) {
      server.middlewares.use(apiProxy(origins, { headers: localEdgeHeaders(config, origins.awsUrl) }));
      server.middlewares.use('/config.json', (_request, response) => {
        response.setHeader('content-type', 'application/json');
        response.setHeader('cache-control', 'no-store');
        response.end(body);
      });
    },
  };
}

/**
 * The web app through Vite's dev server (CloudFront + S3 locally, with the API under `/api/`), on a fixed port. Vite runs in middleware mode
 * behind our own HTTP server: standalone, it ends the whole process on SIGTERM or when stdin closes, before the stack
 * has stopped DynamoDB Local and cognito-local.
 */
export async function startWeb({ port, config, origins, quiet }: { port: number; config: RuntimeConfig; origins: LocalOrigins; quiet: boolean }): Promise<{ close(): Promise<void> }> {
  const httpServer = createHttpServer();
  const vite = await createServer({
    configFile: webConfigFile,
    logLevel: quiet ? 'error' : 'warn',
    clearScreen: false,
    appType: 'spa',
    server: { middlewareMode: true, ws: { server: httpServer } },
    plugins: [localEdgePlugin(config, origins)],
  });
  httpServer.on('request', vite.middlewares);
  await listen(httpServer, port);
  return {
    async close() {
      await vite.close();
      await closeServer(httpServer);
    },
  };
}
