import { ISLAND, SESSION_ATTRIBUTE, SLOT, STAFF_ATTRIBUTE } from './markers';
import type { IslandSession } from './session';

/** SPEC §9: the nav changes style once the page has scrolled past 20 px (as web/src/components/layout/useScrolled.ts). */
const SCROLL_THRESHOLD_PX = 20;
const FOCUSABLE = 'a[href], button:not([disabled]), input, [tabindex]:not([tabindex="-1"])';

const islands = (name: string, root: ParentNode = document) => [...root.querySelectorAll<HTMLElement>(`[${ISLAND}="${name}"]`)];

/** 'Claire Morel' → 'CM', as the avatar of the app's header (Chakra's Avatar.Fallback) shows it. */
export const initials = (name: string): string =>
  name.split(/\s+/).filter(Boolean).slice(0, 2).map((word) => word[0]?.toUpperCase() ?? '').join('');

/**
 * The header's session (web/src/components/layout/StaticHeader.tsx): `<html data-session="member">` shows the
 * member's links instead of the visitor's (CSS, in the markup already: nothing moves), the logo leads to the
 * dashboard, the staff area shows for staff, and 'Déconnexion' forgets the session and returns home (SPEC §2).
 */
export function wireSession(session: IslandSession | null): void {
  if (!session) return;
  const root = document.documentElement;
  root.setAttribute(SESSION_ATTRIBUTE, 'member');
  const groups = session.claims['cognito:groups'];
  const staff = Array.isArray(groups) ? (groups.includes('admin') ? 'admin' : groups.includes('educator') ? 'educator' : null) : null;
  if (staff) root.setAttribute(STAFF_ATTRIBUTE, staff);
  for (const logo of islands('logo')) {
    logo.setAttribute('href', '/membre/dashboard');
    logo.setAttribute('aria-label', 'La Meute — tableau de bord');
  }
  const givenName = session.claims.given_name;
  if (typeof givenName === 'string' && givenName.trim()) showName(givenName.trim());
  for (const button of islands('sign-out')) {
    button.addEventListener('click', () => {
      session.signOut();
      window.location.assign('/');
    });
  }
}

/** The name beside the avatar: the member's first name (the app shows the dog's name once it has loaded it). */
export function showName(name: string): void {
  for (const slot of document.querySelectorAll(`[${SLOT}="member-name"]`)) slot.textContent = name;
  for (const slot of document.querySelectorAll(`[${SLOT}="member-initials"]`)) slot.textContent = initials(name);
}

/**
 * `data-scrolled` on the header past 20 px of scroll: its CSS gives the scrolled look. The first reading waits for
 * the first frame: read while the script starts, `scrollY` made the browser style and lay out the whole page inside
 * the script's task (the page's longest, ~85 ms of a phone's CPU before its first paint); in the frame, the page is
 * laid out by then anyway.
 */
export function wireScroll(): void {
  const header = islands('header')[0];
  if (!header) return;
  const update = () => header.setAttribute('data-scrolled', String(window.scrollY > SCROLL_THRESHOLD_PX));
  requestAnimationFrame(update);
  window.addEventListener('scroll', update, { passive: true });
}

/**
 * The mobile menu: a dialog opened by the header's button; focus moves into it and stays there (Tab wraps), Escape,
 * the backdrop and 'Fermer le menu' close it and give focus back to the button. Its links are plain links.
 */
export function wireMenu(): void {
  const toggle = islands('menu-toggle')[0];
  const menu = islands('menu')[0];
  const backdrop = islands('menu-backdrop')[0];
  if (!toggle || !menu) return;
  const focusables = () => [...menu.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0);

  const close = () => {
    if (menu.hidden) return;
    menu.hidden = true;
    if (backdrop) backdrop.hidden = true;
    toggle.setAttribute('aria-expanded', 'false');
    document.body.style.removeProperty('overflow');
    toggle.focus();
  };
  const open = () => {
    menu.hidden = false;
    if (backdrop) backdrop.hidden = false;
    toggle.setAttribute('aria-expanded', 'true');
    document.body.style.overflow = 'hidden';
    focusables()[0]?.focus();
  };

  toggle.addEventListener('click', open);
  backdrop?.addEventListener('click', close);
  for (const button of islands('menu-close', menu)) button.addEventListener('click', close);
  menu.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusables();
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  });
  // A link of the menu loads its page; coming back to this one from the history, the menu is closed.
  window.addEventListener('pagehide', () => {
    menu.hidden = true;
    if (backdrop) backdrop.hidden = true;
    toggle.setAttribute('aria-expanded', 'false');
    document.body.style.removeProperty('overflow');
  });
}
