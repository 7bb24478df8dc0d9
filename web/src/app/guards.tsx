import { useState } from 'react';
import { Navigate, Outlet, useLocation, type Location } from 'react-router-dom';
import { PageSpinner } from '../components/ui/PageSpinner';
import { staffArea, type Role } from '../../../shared/domain/roles';
import { STAFF_AREA_LINKS } from '../components/layout/navigation';
import { useAuth, type AuthState } from '../lib/auth';

export const DASHBOARD_PATH = '/membre/dashboard';
const STAFF_CONSOLE_HOME = '/equipe/tickets';

/** Where a visitor sent to /auth was going, kept in the navigation state. */
interface FromState {
  from?: Pick<Location, 'pathname' | 'search'>;
}

/** Where someone lands by default (issue 21): staff in their area (an admin on the admin dashboard, an educator in the console), a member on their dashboard. */
export function homePathOf(roles: readonly Role[]): string {
  const area = staffArea(roles);
  // The console's queue itself, not /equipe: one navigation, no second redirect to wait for.
  return area === 'educator' ? STAFF_CONSOLE_HOME : area ? STAFF_AREA_LINKS[area].to : DASHBOARD_PATH;
}

/** The page the visitor was bounced to /auth from, if any: an explicit return-to target, which always wins. */
export function useReturnTo(): string | null {
  const { from } = (useLocation().state ?? {}) as FromState;
  return from && from.pathname !== '/auth' ? `${from.pathname}${from.search}` : null;
}

/** The page to open for a signed-in person at /auth: where they were going, else their home by role. */
export function useAfterSignInPath(): string {
  const { state } = useAuth();
  return useReturnTo() ?? homePathOf(state.roles);
}

/**
 * Whether the person signed out themselves (Déconnexion, 'Se déconnecter de tous les appareils') while this guard
 * showed them its page. A session that ended by itself, or a page opened signed out (even just after a sign-out, from
 * a link), is not: the guard never showed it to a signed-in person, or the sign-out was not deliberate.
 */
function useSignedOutHere(state: AuthState): boolean {
  const [shown, setShown] = useState(state.status === 'signedIn');
  if (state.status === 'signedIn' && !shown) setShown(true);
  return shown && state.status === 'signedOut' && state.deliberate === true;
}

/**
 * A visitor goes to /auth and comes back to the page after signing in. A member who has just signed out on the page
 * goes home (SPEC §2, Déconnexion), the page forgotten: whoever signs in next on the device lands on their own home,
 * not on the previous member's page (one that may not even be theirs).
 */
function SignedOutRedirect({ signedOutHere }: { signedOutHere: boolean }) {
  const location = useLocation();
  if (signedOutHere) return <Navigate to="/" replace />;
  const state: FromState = { from: { pathname: location.pathname, search: location.search } };
  return <Navigate to="/auth" replace state={state} />;
}

/** Member, profile and fiche pages: a visitor goes to /auth and comes back after signing in. */
export function RequireMember() {
  const { state } = useAuth();
  const signedOutHere = useSignedOutHere(state);
  if (state.status === 'loading') return <PageSpinner fill />;
  if (state.status === 'signedOut') return <SignedOutRedirect signedOutHere={signedOutHere} />;
  return <Outlet />;
}

/**
 * Staff areas (/admin/*, the educators' console): a spinner while the check runs, a visitor to /auth, a signed-in
 * person without the role (or one above it: an admin reaches the educators' console) to /dashboard (SPEC §2 Admin).
 */
export function RequireRole({ role }: { role: Role }) {
  const { state, hasAccess } = useAuth();
  const signedOutHere = useSignedOutHere(state);
  if (state.status === 'loading') return <PageSpinner fill label="Vérification de tes droits…" />;
  if (state.status === 'signedOut') return <SignedOutRedirect signedOutHere={signedOutHere} />;
  if (!hasAccess(role)) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/** /auth: a signed-in user goes straight where they were going, else to their home by role. */
export function GuestOnly() {
  const { state } = useAuth();
  const target = useAfterSignInPath();
  if (state.status === 'loading') return <PageSpinner fill />;
  if (state.status === 'signedIn') return <Navigate to={target} replace />;
  return <Outlet />;
}

/** /dashboard is an alias of /membre/dashboard (keeping the URL flags). */
export function DashboardAlias() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: DASHBOARD_PATH, search }} replace />;
}
