/**
 * Self-hosted variable fonts (no third-party font CDN): Inter for text, Fraunces for headings, each with its
 * metric-matched local fallbacks (web/vite/font-fallbacks.ts, computed at build time).
 */
import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces';

export { fontFamilies } from 'virtual:font-fallbacks';
