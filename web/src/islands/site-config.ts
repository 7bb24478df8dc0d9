import { PUBLISHER_FIELDS, readSiteConfig } from '../../../shared/site-config';
import { runtimeConfig } from './api';
import { ISLAND } from './markers';

/**
 * The site's facts of `/config.json` (shared/site-config.ts) on a static page, which the build makes without them:
 * the footer's networks and the Discord invitation get their address and show, the publisher's facts fill their slots.
 * Nothing configured, nothing shown (issue 22).
 */
export async function fillSiteConfig(): Promise<void> {
  const site = readSiteConfig((await runtimeConfig()).site);
  const links: [string, string | null][] = [
    ...site.socialLinks.map(({ network, url }): [string, string] => [`social-${network}`, url]),
    ['social-discord', site.discordInviteUrl],
    ['discord-invite', site.discordInviteUrl],
  ];
  for (const [name, url] of links) {
    if (!url) continue;
    for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND}="${name}"]`)) {
      (element.matches('a') ? element : element.querySelector('a'))?.setAttribute('href', url);
      element.hidden = false;
      element.closest<HTMLElement>(`[${ISLAND}="social-links"]`)?.removeAttribute('hidden');
    }
  }
  const { publisher } = site;
  if (!publisher) return;
  for (const field of PUBLISHER_FIELDS) {
    for (const slot of document.querySelectorAll<HTMLElement>(`[data-publisher="${field}"]`)) {
      slot.textContent = slot.hasAttribute('data-lowercase') ? publisher[field].toLowerCase() : publisher[field];
    }
  }
  for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND}="publisher"]`)) element.hidden = false;
  for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND}="publisher-missing"]`)) element.hidden = true;
}
