import {
  GetUserCommand,
  GlobalSignOutCommand,
  UpdateUserAttributesCommand,
  VerifyUserAttributeCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Identity } from '../../shared/schemas/account-identity';
import { translateCognitoError } from '../auth/cognito-errors';
import { isConditionFailure } from '../lib/db/condition';
import type { Db } from '../lib/db/service';
import { writeTransaction } from '../lib/db/transaction';
import { outboxItem } from '../lib/events/outbox';
import { HttpError } from '../lib/http/errors';

/**
 * 'Mon compte', who the member is (issue 22): their first name, their e-mail address, their sessions. The profile row
 * is the truth the app reads (`GET /me`, the e-mails, the staff's views); Cognito keeps copies in the account's
 * attributes (`given_name` for the id token, `email`, which the member signs in with), changed with the member's own
 * access token so that Cognito applies its own rules (the code to the new address, an address already taken refused).
 */
export interface IdentityDependencies {
  db: Db;
  cognito: CognitoIdentityProviderClient;
}

export interface MemberRequest {
  userId: string;
  /** The caller's access token: the Cognito calls are made in their name. */
  accessToken: string;
  now: Date;
}

/** How long a code sent to a new address holds its claim: Cognito's attribute verification codes last 24 hours. */
export const EMAIL_CLAIM_SECONDS = 24 * 3600;

/** The Cognito refusals of an address another account has (the address is the pool's username attribute). */
const ADDRESS_TAKEN = { AliasExistsException: 'EMAIL_ALREADY_USED', UsernameExistsException: 'EMAIL_ALREADY_USED' } as const;

async function profileOf(db: Db, userId: string) {
  const { data } = await db.entities.profile.get({ userId }).go({ attributes: ['email', 'firstName', 'pendingEmail'], consistent: true });
  if (!data) throw new HttpError('MEMBER_NOT_FOUND');
  return data;
}

/**
 * A new first name: Cognito's `given_name` first (so the next id token carries it), then the profile. Both writes set
 * a value, so a retried request after a failure between them ends in the same state.
 */
export async function changeFirstName({ db, cognito }: IdentityDependencies, { userId, accessToken }: MemberRequest, firstName: string): Promise<Identity> {
  const profile = await profileOf(db, userId);
  await cognito.send(new UpdateUserAttributesCommand({ AccessToken: accessToken, UserAttributes: [{ Name: 'given_name', Value: firstName }] }));
  await db.entities.profile.patch({ userId }).set({ firstName }).go({ response: 'none' });
  return { firstName, email: profile.email };
}

/**
 * Step 1 of a change of address: the new address is claimed for this member with one conditional write (free, this
 * member's own, or a pending claim whose code has expired), together with the profile's pending address; a previous
 * pending claim of the member, if they asked for another address before, is released after. Of two members asking
 * for one address at the same time, exactly one has it; the other reads EMAIL_ALREADY_USED. Then Cognito sends a code
 * to the new address and keeps the current one until the code is entered (the pool's `keepOriginal`); it refuses an
 * address an account signed up with, which holds no claim: the claim is then released.
 */
export async function requestEmailChange({ db, cognito }: IdentityDependencies, { userId, accessToken, now }: MemberRequest, email: string): Promise<{ pendingEmail: string }> {
  const profile = await profileOf(db, userId);
  if (profile.email === email) throw new HttpError('EMAIL_UNCHANGED');
  const previous = profile.pendingEmail;
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const outcome = await writeTransaction(() =>
    db.transaction
      .write(({ emailClaim, profile: profiles }) => [
        emailClaim
          .put({ email, userId, state: 'pending', expiresAt: nowSeconds + EMAIL_CLAIM_SECONDS, claimedAt: now.toISOString() })
          .where(({ email: claimed, userId: owner, state, expiresAt }, { notExists, eq, lt }) => `${notExists(claimed)} OR ${eq(owner, userId)} OR (${eq(state, 'pending')} AND ${lt(expiresAt, nowSeconds)})`)
          .commit(),
        profiles
          .patch({ userId })
          .set({ pendingEmail: email })
          // Over the pending address read: the previous claim released below is the one this member held.
          .where(({ pendingEmail }, { eq, notExists }) => (previous ? eq(pendingEmail, previous) : notExists(pendingEmail)))
          .commit(),
      ])
      .go(),
  );
  if (outcome.canceled) {
    if (outcome.data[0]?.code === 'ConditionalCheckFailed') throw new HttpError('EMAIL_ALREADY_USED');
    throw new HttpError('BUSY');
  }
  // The address asked for before, if another: free again (a claim left behind would only wait for its expiry).
  if (previous && previous !== email) await releasePendingClaim(db, userId, previous);
  try {
    await cognito.send(new UpdateUserAttributesCommand({ AccessToken: accessToken, UserAttributes: [{ Name: 'email', Value: email }] }));
  } catch (error) {
    await releasePendingClaim(db, userId, email);
    await db.entities.profile
      .patch({ userId })
      .remove(['pendingEmail'])
      .where(({ pendingEmail }, { eq }) => eq(pendingEmail, email))
      .go({ response: 'none' })
      .catch(ignoreConditionFailure);
    translateCognitoError(error, ADDRESS_TAKEN);
  }
  return { pendingEmail: email };
}

