import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { PRERENDERED_PATHS, prerenderedFile } from '../src/ssr/prerendered.ts';
import { apiEndpoints } from './api-endpoints.ts';
import { withGlobalStyles } from './global-styles.ts';
import { SERVER_ENTRY, type ServerEntry } from './server-entry.ts';
import { withoutUnusedCss } from './unused-css.ts';

const SHELL_ROOT = '<div id="root"></div>';
const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g;
/** The app's entry script and the chunks it preloads: a public page loads none of them. */
const APP_SCRIPTS = /<script type="module" crossorigin src="[^"]+"><\/script>|<link rel="modulepreload" crossorigin href="[^"]+">/g;
/** The public pages' only script (web/src/islands/main.ts), relative to the Vite root. */
const ISLANDS_ENTRY = 'src/islands/main.ts';
/**
 * A prerendered page's first paint waits until all its markup is parsed (`rel=expect`, Chrome 124+), up to a mark
 * written after it (Chrome unblocks at the mark's start tag). A paint of the part parsed so far, which a busy phone
 * makes, would move what the rest of the markup widens or pushes: the header's links, the plans page's centred switch.
 */
const RENDER_WHEN_PARSED = '<link rel="expect" href="#page-parsed" blocking="render">';
const PARSED_MARK = '<template id="page-parsed"></template>';

/**
 * After the client build, prerenders the public pages (web/src/ssr/prerendered.ts) to static HTML with no React in the
 * browser (issue 24): a server build of web/src/ssr/entry-server.tsx renders each page as a visitor first sees it, in
 * static mode (web/src/ssr/static-page.ts), into a copy of the built index.html without the app's scripts; the page's
 * only script is the islands' bundle (web/src/islands/main.ts, built here on its own, so that it shares no chunk with
 * the app), loaded after the content. The shell index.html of every other path gets the header's frame (the app
 * replaces it when it renders): a public page's link into the app does not flash a blank page. Every page, shell
 * included, also gets Chakra's global styles as a static stylesheet (web/vite/global-styles.ts).
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
          const { render, renderShell, globalCss } = (await import(pathToFileURL(join(serverDir, 'entry-server.js')).href)) as ServerEntry;
          const islands = await buildIslands(resolved, outDir);
          // The shell of every other path gets the global stylesheet too, and the header's frame.
          const indexFile = join(outDir, 'index.html');
          const index = withGlobalStyles(await readFile(indexFile, 'utf8'), globalCss());
          if (!index.includes(SHELL_ROOT)) throw new Error(`index.html has no ${SHELL_ROOT}`);
          const frame = await renderShell();
          await writeFile(indexFile, index.replace('</head>', `${frame.styles}</head>`).replace(SHELL_ROOT, `<div id="root">${frame.markup}</div>`));
          const shell = await staticPage(index, outDir, islands);
          for (const path of PRERENDERED_PATHS) {
            const file = join(outDir, prerenderedFile(path));
            const { styles, markup } = await render(path);
            await mkdir(dirname(file), { recursive: true });
            const html = shell
              .replace('</head>', `${RENDER_WHEN_PARSED}${styles}</head>`)
              .replace(SHELL_ROOT, `<div id="root">${markup}</div>${PARSED_MARK}`);
            // The page is final (no app takes it over): only the CSS it can use. The shell keeps all of it.
            await writeFile(file, withoutUnusedCss(html));
          }
        } finally {
          await rm(serverDir, { recursive: true, force: true });
        }
      },
    },
  };
}

/** Builds the islands' bundle into the client build's assets; its address, for the pages' script tag. */
async function buildIslands(resolved: ResolvedConfig, outDir: string): Promise<string> {
  const output = await build({
    configFile: false,
    root: resolved.root,
    mode: resolved.mode,
    logLevel: 'error',
    publicDir: false,
    plugins: [apiEndpoints()],
    build: {
      outDir,
      emptyOutDir: false,
      target: resolved.build.target,
      sourcemap: true,
      reportCompressedSize: false,
      rolldownOptions: { input: join(resolved.root, ISLANDS_ENTRY), output: { entryFileNames: 'assets/islands-[hash].js' } },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => ('output' in result ? result.output : []));
  const entry = chunks.find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
  if (!entry || chunks.some((chunk) => chunk.type === 'chunk' && !chunk.isEntry)) throw new Error('islands: expected one entry chunk and no other');
  return `/${entry.fileName}`;
}

/**
 * A prerendered page paints from its HTML alone: its stylesheets (the @font-face rules, under 2 KB) are inlined so
 * that nothing but the document blocks the first paint. It loads none of the app's scripts: its islands' module, at
 * the end of the body, runs once the page is parsed.
 */
async function staticPage(shell: string, outDir: string, islands: string): Promise<string> {
  if (!shell.match(APP_SCRIPTS)) throw new Error('index.html has no module entry script');
  // The head is the shell's: the web app manifest's link (web/vite/pwa.ts) and the iOS tags (web/index.html) come with
  // it, so that the app can be installed from a public page too (issue 27).
  if (!shell.includes('<link rel="manifest"')) throw new Error('index.html has no web app manifest link');
  let page = shell.replace(APP_SCRIPTS, '').replace('</body>', `<script type="module" src="${islands}"></script></body>`);
  for (const [tag, href] of shell.matchAll(STYLESHEET)) page = page.replace(tag, `<style>${await readFile(join(outDir, href!), 'utf8')}</style>`);
  return page;
}
