/**
 * The islands of the public pages (web/src/ssr/prerendered.ts), their only script: the pages are HTML and CSS
 * rendered at build, with no React in the browser (issue 24). Loaded after the content (a deferred module), it wires
 * what moves: the header's session and menu, the plans' and shop's buttons, the data of the API and of /config.json.
 * The plans' switch works with no script (radios and CSS), the FAQ too (`<details>`). When all is wired it sets
 * `<html data-app-ready>`, as the app does once a page is interactive (the browser tests wait for it).
 */
import { getApi } from './api';
import { markCurrentPlan, wireCheckout } from './checkout';
import { fillChallenge, fillFicheCounts, fillFicheTeasers } from './data';
import { showName, wireMenu, wireScroll, wireSession } from './header';
import { wirePeriodSwitch } from './period';
import { readSession } from './session';
import { fillSiteConfig } from './site-config';

/**
 * The session's state (the header's links, the logo, the name) is set at once, before the page's first paint, so that
 * nothing moves. The rest is wired in a task of its own, just after the module's: a deferred module runs in the task
 * that ends the page's parsing, where the browser also styles and lays out the whole page (Blink updates the layout
 * tree when a document finishes parsing). Wired there, that task, already the page's longest, grew by the wiring's
 * few milliseconds, four times as many on Lighthouse's phone: it was most of the home page's Total Blocking Time
 * (issue 24; Lighthouse, seven runs each on the built `/`: median 14 ms wired in the module's task, 2 ms so).
 */
const session = readSession();
wireSession(session);
setTimeout(() => {
  wireScroll();
  wireMenu();
  wirePeriodSwitch();
  wireCheckout(session);
  document.documentElement.dataset.appReady = 'true';

  // The member's name and plan (GET /me) while the access token is valid; the app refreshes it otherwise.
  if (session?.accessToken) {
    void getApi<{ profile: { firstName: string }; subscription: { type: string } }>('me', session.accessToken).then((me) => {
      if (!me) return;
      if (me.profile.firstName) showName(me.profile.firstName);
      markCurrentPlan(me.subscription.type);
    });
  }
  void fillSiteConfig();
  void fillFicheCounts();
  void fillFicheTeasers();
  void fillChallenge();
});
