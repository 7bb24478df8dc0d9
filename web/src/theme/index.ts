import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs, type SystemContext } from '@chakra-ui/react';
import {
  animationStyles, breakpoints, cssVarsPrefix, cssVarsRoot, globalCss, keyframes, layerStyles, semanticTokens, textStyles, tokens,
} from 'virtual:chakra-theme';
import type { Interpolation, Theme } from '@emotion/react';
import { MOBILE_BREAKPOINT_PX } from '../../../shared/domain/display-limits';
import { fontFamilies } from './fonts';
import { colorTokens, semanticColors } from './colors';
import { componentRecipes, componentSlotRecipes } from './components';
import { recipes, slotRecipes } from './recipes';

/**
 * Chakra's colour palettes the app uses besides its own brand and accent (web/src/theme/colors.ts): gray, and the
 * status colours of alerts and toasts (success green, error red, warning orange, info blue). The other five are left
 * out: every palette costs ~40 CSS variables on every page and time in createSystem() before the first render.
 */
const CHAKRA_PALETTES = new Set(['gray', 'green', 'red', 'orange', 'blue']);
const PALETTE_NAMES = new Set(['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink']);
const withUsedPalettes = <T extends Record<string, unknown>>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !PALETTE_NAMES.has(name) || CHAKRA_PALETTES.has(name))) as T;

/**
 * The site is light only: each of Chakra's semantic tokens keeps its light value. Its dark values would add a
 * second set of CSS variables (under `.dark`) to every page, never used.
 */
type TokenTree = { [key: string]: unknown };
function lightOnly<T extends TokenTree>(tree: T): T {
  return Object.fromEntries(
    Object.entries(tree).map(([key, node]) => {
      if (key === 'value' && node && typeof node === 'object' && '_light' in node) return [key, node._light];
      return [key, node && typeof node === 'object' && key !== 'value' ? lightOnly(node as TokenTree) : node];
    }),
  ) as T;
}

/**
 * Chakra's default theme (tokens, text styles, global styles) with only the palettes and component recipes the app uses.
 * Its `md` breakpoint is where the mobile layout ends (SPEC §9): under it, the members' bottom tab bar.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints: { ...breakpoints, md: `${MOBILE_BREAKPOINT_PX}px` },
    keyframes, textStyles, layerStyles, animationStyles,
    tokens: { ...tokens, colors: withUsedPalettes(tokens.colors) },
    semanticTokens: lightOnly({ ...semanticTokens, colors: withUsedPalettes(semanticTokens.colors) }),
    recipes: componentRecipes,
    slotRecipes: componentSlotRecipes,
  },
});

/** La Meute's design system: palette, type, radii, shadows, global styles and recipe adjustments. */
const config = defineConfig({
  globalCss: {
    html: {
      colorPalette: 'brand',
      bg: 'bg',
      color: 'fg',
      scrollPaddingTop: '5rem',
    },
    body: { fontFamily: 'body', lineHeight: '1.6', minHeight: '100dvh' },
    '::selection': { bg: 'brand.200', color: 'brand.950' },
    // Every focusable element gets a visible ring when reached with the keyboard; recipes that
    // define their own ring (buttons, inputs) keep theirs.
    ':where(a, button, input, select, textarea, summary, [tabindex]):focus-visible': {
      outline: '3px solid',
      outlineColor: 'brand.500',
      outlineOffset: '2px',
    },
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
  theme: {
    tokens: {
      colors: colorTokens,
      fonts: {
        heading: { value: fontFamilies.heading },
        body: { value: fontFamilies.body },
      },
      radii: {
        card: { value: '1.25rem' },
      },
      shadows: {
        card: { value: '0 1px 2px rgba(33, 29, 24, 0.06), 0 8px 24px -12px rgba(33, 29, 24, 0.18)' },
        raised: { value: '0 2px 4px rgba(33, 29, 24, 0.06), 0 18px 40px -18px rgba(17, 47, 36, 0.35)' },
      },
    },
    semanticTokens: {
      colors: semanticColors,
      radii: {
        l1: { value: '{radii.sm}' },
        l2: { value: '{radii.md}' },
        l3: { value: '{radii.lg}' },
      },
    },
    recipes,
    slotRecipes,
  },
});

const createDesignSystem = () => createSystem(mergeConfigs(defaultBaseConfig, chakraTheme), config);

let system: SystemContext | undefined;

/**
 * The design system, created on first use, by the first render, rather than while the app's code is evaluated: it
 * takes ~40 ms on a desktop and four times that on a phone, and apart from the evaluation it is one long task less
 * before the page responds. Without its global styles, which every page has in a static stylesheet instead
 * (`globalStyles()`): rendered by `ChakraProvider`, Emotion moves their style elements when a prerendered page
 * hydrates, and the browser then restyles and lays out the whole page again (~55 ms on a desktop, four times that on
 * a phone).
 */
export function designSystem(): SystemContext {
  if (!system) {
    const created = createDesignSystem();
    system = { ...created, _global: [], layers: { ...created.layers, atRule: '' } };
  }
  return system;
}

/**
 * Chakra's global styles: the order of its cascade layers, the CSS reset, the tokens' CSS variables and the global
 * CSS above, for the static stylesheet written into every page (web/vite/global-styles.ts).
 */
export function globalStyles(): Interpolation<Theme> {
  const { layers, _global } = createDesignSystem();
  return [layers.atRule, ..._global];
}
