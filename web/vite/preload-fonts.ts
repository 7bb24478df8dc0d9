import type { Plugin } from 'vite';

/**
 * Preloads the given web font files (by the start of their built name, e.g. `inter-latin-wght-normal`) from every
 * page: the browser fetches them with the document instead of after it has parsed the CSS and laid out the page,
 * so text is drawn in them from the first paint more often and the fallback font is swapped out less. At low
 * priority: the document comes first. The build fails if a font is missing (renamed by a font package update).
 */
export function preloadFonts(names: readonly string[]): Plugin {
  return {
    name: 'lameute:preload-fonts',
    apply: 'build',
    transformIndexHtml(_html, { bundle }) {
      const files = Object.keys(bundle ?? {});
      return names.map((name) => {
        const file = files.find((candidate) => candidate.startsWith(`assets/${name}-`) && candidate.endsWith('.woff2'));
        if (!file) throw new Error(`preloadFonts: no built font ${name}-*.woff2`);
        return {
          tag: 'link',
          attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '', fetchpriority: 'low' },
          injectTo: 'head',
        };
      });
    },
  };
}
