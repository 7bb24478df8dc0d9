import type { Role } from '../../../../shared/domain/roles';

/** The links of SPEC §2 Navigation, for the header, the mobile menu and the bottom tab bar. */
export interface NavItem {
  label: string;
  to: string;
}

export const VISITOR_LINKS: readonly NavItem[] = [
  { label: 'Découvrir', to: '/decouvrir' },
  { label: 'Boutique', to: '/boutique' },
  { label: 'Plans', to: '/offres' },
];

export const MEMBER_LINKS: readonly NavItem[] = [
  { label: 'Tableau de bord', to: '/membre/dashboard' },
  { label: 'Fiches', to: '/membre/fiches' },
  { label: 'Progression', to: '/membre/progression' },
  { label: 'Boutique', to: '/boutique' },
  { label: 'Communauté', to: '/communaute' },
];

export const SIGN_IN_LINK: NavItem = { label: 'Connexion', to: '/auth' };
export const SIGN_UP_CTA: NavItem = { label: 'Commencer gratuitement', to: '/auth?tab=signup' };
export const MEMBER_CTA: NavItem = { label: 'Mon espace', to: '/membre/dashboard' };
/** The avatar and the dog's name lead to the dog profile hub. */
export const PROFILE_LINK = '/profil-chien';

/** The "Profil" sheet of the mobile tab bar: dog, points, abonnement, visios, videos (issue 26), the account (name, e-mail, password, security). */
export const PROFILE_SHEET_LINKS: readonly NavItem[] = [
  { label: 'Mon chien', to: '/profil-chien' },
  { label: 'Mes points & récompenses', to: '/membre/points' },
  { label: 'Mon abonnement', to: '/membre/abonnement' },
  { label: 'Mes visios', to: '/membre/visios' },
  { label: 'Mes vidéos', to: '/membre/videos' },
  { label: 'Mon compte', to: '/membre/compte' },
];

/** The educators' console, shown to educators and admins only (useAuth().hasAccess('educator')). */
export const STAFF_CONSOLE_LINK: NavItem = { label: 'Console éducateur', to: '/equipe' };
/** The admin area, shown to admins only. */
export const ADMIN_AREA_LINK: NavItem = { label: 'Administration', to: '/admin' };

/** Each staff area by the role it belongs to (shared/domain/roles.ts `staffArea` says which one someone works in). */
export const STAFF_AREA_LINKS: Readonly<Record<Role, NavItem>> = { admin: ADMIN_AREA_LINK, educator: STAFF_CONSOLE_LINK };
