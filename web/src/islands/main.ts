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

const session = readSession();
wireSession(session);
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
