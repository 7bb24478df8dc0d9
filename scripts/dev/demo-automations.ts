import type { Db } from '../../functions/lib/db/service';
import { isConditionFailure } from '../../functions/lib/db/condition';
import type { AutomationEvent } from '../../shared/domain/automations';

/** The demo's automations: sign-ups and upgrades sent to the local webhook sink, so its page and the admin's show them. */
const DEMO_HOOKS: ReadonlyArray<[AutomationEvent, string]> = [
  ['profile_created', 'bienvenue'],
  ['plan_upgraded', 'abonnement'],
];

/**
 * Switches on two automations towards the local sink (`npm start`), before the demo members sign up, unless an admin
 * changed them since (created only if absent: a restart keeps the admin's settings).
 */
export async function seedDemoAutomations(db: Db, sinkUrl: string | undefined, now: string): Promise<void> {
  if (!sinkUrl) return;
  for (const [event, hook] of DEMO_HOOKS) {
    await db.entities.automation
      .create({ event, url: `${sinkUrl}/${hook}`, enabled: true, updatedBy: 'demo', updatedAt: now })
      .go({ response: 'none' })
      .catch((error: unknown) => (isConditionFailure(error) ? undefined : Promise.reject(error)));
  }
}
