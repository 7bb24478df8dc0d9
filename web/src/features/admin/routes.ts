import type { ComponentType } from 'react';

type PageLoader = () => Promise<{ default: ComponentType }>;

export interface AdminRoute {
  /** Path under /admin ('' for the admin dashboard). */
  path: string;
  /** The section's page, loaded on first visit. */
  page: PageLoader;
  /** Further paths of the section, served by the same page (`payments/config`). */
  subpaths?: readonly string[];
  /** Pages of their own under the section (a member's file, `users/:id`). */
  subpages?: ReadonlyArray<{ path: string; page: PageLoader }>;
}

/**
 * The sections of the admin area (SPEC §2 Admin) in the sidebar's order, with their pages: the routes of
 * web/src/app/routes.tsx. Paths and loaders only: the route table is in the code every member loads, and what the
 * sidebar says of each section (./sections.ts) loads with the area (issue 24).
 */
export const ADMIN_ROUTES = [
  { path: '', page: () => import('./pages/AdminDashboardPage') },
  { path: 'users', page: () => import('./pages/AdminUsersPage'), subpages: [{ path: 'users/:id', page: () => import('./pages/AdminMemberPage') }] },
  { path: 'tickets', page: () => import('./pages/AdminTicketsPage') },
  { path: 'visios', page: () => import('./pages/AdminVisiosPage') },
  { path: 'fiches', page: () => import('./pages/AdminFichesPage') },
  { path: 'educators', page: () => import('./pages/AdminEducatorsPage') },
  { path: 'points', page: () => import('./pages/AdminPointsPage') },
  { path: 'payments', page: () => import('./pages/AdminPaymentsPage'), subpaths: ['payments/config'] },
  { path: 'analytics', page: () => import('./pages/AdminAnalyticsPage') },
  { path: 'automations', page: () => import('./pages/AdminAutomationsPage') },
] as const satisfies readonly AdminRoute[];

export type AdminSectionPath = (typeof ADMIN_ROUTES)[number]['path'];
