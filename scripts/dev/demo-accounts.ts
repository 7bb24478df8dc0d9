import type { PlanId } from '../../shared/domain/plans';
import type { Role } from '../../shared/domain/roles';

/** The demo accounts `npm start` seeds (issue 2); e2e tests sign in with them. */
export const DEMO_PASSWORD = 'Meute-Demo-2026!';

export interface DemoAccount {
  email: string;
  firstName: string;
  plan: PlanId;
  role?: Role;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'gratuit@example.com', firstName: 'Gaspard', plan: 'gratuit' },
  { email: 'premium@example.com', firstName: 'Pauline', plan: 'premium' },
  { email: 'expert@example.com', firstName: 'Étienne', plan: 'expert' },
  { email: 'educateur@example.com', firstName: 'Élodie', plan: 'gratuit', role: 'educator' },
  { email: 'admin@example.com', firstName: 'Adèle', plan: 'gratuit', role: 'admin' },
];
