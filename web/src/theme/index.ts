import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  animationStyles, breakpoints, cssVarsPrefix, cssVarsRoot, globalCss, keyframes, layerStyles, semanticTokens, textStyles, tokens,
} from '@chakra-ui/react/theme';
import './fonts';
import { colorTokens, semanticColors } from './colors';
import { componentRecipes, componentSlotRecipes } from './components';
import { recipes, slotRecipes } from './recipes';

const fallbackSans = `system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif`;

/** Chakra's default theme (tokens, text styles, global styles) with only the component recipes the app uses. */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints, keyframes, tokens, semanticTokens, textStyles, layerStyles, animationStyles,
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
        heading: { value: `"Fraunces Variable", Georgia, "Times New Roman", serif` },
        body: { value: `"Inter Variable", ${fallbackSans}` },
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

export const system = createSystem(mergeConfigs(defaultBaseConfig, chakraTheme), config);
