import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { PRERENDERED_PATHS, prerenderedFile } from '../src/ssr/prerendered.ts';
import { withGlobalStyles } from './global-styles.ts';
import { SERVER_ENTRY, type ServerEntry } from './server-entry.ts';

const SHELL_ROOT = '<div id="root"></div>';
const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g;
const ENTRY_SCRIPT = '<script type="module" crossorigin src=';
/**
 * A prerendered page's first paint waits until all its markup is parsed (`rel=expect`, Chrome 124+), up to a mark
 * written after it (Chrome unblocks at the mark's start tag). A paint of the part parsed so far, which a busy phone
 * makes, would move what the rest of the markup widens or pushes: the header's links, the plans page's centred switch.
 */
const RENDER_WHEN_PARSED = '<link rel="expect" href="#page-parsed" blocking="render">';
const PARSED_MARK = '<template id="page-parsed"></template>';

/**
 * After the client build, prerenders the public pages (web/src/ssr/prerendered.ts) to static HTML: a server build
 * of web/src/ssr/entry-server.tsx renders each page as a visitor first sees it into a copy of the built index.html,
 * which stays the empty shell of every other path. The browser hydrates that markup (web/src/main.tsx). Every page,
 * shell included, also gets Chakra's global styles as a static stylesheet (web/vite/global-styles.ts).
 * `cacheDir` must sit inside node_modules so that the server build's bare imports (react, @chakra-ui/react…) resolve.
 */
export function prerenderPublicPages({ cacheDir }: { cacheDir: string }): Plugin {
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
        const serverDir = join(cacheDir, String(process.pid));
        try {
          await build({
            configFile: resolved.configFile,
            mode: resolved.mode,
            logLevel: 'error',
            build: { ssr: SERVER_ENTRY, outDir: serverDir, emptyOutDir: true, sourcemap: false, minify: false, reportCompressedSize: false },
          });
          const { render, globalCss } = (await import(pathToFileURL(join(serverDir, 'entry-server.js')).href)) as ServerEntry;
          // The shell of every other path gets the global stylesheet too.
          const indexFile = join(outDir, 'index.html');
          const index = withGlobalStyles(await readFile(indexFile, 'utf8'), globalCss());
          await writeFile(indexFile, index);
          const shell = await contentFirst(index, outDir);
          for (const path of PRERENDERED_PATHS) {
            const file = join(outDir, prerenderedFile(path));
            const { styles, markup } = await render(path);
            await mkdir(dirname(file), { recursive: true });
            const html = shell
              .replace('</head>', `${RENDER_WHEN_PARSED}${styles}</head>`)
              .replace(SHELL_ROOT, `<div id="root">${markup}</div>${PARSED_MARK}`);
            await writeFile(file, html);
          }
        } finally {
          await rm(serverDir, { recursive: true, force: true });
        }
      },
    },
  };
}

/**
 * A prerendered page paints from its HTML alone: its stylesheets (the @font-face rules, under 2 KB) are inlined so
 * that nothing but the document blocks the first paint, and the app's script, which only hydrates the markup, is
 * fetched at low priority so that it does not compete with the document.
 */
async function contentFirst(shell: string, outDir: string): Promise<string> {
  if (!shell.includes(SHELL_ROOT)) throw new Error(`index.html has no ${SHELL_ROOT}`);
  if (!shell.includes(ENTRY_SCRIPT)) throw new Error('index.html has no module entry script');
  let page = shell.replace(ENTRY_SCRIPT, '<script type="module" crossorigin fetchpriority="low" src=');
  for (const [tag, href] of shell.matchAll(STYLESHEET)) page = page.replace(tag, `<style>${await readFile(join(outDir, href!), 'utf8')}</style>`);
  return page;
}
