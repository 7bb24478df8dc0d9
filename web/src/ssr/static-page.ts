import { createContext, useContext } from 'react';

/**
 * True while the build renders a public page to static HTML (web/src/ssr/entry-server.tsx): that page never loads
 * the app, so the few components that move (the header's session and menu, the plans' switch and buttons, data from
 * the API or from /config.json) render the markup the islands (web/src/islands/) wire, in place of React's state.
 * False in the app, which renders the same pages with React when it navigates to them.
 */
export const StaticPageContext = createContext(false);

export const useStaticPage = (): boolean => useContext(StaticPageContext);
