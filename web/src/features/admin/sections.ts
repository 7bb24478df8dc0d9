import {
  BarChart3,
  BookOpen,
  CreditCard,
  GraduationCap,
  LayoutDashboard,
  LifeBuoy,
  Trophy,
  Users,
  Video,
  Workflow,
  type LucideIcon,
} from 'lucide-react';
import type { ComponentType } from 'react';

export interface AdminSection {
  /** Path under /admin ('' for the admin dashboard). */
  path: string;
  label: string;
  icon: LucideIcon;
  /** What the page holds, said under its title. */
  summary: string;
  /** The section's page, loaded on first visit. */
  page: () => Promise<{ default: ComponentType }>;
  /** Further paths of the section, served by the same page (`payments/config`). */
  subpaths?: readonly string[];
  /** Pages of their own under the section (a member's file, `users/:id`). */
  subpages?: ReadonlyArray<{ path: string; page: () => Promise<{ default: ComponentType }> }>;
}

/** The admin area of SPEC §2 Admin: its sidebar, in this order, and its routes (web/src/app/routes.tsx). */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { path: '', label: 'Dashboard', icon: LayoutDashboard, summary: 'Les chiffres clés : membres par offre, tickets par statut, visios du mois et fiches validées.', page: () => import('./pages/AdminDashboardPage') },
  { path: 'users', label: 'Utilisateurs', icon: Users, summary: 'Les membres, avec recherche par email ou prénom et filtre par offre.', page: () => import('./pages/AdminUsersPage'), subpages: [{ path: 'users/:id', page: () => import('./pages/AdminMemberPage') }] },
  { path: 'tickets', label: 'Tickets', icon: LifeBuoy, summary: 'Les tickets d’accompagnement des membres et leur suivi.', page: () => import('./pages/AdminTicketsPage') },
  { path: 'visios', label: 'Visios', icon: Video, summary: 'Les visios planifiées et passées avec les éducateurs.', page: () => import('./pages/AdminVisiosPage') },
  { path: 'fiches', label: 'Fiches', icon: BookOpen, summary: 'Le catalogue des fiches : création, modification, publication et suppression.', page: () => import('./pages/AdminFichesPage') },
  { path: 'educators', label: 'Éducateurs', icon: GraduationCap, summary: 'L’équipe d’éducateurs, la charge de chacun et les invitations.', page: () => import('./pages/AdminEducatorsPage') },
  { path: 'points', label: 'Points', icon: Trophy, summary: 'Les statistiques de points, le classement des membres, les règles et les paliers de récompenses.', page: () => import('./pages/AdminPointsPage') },
  { path: 'payments', label: 'Paiements', icon: CreditCard, summary: 'Les paiements et la configuration du webhook de paiement.', page: () => import('./pages/AdminPaymentsPage'), subpaths: ['payments/config'] },
  { path: 'analytics', label: 'Analytics', icon: BarChart3, summary: 'Les statistiques d’usage du service.', page: () => import('./pages/AdminAnalyticsPage') },
  { path: 'automations', label: 'Automations', icon: Workflow, summary: 'Les dix automatisations, leur URL de webhook Make, un exemple des données envoyées, un bouton de test et les dernières livraisons.', page: () => import('./pages/AdminAutomationsPage') },
];

/** The section a path under /admin belongs to (/admin/payments/config belongs to Paiements). */
export function sectionOf(pathname: string): AdminSection | undefined {
  const rest = pathname.replace(/^\/admin\/?/, '');
  const first = rest.split('/')[0] ?? '';
  return ADMIN_SECTIONS.find((section) => section.path === first);
}
