/** Modules the build writes (web/vite/font-fallbacks.ts). */
declare module 'virtual:font-fallbacks' {
  /** The `font-family` of text and of headings: the web font, then its metric-matched local fallbacks. */
  export const fontFamilies: { body: string; heading: string };
}

/** Chakra's default theme, as data (web/vite/chakra-theme.ts). */
declare module 'virtual:chakra-theme' {
  export * from '@chakra-ui/react/theme';
}
