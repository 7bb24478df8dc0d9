import { AdminDeleteUserCommand, UserNotFoundException } from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from '../lib/auth/cognito';
import { stripeBilling } from '../lib/billing/stripe-billing';
import { config } from '../lib/config';
import { db } from '../lib/db/service';
import { consumerHandler } from '../lib/events/consumer-handler';
import { eraseAccount } from '../account/erase-account';
import { videosBucket } from '../lib/storage/videos-bucket';

/** Deletes the account's Cognito user; one already deleted (an earlier run of the same event) is not an error. */
async function deleteCognitoUser(userId: string): Promise<void> {
  try {
    await cognito().send(new AdminDeleteUserCommand({ UserPoolId: config().USER_POOL_ID, Username: userId }));
  } catch (error) {
    if (!(error instanceof UserNotFoundException)) throw error;
  }
}

/**
 * Erases a deleted account (issue 22) from its `account_deleted` event: Cognito, the provider's subscription, the
 * visios, then the table (functions/account/erase-account.ts). Any step that fails fails the message: the queue brings
 * it back every 15 minutes for a day, and the run finishes what is left (each step is idempotent), else the message
 * lands in the dead-letter queue, whose alarm calls the team.
 */
export const handler = consumerHandler('account-erasure', async (event) => {
  await eraseAccount({ db: db(), billing: stripeBilling, deleteUser: deleteCognitoUser, videos: videosBucket() }, event.detail, new Date().toISOString());
});
