import createCache, { type EmotionCache } from '@emotion/cache';
import { PRERENDERED_STYLES } from './prerendered';

/** Emotion's cache key, on the server and in the browser alike: the ids of the prerendered styles are the same. */
const KEY = 'css';

/**
 * Emotion's cache on the server (web/src/ssr/entry-server.tsx): it writes no style element into the markup
 * (`compat`), the styles are extracted with Emotion's server API for the document's head.
 */
export function serverEmotionCache(): EmotionCache {
  const cache = createCache({ key: KEY });
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
  const cache = createCache({ key: KEY });
  for (const style of document.querySelectorAll(`style[${PRERENDERED_STYLES}]`)) {
    const [, ...ids] = (style.getAttribute(PRERENDERED_STYLES) ?? '').split(' ');
    for (const id of ids) cache.inserted[id] = true;
  }
  return cache;
}
