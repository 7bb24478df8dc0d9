/** The two sizes of the layout and accessibility specs (test/e2e/playwright.config.ts). */
export const DESKTOP = { width: 1440, height: 900 };
export const MOBILE = { width: 360, height: 740 };

/** SPEC §9: the bottom tab bar exists under this width only (the theme's `md` breakpoint). */
export { MOBILE_BREAKPOINT_PX } from '../../../shared/domain/display-limits';
