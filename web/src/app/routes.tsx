import { lazy, Suspense, useEffect, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { ADMIN_ROUTES, type AdminRoute } from '../features/admin/routes';
import { PageSpinner } from '../components/ui/PageSpinner';
import { SiteLayout } from '../components/layout/SiteLayout';
import { DashboardAlias, GuestOnly, RequireMember, RequireRole } from './guards';

/** Each page element's chunk loader, for `preloadRoute`. */
const loaders = new WeakMap<ReactElement, () => Promise<unknown>>();

/** A page loaded on first visit: one chunk per page, a spinner meanwhile. */
function page(load: () => Promise<{ default: ComponentType }>): ReactElement {
  const Page = lazy(load);
  const element = (
    <Suspense fallback={<PageSpinner fill />}>
      <Page />
      <PageReady />
    </Suspense>
  );
  loaders.set(element, load);
  return element;
}

/**
 * Starts downloading the chunks of the page at `pathname` (and of its area's layout) at once. Without it, a guarded
 * page (/membre/*, /admin/*, /equipe/*) asks for its chunk only once its guard has read the session (Amplify and the
 * runtime config loaded first): one more round trip before the page shows. The page's own `lazy` later finds the
 * module already fetched.
 */
export function preloadRoute(pathname: string): void {
  for (const { route } of matchRoutes(routeTree, pathname) ?? []) {
    const load = route.element ? loaders.get(route.element as ReactElement) : undefined;
    // A failed download is the page's own `lazy` to report, when it renders.
    load?.().catch(() => undefined);
  }
}

/**
 * Marks the document interactive once a routed page has rendered, or hydrated (a prerendered page's buttons have
 * no handlers before that). Browser tests wait for this mark before they click.
 */
function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}

/**
 * Every route of SPEC §2. A feature adds its pages here, in the group that guards them:
 * `memberRoutes` for /membre/*, /profil-chien* and the fiches. An admin page is its section's `page` in the admin area's
 * table (web/src/features/admin/routes.ts), which the sidebar follows.
 */
const publicRoutes: RouteObject[] = [
  { index: true, element: page(() => import('../features/site/pages/LandingPage')) },
  { path: 'decouvrir', element: page(() => import('../features/site/pages/DiscoverPage')) },
  { path: 'offres', element: page(() => import('../features/site/pages/PlansPage')) },
  { path: 'boutique', element: page(() => import('../features/site/pages/ShopPage')) },
  { path: 'a-propos', element: page(() => import('../features/site/pages/AboutPage')) },
  { path: 'communaute', element: page(() => import('../features/site/pages/CommunityPage')) },
  { path: 'mentions-legales', element: page(() => import('../features/site/pages/LegalNoticePage')) },
  { path: 'cgv', element: page(() => import('../features/site/pages/TermsPage')) },
  { path: 'confidentialite', element: page(() => import('../features/site/pages/PrivacyPage')) },
  { path: 'reset-password', element: page(() => import('../features/auth/pages/ResetPasswordPage')) },
  { path: 'update-password', element: page(() => import('../features/auth/pages/UpdatePasswordPage')) },
  // Where a member lands, signed out, once they deleted their account (issue 22).
  { path: 'compte-supprime', element: page(() => import('../features/account/pages/AccountDeletedPage')) },
  // A member's share link of a fiche (not in SPEC's table: issue 10's verified share).
  { path: 'partage/:token', element: page(() => import('../features/points/pages/SharedFichePage')) },
  // An e-mail's one-click unsubscribe, for a person's click (issue 22): confirmed by a button, without sign-in.
  { path: 'desinscription', element: page(() => import('../features/account/pages/UnsubscribePage')) },
  // A training reminder's one-click stop, for a person's click (issue 25): confirmed by a button, without sign-in.
  { path: 'rappels/arret', element: page(() => import('../features/account/pages/StopRemindersPage')) },
];

const guestRoutes: RouteObject[] = [{ path: 'auth', element: page(() => import('../features/auth/pages/AuthPage')) }];

/** /profil-chien/voir and its aliases /membre/chien, /membre/dog. */
const dogProfileView = page(() => import('../features/dog-profile/pages/DogProfileViewPage'));

