import { mkdir, rm, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type ResolvedConfig } from 'vite';
import { PRERENDERED_PATHS, prerenderedFile } from './src/app/prerendered';
import type { PrerenderedPage } from './src/entry-server';

const root = fileURLToPath(new URL('.', import.meta.url));
const SHELL_ROOT = '<div id="root"></div>';

/**
 * After the client build, prerenders the public pages (web/src/app/prerendered.ts) to static HTML: a server build
 * of web/src/entry-server.tsx renders each page as a visitor first sees it into a copy of the built index.html,
 * which stays the empty shell of every other path. The browser hydrates that markup (web/src/main.tsx).
 */
function prerenderPublicPages(): Plugin {
  let resolved: ResolvedConfig;
  return {
    name: 'lameute:prerender-public-pages',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      resolved = config;
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const outDir = resolve(resolved.root, resolved.build.outDir);
        // Inside node_modules so the server build's bare imports (react, @chakra-ui/react…) resolve from it.
        const serverDir = join(root, '..', 'node_modules', '.cache', 'lameute-prerender', String(process.pid));
        try {
          await build({
            configFile: resolved.configFile,
            mode: resolved.mode,
            logLevel: 'error',
            build: { ssr: 'src/entry-server.tsx', outDir: serverDir, emptyOutDir: true, sourcemap: false, minify: false, reportCompressedSize: false },
          });
          const { render } = (await import(pathToFileURL(join(serverDir, 'entry-server.js')).href)) as { render: (path: string) => Promise<PrerenderedPage> };
          const shell = await readFile(join(outDir, 'index.html'), 'utf8');
          if (!shell.includes(SHELL_ROOT)) throw new Error(`index.html has no ${SHELL_ROOT}`);
          const page = await contentFirst(shell, outDir);
          for (const path of PRERENDERED_PATHS) {
            const file = join(outDir, prerenderedFile(path));
            await mkdir(dirname(file), { recursive: true });
            const { styles, markup } = await render(path);
            await writeFile(file, page.replace('</head>', `${styles}</head>`).replace(SHELL_ROOT, `<div id="root">${markup}</div>`));
          }
        } finally {
          await rm(serverDir, { recursive: true, force: true });
        }
      },
    },
  };
}

const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g;
const ENTRY_SCRIPT = '<script type="module" crossorigin src=';

/**
 * A prerendered page paints from its HTML alone: its stylesheets (the @font-face rules, under 2 KB) are inlined so
 * that nothing but the document blocks the first paint, and the app's script, which only hydrates the markup, is
 * fetched at low priority so that it does not compete with the document and the fonts.
 */
async function contentFirst(shell: string, outDir: string): Promise<string> {
  let page = shell;
  for (const [tag, href] of shell.matchAll(STYLESHEET)) page = page.replace(tag, `<style>${await readFile(join(outDir, href!), 'utf8')}</style>`);
  if (!page.includes(ENTRY_SCRIPT)) throw new Error('index.html has no module entry script');
  return page.replace(ENTRY_SCRIPT, `<script type="module" crossorigin fetchpriority="low" src=`);
}

/** The web app: root web/, output web/dist. `/config.json` comes from the dev stack locally and from CDK in AWS. */
export default defineConfig({
  root,
  publicDir: 'public',
  plugins: [react(), prerenderPublicPages()],
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the entry imports statically is loaded on every page anyway: one file rather than dozens of
            // small shared chunks (each costs its own request and compresses worse).
            { name: 'shell', tags: ['$initial'] },
            // zod loads on demand (first API call, first form validation, first Amplify use): in one chunk.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
});
