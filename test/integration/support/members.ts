import { setPlan } from '../../../functions/account/members';
import { db, type Db } from '../../../functions/lib/db/service';
import { functionEnvironment } from '../../../scripts/dev/function-env';
import type { PlanId } from '../../../shared/domain/plans';
import { signUpAndSignIn, type TestAccount } from './accounts';
import { testStack } from './stack';

/**
 * The table of the test stack, through the functions' own db layer (for arranging state a route does not
 * offer, such as a plan, and for checking stored items exactly).
 */
export function testDb(): Db {
  const { urls, userPoolId, serverClientId } = testStack();
  for (const [name, value] of Object.entries(functionEnvironment({ userPoolId, serverClientId, dynamodb: urls.dynamodb, aws: urls.aws, cognito: urls.cognito, realtime: urls.realtime, ...(urls.stripe ? { stripe: urls.stripe } : {}) }))) {
    process.env[name] ??= value;
  }
  return db();
}

/** A new member, signed in, on `plan` (as a payment would leave them). */
export async function memberOnPlan(plan: PlanId, firstName = 'Testeur'): Promise<TestAccount> {
  const account = await signUpAndSignIn('member', firstName);
  if (plan !== 'gratuit') await setPlan(testDb(), account.userId, plan, new Date().toISOString());
  return account;
}