const memberRoutes: RouteObject[] = [
  { path: 'membre/dashboard', element: page(() => import('../features/dashboard/pages/DashboardPage')) },
  // /profil-chien: the quick form without a profile, the hub with one; /profil-chien?modifier=1 edits it with the quick form.
  { path: 'profil-chien', element: page(() => import('../features/dog-profile/pages/DogProfilePage')) },
  { path: 'profil-chien/complet', element: page(() => import('../features/dog-profile/pages/CompleteProfilePage')) },
  { path: 'profil-chien/simple', element: page(() => import('../features/dog-profile/pages/WizardProfilePage')) },
  { path: 'profil-chien/voir', element: dogProfileView },
  { path: 'membre/chien', element: dogProfileView },
  { path: 'membre/dog', element: dogProfileView },
  { path: 'membre/recommandations', element: page(() => import('../features/recommendations/pages/RecommendationsPage')) },
  { path: 'membre/fiches', element: page(() => import('../features/fiches/pages/FicheLibraryPage')) },
  { path: 'membre/fiche/:id', element: page(() => import('../features/fiches/pages/FicheDetailPage')) },
  { path: 'membre/points', element: page(() => import('../features/points/pages/PointsPage')) },
  // Progress per behaviour of the current dog (issue 25).
  { path: 'membre/progression', element: page(() => import('../features/progression/pages/ProgressionPage')) },
  { path: 'membre/tickets', element: page(() => import('../features/tickets/pages/TicketsPage')) },
  // One ticket's conversation (not in SPEC's table: issue 11).
  { path: 'membre/tickets/:id', element: page(() => import('../features/tickets/pages/TicketPage')) },
  { path: 'membre/visios', element: page(() => import('../features/visios/pages/VisiosPage')) },
  // Video feedback (issue 26): the member's videos, 'Envoyer une vidéo' (?fiche= or ?ticket=), one video and its comments.
  { path: 'membre/videos', element: page(() => import('../features/videos/pages/VideosPage')) },
  { path: 'membre/videos/envoyer', element: page(() => import('../features/videos/pages/SendVideoPage')) },
  { path: 'membre/videos/:id', element: page(() => import('../features/videos/pages/VideoPage')) },
  { path: 'membre/abonnement', element: page(() => import('../features/billing/pages/SubscriptionPage')) },
  // Where a public page's plan and shop buttons send a member to start a checkout (issue 24: no app on those pages).
  { path: 'membre/paiement', element: page(() => import('../features/billing/pages/CheckoutStartPage')) },
  // The account's security: the second factor (issue 20), which the admin area requires.
  { path: 'membre/compte', element: page(() => import('../features/account/pages/AccountPage')) },
  // Where Discord sends a member back after they authorized La Meute (issue 15).
  { path: 'membre/discord', element: page(() => import('../features/dashboard/pages/DiscordReturnPage')) },
  // How to install the app, and why on iPhone (issue 27): the install offer and 'Mon compte' link to it.
  { path: 'membre/installer', element: page(() => import('../features/account/pages/InstallAppPage')) },
];

/** /admin/*: a route per section of the sidebar, and its further paths. */
const adminRoutes: RouteObject[] = ADMIN_ROUTES.flatMap(({ path, page: load, subpaths = [], subpages = [] }: AdminRoute) => {
  const element = page(load);
  return [
    path ? { path, element } : { index: true, element },
    ...subpaths.map((subpath) => ({ path: subpath, element })),
    ...subpages.map((subpage) => ({ path: subpage.path, element: page(subpage.page) })),
  ];
});

/** /equipe/*: the educators' console (issues 11, 12), in its own layout; admins reach it too. */
const staffRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="tickets" replace /> },
  { path: 'tickets', element: page(() => import('../features/staff/pages/StaffQueuePage')) },
  { path: 'tickets/:id', element: page(() => import('../features/staff/pages/StaffTicketPage')) },
  { path: 'reponses-types', element: page(() => import('../features/staff/pages/CannedRepliesPage')) },
  // Visios (issue 12): the agenda, one session, the educator's availability.
  { path: 'visios', element: page(() => import('../features/staff/pages/StaffAgendaPage')) },
  { path: 'visios/:id', element: page(() => import('../features/staff/pages/StaffVisioPage')) },
  { path: 'disponibilites', element: page(() => import('../features/staff/pages/AvailabilityPage')) },
  { path: 'e-mails', element: page(() => import('../features/staff/pages/MailPreferencesPage')) },
  // Video feedback (issue 26): the queues of videos to comment, one video with the player and the comments.
  { path: 'videos', element: page(() => import('../features/staff/pages/StaffVideosPage')) },
  { path: 'videos/:id', element: page(() => import('../features/staff/pages/StaffVideoPage')) },
];

export const routeTree: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      ...publicRoutes,
      { element: <GuestOnly />, children: guestRoutes },
      { path: 'dashboard', element: <DashboardAlias /> },
      { element: <RequireMember />, children: memberRoutes },
      { path: '*', element: page(() => import('./NotFoundPage')) },
    ],
  },
  {
    path: 'admin',
    element: <RequireRole role="admin" />,
    children: [{ element: page(() => import('../features/admin/components/AdminLayout')), children: adminRoutes }],
  },
  {
    path: 'equipe',
    element: <RequireRole role="educator" />,
    children: [{ element: page(() => import('../features/staff/components/StaffLayout')), children: staffRoutes }],
  },
];
