import { ConfirmSignUpCommand, ResendConfirmationCodeCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { ApiErrorCode } from '../../shared/contract/errors';
import { RESEND_WINDOW_MS, resendDecision } from '../../shared/domain/sign-up-codes';
import type { ConfirmSignUp, ResendSignUpCode } from '../../shared/schemas/auth';
import { secretHash } from '../lib/auth/server-client';
import { isConditionFailure } from '../lib/db/condition';
import type { Db } from '../lib/db/service';
import { HttpError } from '../lib/http/errors';
import { translateCognitoError } from './cognito-errors';
import type { AuthDependencies } from './sign-up';

/**
 * Confirms a new member's address with the code Cognito e-mailed (issue 22). Cognito checks the code; its
 * confirmation runs the post-confirmation trigger, which creates the member's rows. An unknown address answers like
 * a wrong code (Cognito does so too, the server client preventing user-existence errors), and an account already
 * confirmed refuses any code: the route tells no more than sign-up does.
 */
export async function confirmSignUp({ cognito, serverClient }: AuthDependencies, { email, code }: ConfirmSignUp): Promise<void> {
  const client = await serverClient();
  try {
    await cognito.send(new ConfirmSignUpCommand({ ClientId: client.clientId, SecretHash: secretHash(client, email), Username: email, ConfirmationCode: code }));
  } catch (error) {
    translateCognitoError(error, {
      CodeMismatchException: 'SIGN_UP_CODE_INVALID',
      ExpiredCodeException: 'SIGN_UP_CODE_EXPIRED',
      UserNotFoundException: 'SIGN_UP_CODE_INVALID',
      // 'User cannot be confirmed. Current status is CONFIRMED' (and cognito-local's unknown user).
      NotAuthorizedException: 'SIGN_UP_CODE_INVALID',
    });
  }
}

const REFUSALS: Record<'tooSoon' | 'tooMany', ApiErrorCode> = {
  tooSoon: 'SIGN_UP_CODE_RESEND_TOO_SOON',
  tooMany: 'SIGN_UP_CODE_RESEND_LIMIT',
};

/**
 * 'Renvoyer le code': Cognito sends a new code (the previous one no longer works), within the resend limit of
 * shared/domain/sign-up-codes.ts, counted per address with one conditional write before anything is sent. The
 * write is conditioned on the resends it read (the item's absence, or its version), so of simultaneous requests one
 * passes and the others read it again and are refused. The limit applies to every address, with or without an
 * account, and the answer is the same for both (an unknown or already confirmed address is sent nothing).
 */
export async function resendSignUpCode(
  { cognito, serverClient, db, now }: AuthDependencies & { db: Db; now: () => string },
  { email }: ResendSignUpCode,
): Promise<void> {
  await recordResend(db, email, now);
  const client = await serverClient();
  try {
    await cognito.send(new ResendConfirmationCodeCommand({ ClientId: client.clientId, SecretHash: secretHash(client, email), Username: email }));
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    // No account, or 'User is already confirmed.': nothing to send, and nothing to tell.
    if (name === 'UserNotFoundException' || name === 'InvalidParameterException') return;
    translateCognitoError(error, {});
  }
}

async function recordResend(db: Db, email: string, now: () => string): Promise<void> {
  for (;;) {
    const at = now();
    const { data: current } = await db.entities.signUpCodeResends.get({ email }).go();
    const decision = resendDecision(current?.sends ?? [], at);
    if (!decision.allowed) throw new HttpError(REFUSALS[decision.reason]);
    const item = {
      email,
      sends: decision.sends,
      version: (current?.version ?? 0) + 1,
      expiresAt: Math.ceil((Date.parse(at) + RESEND_WINDOW_MS) / 1000),
    };
    try {
      if (current) await db.entities.signUpCodeResends.put(item).where(({ version }, { eq }) => eq(version, current.version)).go({ response: 'none' });
      else await db.entities.signUpCodeResends.create(item).go({ response: 'none' });
      return;
    } catch (error) {
      // Another resend to this address was recorded since the read: decide again on what it wrote.
      if (!isConditionFailure(error)) throw error;
    }
  }
}
