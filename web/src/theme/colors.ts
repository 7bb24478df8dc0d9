import { defineSemanticTokens, defineTokens } from '@chakra-ui/react';

/**
 * La Meute's palette: a pine green for the brand (trust, nature, calm), a terracotta accent for what
 * asks for attention (prices, badges, the community), and warm cream neutrals instead of cold greys.
 * Text and button pairs are chosen for WCAG AA: brand.solid on white 9.7:1, accent.solid 5.6:1,
 * fg.muted on the cream page 7:1.
 */
export const colorTokens = defineTokens.colors({
  brand: {
    50: { value: '#EEF5F1' },
    100: { value: '#D5E7DD' },
    200: { value: '#ADCFBD' },
    300: { value: '#7DB197' },
    400: { value: '#4E9172' },
    500: { value: '#2F7556' },
    600: { value: '#225F45' },
    700: { value: '#1B4D39' },
    800: { value: '#163E2F' },
    900: { value: '#112F24' },
    950: { value: '#0A1E17' },
  },
  accent: {
    50: { value: '#FDF4EE' },
    100: { value: '#FAE3D3' },
    200: { value: '#F4C4A5' },
    300: { value: '#EC9E6F' },
    400: { value: '#E27A45' },
    500: { value: '#C9602B' },
    600: { value: '#A94C20' },
    700: { value: '#8A3D1B' },
    800: { value: '#6E3219' },
    900: { value: '#5A2A17' },
    950: { value: '#32140A' },
  },
  /** Warm greys: every default Chakra component that uses `gray` picks them up. */
  gray: {
    50: { value: '#FAF7F2' },
    100: { value: '#F3EEE5' },
    200: { value: '#E6DED1' },
    300: { value: '#D2C7B6' },
    400: { value: '#A89C8A' },
    500: { value: '#7D7262' },
    600: { value: '#5E5548' },
    700: { value: '#4A4238' },
    800: { value: '#322C25' },
    900: { value: '#211D18' },
    950: { value: '#14110E' },
  },
  cream: { value: '#FCFAF6' },
});

const palette = (name: 'brand' | 'accent', solid: number) => ({
  contrast: { value: '{colors.white}' },
  fg: { value: `{colors.${name}.700}` },
  subtle: { value: `{colors.${name}.50}` },
  muted: { value: `{colors.${name}.100}` },
  emphasized: { value: `{colors.${name}.200}` },
  solid: { value: `{colors.${name}.${solid}}` },
  focusRing: { value: `{colors.${name}.500}` },
  border: { value: `{colors.${name}.300}` },
});

/** Light mode only: the `_dark` values of Chakra's defaults are never activated. */
export const semanticColors = defineSemanticTokens.colors({
  brand: palette('brand', 700),
  accent: palette('accent', 600),
  bg: {
    DEFAULT: { value: '{colors.cream}' },
    subtle: { value: '{colors.gray.50}' },
    muted: { value: '{colors.gray.100}' },
    emphasized: { value: '{colors.gray.200}' },
    panel: { value: '{colors.white}' },
    /** Deep brand surface (footer, call-to-action bands). */
    brand: { value: '{colors.brand.800}' },
  },
  fg: {
    DEFAULT: { value: '{colors.gray.900}' },
    muted: { value: '{colors.gray.600}' },
    subtle: { value: '{colors.gray.500}' },
    /** Text on `bg.brand`. */
    onBrand: { value: '{colors.brand.50}' },
    onBrandMuted: { value: '{colors.brand.200}' },
    /** Form error text: red.700 reads at AA on white and cream (Chakra's red.500 does not). */
    error: { value: '{colors.red.700}' },
  },
  /** Solid toast and badge backgrounds dark enough for white text at AA. */
  green: { solid: { value: '{colors.green.700}' } },
  red: { solid: { value: '{colors.red.700}' } },
  border: {
    DEFAULT: { value: '{colors.gray.200}' },
    muted: { value: '{colors.gray.100}' },
    emphasized: { value: '{colors.gray.300}' },
  },
});
