/**
 * The hooks between a public page's static markup (rendered at build by the site's React components in static mode,
 * web/src/ssr/static-page.ts) and its islands (web/src/islands/main.ts): attribute names and values, and the CSS
 * conditions the session sets on `<html>`. Plain constants: the islands' bundle imports them without React.
 */

/** `data-island="…"` marks an element an island wires or fills. */
export const ISLAND = 'data-island';
/** `data-slot="…"` marks, inside a filled element or a template's clone, where a value goes. */
export const SLOT = 'data-slot';

/** Set on `<html>` by the islands: `member` once a session is found in this browser, else absent. */
export const SESSION_ATTRIBUTE = 'data-session';
/** Set on `<html>` for staff: the staff area of their role (`admin`, `educator`). */
export const STAFF_ATTRIBUTE = 'data-staff';

/** Style conditions (Chakra `css`): shown to one audience only. */
export const MEMBER_ONLY = { 'html:not([data-session=member]) &': { display: 'none' } } as const;
export const VISITOR_ONLY = { 'html[data-session=member] &': { display: 'none' } } as const;
/** Two variants stacked in one grid cell keep the width of the wider: the header does not move when the session is known. */
export const MEMBER_ONLY_RESERVED = { gridArea: '1 / 1', 'html:not([data-session=member]) &': { visibility: 'hidden' } } as const;
export const VISITOR_ONLY_RESERVED = { gridArea: '1 / 1', 'html[data-session=member] &': { visibility: 'hidden' } } as const;
export const STAFF_ONLY = (area: string) => ({ [`html:not([data-staff=${area}]) &`]: { display: 'none' } }) as const;

/** The plans page's period: the radio checked decides which price shows (CSS `:has`, no script needed). */
export const PERIOD_ATTRIBUTE = 'data-period';
