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
import { ADMIN_ROUTES, type AdminSectionPath } from './routes';

export interface AdminSection {
  /** Path under /admin ('' for the admin dashboard). */
  path: AdminSectionPath;
  label: string;
  icon: LucideIcon;
  /** What the page holds, said under its title. */
  summary: string;
}

/** What the sidebar and the pages say of each section of ./routes.ts, which has one entry per path. */
const SECTION_TEXTS: Record<AdminSectionPath, Omit<AdminSection, 'path'>> = {
  '': { label: 'Dashboard', icon: LayoutDashboard, summary: 'Les chiffres clés : membres par offre, tickets par statut, visios du mois et fiches validées.' },
  users: { label: 'Utilisateurs', icon: Users, summary: 'Les membres, avec recherche par email ou prénom et filtre par offre.' },
  tickets: { label: 'Tickets', icon: LifeBuoy, summary: 'Les tickets d’accompagnement des membres et leur suivi.' },
  visios: { label: 'Visios', icon: Video, summary: 'Les visios planifiées et passées avec les éducateurs.' },
  fiches: { label: 'Fiches', icon: BookOpen, summary: 'Le catalogue des fiches : création, modification, publication et suppression.' },
  educators: { label: 'Éducateurs', icon: GraduationCap, summary: 'L’équipe d’éducateurs, la charge de chacun et les invitations.' },
  points: { label: 'Points', icon: Trophy, summary: 'Les statistiques de points, le classement des membres, les règles et les paliers de récompenses.' },
  payments: { label: 'Paiements', icon: CreditCard, summary: 'Les paiements et la configuration du webhook de paiement.' },
  analytics: { label: 'Analytics', icon: BarChart3, summary: 'Les statistiques d’usage du service.' },
  automations: { label: 'Automations', icon: Workflow, summary: 'Les dix automatisations, leur URL de webhook Make, un exemple des données envoyées, un bouton de test et les dernières livraisons.' },
};

/** The admin area's sidebar (SPEC §2 Admin), in the routes' order; loaded with the area, not with every member's app. */
export const ADMIN_SECTIONS: readonly AdminSection[] = ADMIN_ROUTES.map(({ path }) => ({ path, ...SECTION_TEXTS[path] }));

/** The section a path under /admin belongs to (/admin/payments/config belongs to Paiements). */
export function sectionOf(pathname: string): AdminSection | undefined {
  const rest = pathname.replace(/^\/admin\/?/, '');
  const first = rest.split('/')[0] ?? '';
  return ADMIN_SECTIONS.find((section) => section.path === first);
}
