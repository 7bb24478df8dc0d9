import { fileURLToPath } from 'node:url';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import type { RuntimeConfig } from '../../shared/contract/runtime-config';

const webConfigFile = fileURLToPath(new URL('../../web/vite.config.ts', import.meta.url));

/** Serves `/config.json` (what CDK writes next to the site in AWS) from the running stack's values. */
function runtimeConfigPlugin(config: RuntimeConfig): Plugin {
  const body = JSON.stringify(config);
  return {
    name: 'la-meute-runtime-config',
    configureServer(server) {
      server.middlewares.use('/config.json', (_request, response) => {
        response.setHeader('content-type', 'application/json');
        response.setHeader('cache-control', 'no-store');
        response.end(body);
      });
    },
  };
}

/** The web app through Vite's dev server (CloudFront + S3 locally), on a fixed port. */
export async function startWeb({ port, config, quiet }: { port: number; config: RuntimeConfig; quiet: boolean }): Promise<ViteDevServer> {
  const server = await createServer({
    configFile: webConfigFile,
    logLevel: quiet ? 'error' : 'warn',
    clearScreen: false,
    server: { port, strictPort: true },
    plugins: [runtimeConfigPlugin(config)],
  });
  await server.listen();
  return server;
}
