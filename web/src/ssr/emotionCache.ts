import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import { PRERENDERED_STYLES } from './prerendered';

/** Emotion's cache key, on the server and in the browser alike: the ids of the prerendered styles are the same. */
const KEY = 'css';

/**
 * The properties that Safari 16.4 (the oldest browser of the build's es2022 target that runs Chakra's CSS: `@layer`,
 * `color-mix()`) still reads only with `-webkit-`. Every other engine of the target reads the standard names.
 */
const WEBKIT_ONLY = new Set(['user-select', 'backdrop-filter', 'text-size-adjust', 'box-decoration-break', 'hyphens', 'print-color-adjust']);

/**
 * In place of stylis' default prefixer, which writes every flex, transform, transition, user-select and keyframes
 * rule three or four times over (`-webkit-box`, `-ms-flexbox`, `@-webkit-keyframes`, even `-ms-translate`): a third of
 * a public page's CSS, which the browser parses and matches for nothing, and as much again in what the app injects.
 * This one adds `-webkit-` before the standard declaration of WEBKIT_ONLY's properties (and `background-clip: text`),
 * nothing else. Emotion's class names hash the styles before stylis, so they do not change with the plugin.
 */
const webkitOnlyPrefixer: StylisPlugin = (element) => {
  if (element.type !== 'decl' || element.return || typeof element.props !== 'string') return;
  const property = element.props;
  const value = typeof element.children === 'string' ? element.children : '';
  if (WEBKIT_ONLY.has(property) || (property === 'background-clip' && /\btext\b/.test(value))) element.return = `-webkit-${element.value}${element.value}`;
};
/** One array for every cache: Emotion memoizes the server's rules per plugin list. */
const STYLIS_PLUGINS = [webkitOnlyPrefixer];

/**
 * Emotion's cache on the server (web/src/ssr/entry-server.tsx): it writes no style element into the markup
 * (`compat`), the styles are extracted with Emotion's server API for the document's head.
 */
export function serverEmotionCache(): EmotionCache {
  const cache = createCache({ key: KEY, stylisPlugins: STYLIS_PLUGINS });
  cache.compat = true;
  return cache;
}

/**
 * Emotion's cache in the browser, told which styles a prerendered page arrived with (web/src/ssr/entry-server.tsx), so
 * that it adds only the missing ones. Emotion would take over style elements of its own by moving them, and moving
 * a style element, even to where it was, makes the browser restyle and lay out the whole page again: ~55 ms on a
 * desktop, four times that on a phone, while the page hydrates.
 */
export function browserEmotionCache(): EmotionCache {
  const cache = createCache({ key: KEY, stylisPlugins: STYLIS_PLUGINS });
  for (const style of document.querySelectorAll(`style[${PRERENDERED_STYLES}]`)) {
    const [, ...ids] = (style.getAttribute(PRERENDERED_STYLES) ?? '').split(' ');
    for (const id of ids) cache.inserted[id] = true;
  }
  return cache;
}
