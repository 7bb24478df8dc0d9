import { randomUUID } from 'node:crypto';
import { consentStates } from '../../shared/domain/consents';
import type { Caller } from '../lib/auth/caller';
import type { Db } from '../lib/db/service';
import { writeTransaction } from '../lib/db/transaction';
import { outboxItem } from '../lib/events/outbox';
import { HttpError } from '../lib/http/errors';
import { memberFacts } from '../lib/members/facts';
import type { PasswordCheck } from './password-check';

export interface DeletionRequest {
  caller: Caller;
  password: string;
  at: string;
}

/**
 * 'Supprimer mon compte' (issue 22, RGPD article 17): the member's password is checked by Cognito (the typed word was
 * checked by the contract), then ONE conditional transaction is the point of no return:
 * - the account's standing is marked deleted, on the condition that it is neither deleted nor suspended: from this
 *   commit every signed-in call of the account is refused (functions/lib/auth/account-guard.ts), and of two deletions
 *   sent at once only one commits;
 * - the Discord link leaves the profile, so no later synchronisation (the subscription's end, below) gives a role
 *   back to the Discord account the event names;
 * - a member on the mailing list leaves it: `newsletter_changed` (unsubscribed) for the automation (Make);
 * - `account_deleted` goes to the outbox, carrying what its consumers need once the profile is gone: the
 *   account-erasure consumer cancels the subscription at once, frees the booked visios, deletes the Cognito user and
 *   erases the table's personal data, keeping invoices, tickets and visios anonymised under `anonymousId`
 *   (erase-account.ts); discord-roles takes the roles off; member-mail confirms it to the address the account had.
 * The request answers once this commit is made: the rest follows from the event, retried until done.
 * A staff account leaves the team first (an admin takes its roles): its queues, agenda and admin seat are the team's.
 */
export async function requestAccountDeletion(db: Db, checkPassword: PasswordCheck, { caller, password, at }: DeletionRequest): Promise<void> {
  const { userId } = caller;
  // The password first: nothing about the account is answered to whoever holds an unlocked session without it.
  await checkPassword(userId, password);
  if (caller.roles.length > 0) throw new HttpError('STAFF_ACCOUNT_NOT_DELETABLE');
  const { data } = await db.collections.member({ userId }).go();
  const [profile] = data.profile;
  const [subscription] = data.subscription;
  if (!profile || !subscription) throw new HttpError('MEMBER_NOT_FOUND');
  if (subscription.staff) throw new HttpError('STAFF_ACCOUNT_NOT_DELETABLE');
  // On the mailing list (Make) while the newsletter is consented: the deletion takes the address off it.
  const [{ data: consents }, facts] = await Promise.all([db.entities.consent.query.byUser({ userId }).go({ consistent: true }), memberFacts(db, userId)]);
  const onMailingList = consentStates(consents, { granted: profile.newsletter, at: profile.cguAcceptedAt ?? profile.createdAt }).newsletter.granted;

  const anonymousId = `supprime-${randomUUID()}`;
  const result = await writeTransaction(() =>
    db.transaction
      .write((entities) => [
        entities.accountStatus
          .update({ userId })
          .set({ deletedAt: at, anonymousId, updatedAt: at })
          .where(({ deletedAt, suspendedAt }, { notExists }) => `${notExists(deletedAt)} AND ${notExists(suspendedAt)}`)
          .commit(),
        entities.profile
          .patch({ userId })
          .remove(['discordId'])
          .commit(),
        outboxItem(entities, 'account_deleted', { userId, anonymousId, email: profile.email, firstName: profile.firstName, discordId: profile.discordId ?? null, deletedAt: at }, at),
        ...(onMailingList ? [outboxItem(entities, 'newsletter_changed', { ...facts, subscribed: false, changedAt: at }, at)] : []),
      ])
      .go(),
  );
  if (!result.canceled) return;
  if (result.data[0]?.code === 'ConditionalCheckFailed') {
    // Deleted by a request sent at the same time (or suspended meanwhile): that one's answer stands.
    const { data: standing } = await db.entities.accountStatus.get({ userId }).go({ consistent: true, attributes: ['deletedAt'] });
    throw new HttpError(standing?.deletedAt ? 'ACCOUNT_DELETED' : 'ACCOUNT_SUSPENDED');
  }
  if (result.data[1]?.code === 'ConditionalCheckFailed') throw new HttpError('MEMBER_NOT_FOUND');
  throw new Error(`Suppression du compte ${userId} annulée : ${result.data.map((item) => item.code).join(', ')}`);
}
