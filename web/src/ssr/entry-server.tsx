import type { EmotionCache } from '@emotion/cache';
import { CacheProvider, Global } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from '../app/App';
import { AppRoutes } from '../app/AppRoutes';
import { ChakraProvider } from '@chakra-ui/react';
import { HeaderFrame } from '../components/layout/StaticHeader';
import { designSystem, globalStyles } from '../theme';
import { serverEmotionCache } from './emotionCache';
import { PRERENDERED_STYLES } from './prerendered';
import { StaticPageContext } from './static-page';

async function markupOf(location: string, cache: EmotionCache): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>
        <StaticPageContext.Provider value>
          <App prerendered>
            <StaticRouter location={location}>
              <AppRoutes />
            </StaticRouter>
          </App>
        </StaticPageContext.Provider>
      </CacheProvider>
    </StrictMode>,
    // Fizz outlines a boundary above this size (fallback first, content later with an inline script): never here.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

export interface PrerenderedPage {
  /** Every style the page uses, for the document's head. */
  styles: string;
  /** The page's markup, for the root element. */
  markup: string;
}

/**
 * One public page as a visitor first sees it (web/src/ssr/prerendered.ts), lazy parts included, with the styles it
 * uses for the document's head, extracted by Emotion's server API. Left inline, where Emotion writes them by
 * default, the browser paints the part of the page parsed so far and then shifts it when a later style arrives; and
 * a style first written in a Suspense fallback is lost with it. The style elements carry their ids in an attribute
 * of their own rather than Emotion's: the browser's cache learns them without moving the elements, which Emotion
 * does with its own (web/src/ssr/emotionCache.ts). No inline script: a boundary written as its fallback plus a script
 * swapping the content in would be blocked by the site's CSP (script-src 'self').
 */
export async function render(location: string): Promise<PrerenderedPage> {
  const cache = serverEmotionCache();
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const { html, styles } = extractCriticalToChunks(await markupOf(location, cache));
  if (html.includes('<script')) throw new Error(`${location}: the prerendered markup has an inline script`);
  return { styles: constructStyleTagsFromChunks({ html, styles }).replaceAll('<style data-emotion=', `<style ${PRERENDERED_STYLES}=`), markup: html };
}

/**
 * The shell's first paint (index.html, every path but the public pages): the header's frame with the logo, on the
 * page's background, until the app renders (web/src/main.tsx replaces it). A public page's link into the app (/auth,
 * /membre/…) is a full load of the shell: it shows the same header at once rather than a blank page.
 */
export async function renderShell(): Promise<PrerenderedPage> {
  const cache = serverEmotionCache();
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <ChakraProvider value={designSystem()}>
        <HeaderFrame />
      </ChakraProvider>
    </CacheProvider>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  const { html, styles } = extractCriticalToChunks(Buffer.concat(chunks).toString('utf8'));
  return { styles: constructStyleTagsFromChunks({ html, styles }).replaceAll('<style data-emotion=', `<style ${PRERENDERED_STYLES}=`), markup: html };
}

/** Chakra's global styles (web/src/theme `globalStyles()`) as CSS, for the static stylesheet of every page. */
export function globalCss(): string {
  const cache = serverEmotionCache();
  const { extractCritical } = createEmotionServer(cache);
  return extractCritical(renderToString(<CacheProvider value={cache}><Global styles={globalStyles()} /></CacheProvider>)).css;
}
