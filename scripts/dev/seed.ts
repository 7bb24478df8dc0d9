import { setPlan } from '../../functions/account/members';
import { countAdmin } from '../../functions/admin/admin-roster';
import { setStaffStanding } from '../../functions/admin/staff-standing';
import { seedCatalogue } from '../../functions/fiches/seed-catalogue';
import { migrateAllDogs } from '../../functions/dogs/migrate-dogs';
import { db } from '../../functions/lib/db/service';
import { FICHES } from '../../shared/catalogue';
import { addToGroup, findAccount, signUp, type PoolRef } from './accounts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { seedDemoDogs } from './demo-dogs';
import { seedDemoHistory } from './demo-history';
import { seedDemoPoints } from './demo-points';
import { seedDemoTickets } from './demo-tickets';
import { seedDemoAutomations } from './demo-automations';
import { seedDemoBilling } from './demo-billing';
import { seedDemoVisios } from './demo-visios';
import type { StripeSandbox } from './stripe-sandbox';

/**
 * The product's content: the fiche catalogue of shared/catalogue, written on every start (a fiche already
 * in the table keeps its stored version). Every local stack has it, the integration tests' included.
 */
export async function seedContent(): Promise<void> {
  await seedCatalogue(db(), FICHES);
}

/**
 * Demo data, idempotent on every start. Accounts go through the real sign-up flow (the triggers create
 * profile, subscription and points), then get their plan (set only when it differs, so a demo member's
 * counters survive a restart) and staff group. Needs the functions'
 * environment (function-env.ts) to be set, as it writes through the functions' db layer.
 */
export async function seedDemoAccounts(pool: PoolRef & { stripe?: StripeSandbox | null }): Promise<void> {
  const now = new Date().toISOString();
  // First, so the demo members' sign-ups and upgrades reach the local webhook sink.
  await seedDemoAutomations(db(), process.env.WEBHOOK_SINK_URL, now);
  const owners = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS) {
    const userId = (await findAccount(pool, account.email)) ?? (await signUp(pool, { ...account, password: DEMO_PASSWORD }));
    const { data: subscription } = await db().entities.subscription.get({ userId }).go();
    if (subscription?.plan !== account.plan) await setPlan(db(), userId, account.plan, now);
    if (account.role) {
      await addToGroup(pool, account.email, account.role);
      // Staff, not members (issue 21), as a role given from the admin's member file makes them: once.
      await setStaffStanding(db(), userId, true, now);
    }
    // Counted among the admins as the role-add path counts them (functions/admin/admin-roster.ts), once.
    if (account.role === 'admin') await countAdmin(db(), userId, now);
    owners.set(account.email, userId);
  }
  // Several dogs (issue 25): every member's single dog profile becomes their first dog, once (idempotent).
  await migrateAllDogs(db(), now);
  // Their dogs, after their plans (a validated fiche must be readable by the owner's plan).
  await seedDemoDogs(db(), owners, () => new Date().toISOString());
  await seedDemoPoints(db(), owners, () => new Date().toISOString());
  await seedDemoTickets(db(), owners, () => new Date().toISOString());
  await seedDemoVisios(db(), owners, () => new Date().toISOString());
  // Twelve months of members, payments, validations and tickets before the demo accounts (issue 23: the analytics).
  await seedDemoHistory(db(), owners);
  // Through the Stripe sandbox and the webhook; with a real Stripe key, a newcomer makes their own test payments.
  if (pool.stripe) await seedDemoBilling(db(), owners, pool.stripe);
}
