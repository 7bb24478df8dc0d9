import type { Plugin } from 'vite';

const MODULE = 'virtual:chakra-theme';

/**
 * Chakra's default theme ('@chakra-ui/react/theme': tokens, text styles, keyframes, recipes…) as plain data, written at
 * build time. That package index also re-exports every recipe: importing the tokens from it makes every recipe a static
 * import of the code every page loads, and the bundler puts there each recipe a page gives its component where it is
 * used (`<Dialog.Root recipe={dialogSlotRecipe}>`, web/src/theme/components.ts), not in that page's chunk. The theme
 * takes its part from this module; the pages take their recipes from the package, and each loads with them (issue 24).
 */
export function chakraTheme(): Plugin {
  return {
    name: 'lameute:chakra-theme',
    resolveId: (id) => (id === MODULE ? `\0${MODULE}` : undefined),
    async load(id) {
      if (id !== `\0${MODULE}`) return undefined;
      const theme: Record<string, unknown> = await import('@chakra-ui/react/theme');
      return Object.entries(theme)
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};\n`)
        .join('');
    },
  };
}