const ignoreConditionFailure = (error: unknown) => {
  if (!isConditionFailure(error)) throw error;
};

/** Deletes a claim only while it is this member's and pending: one another member holds now stays. */
async function releasePendingClaim(db: Db, userId: string, email: string): Promise<void> {
  await db.entities.emailClaim
    .delete({ email })
    .where(({ userId: owner, state }, { eq }) => `${eq(owner, userId)} AND ${eq(state, 'pending')}`)
    .go({ response: 'none' })
    .catch(ignoreConditionFailure);
}

/**
 * Step 2: the code sent to the new address. Cognito checks it and switches the account's address; then one
 * transaction makes the claim the member's for good, releases the previous address's claim, writes the new address
 * on the profile and `email_changed` to the outbox (the previous address is told). If that transaction did not run
 * after Cognito accepted the code (the function stopped), entering the code again finds Cognito already on the new,
 * verified address and completes it.
 */
export async function confirmEmailChange({ db, cognito }: IdentityDependencies, { userId, accessToken, now }: MemberRequest, code: string): Promise<Identity> {
  const profile = await profileOf(db, userId);
  const email = profile.pendingEmail;
  if (!email) throw new HttpError('EMAIL_CHANGE_NOT_PENDING');
  const { data: claim } = await db.entities.emailClaim.get({ email }).go({ consistent: true });
  if (!claim || claim.userId !== userId) throw new HttpError('EMAIL_CHANGE_NOT_PENDING');
  if (claim.state === 'pending' && (claim.expiresAt ?? 0) < Math.floor(now.getTime() / 1000)) throw new HttpError('EMAIL_CHANGE_CODE_EXPIRED');

  try {
    await cognito.send(new VerifyUserAttributeCommand({ AccessToken: accessToken, AttributeName: 'email', Code: code }));
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (!(name === 'CodeMismatchException' && (await cognitoHasVerified(cognito, accessToken, email)))) {
      translateCognitoError(error, { CodeMismatchException: 'EMAIL_CHANGE_CODE_INVALID', ExpiredCodeException: 'EMAIL_CHANGE_CODE_EXPIRED', ...ADDRESS_TAKEN });
    }
  }

  const previousEmail = profile.email;
  const outcome = await writeTransaction(() =>
    db.transaction
      .write((entities) => [
        entities.emailClaim
          .patch({ email })
          .set({ state: 'confirmed' })
          .remove(['expiresAt'])
          .where(({ userId: owner }, { eq }) => eq(owner, userId))
          .commit(),
        entities.profile
          .patch({ userId })
          .set({ email })
          .remove(['pendingEmail'])
          .where(({ pendingEmail, email: current }, { eq }) => `${eq(pendingEmail, email)} AND ${eq(current, previousEmail)}`)
          .commit(),
        outboxItem(entities, 'email_changed', { userId, firstName: profile.firstName, previousEmail, email, changedAt: now.toISOString() }, now.toISOString()),
      ])
      .go(),
  );
  if (outcome.canceled) throw new HttpError('EMAIL_CHANGE_NOT_PENDING');
  // The previous address, if a change had claimed it, is free again (one given at sign-up holds no claim).
  await db.entities.emailClaim
    .delete({ email: previousEmail })
    .where(({ userId: owner }, { eq }) => eq(owner, userId))
    .go({ response: 'none' })
    .catch(ignoreConditionFailure);
  return { firstName: profile.firstName, email };
}

/** Whether Cognito already holds `email` as the account's verified address (a code accepted before a failure). */
async function cognitoHasVerified(cognito: CognitoIdentityProviderClient, accessToken: string, email: string): Promise<boolean> {
  const { UserAttributes = [] } = await cognito.send(new GetUserCommand({ AccessToken: accessToken }));
  const value = (name: string) => UserAttributes.find((attribute) => attribute.Name === name)?.Value;
  return value('email')?.toLowerCase() === email && value('email_verified') === 'true';
}

/**
 * 'Se déconnecter de tous les appareils': the API refuses from now on every token issued before this instant (the
 * account guard reads `sessionsRevokedAt`, functions/lib/auth/account-guard.ts: an access token outlives a sign-out
 * by up to an hour), then Cognito revokes the account's refresh tokens, so no device can renew its session.
 */
export async function signOutEverywhere({ db, cognito }: IdentityDependencies, { userId, accessToken, now }: MemberRequest): Promise<void> {
  const at = now.toISOString();
  await db.entities.accountStatus.upsert({ userId, sessionsRevokedAt: at, updatedAt: at }).go({ response: 'none' });
  await cognito.send(new GlobalSignOutCommand({ AccessToken: accessToken }));
}
