import {
  AssociateSoftwareTokenCommand,
  InitiateAuthCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Context } from 'aws-lambda';
import * as z from 'zod';
import { cognitoSecondFactor } from '../../functions/lib/auth/second-factor';
import { routesHandler, type ApiEvent } from '../../functions/lib/http/handler';
import { cognitoClient } from '../../scripts/dev/user-pool';
import { API_ERRORS } from '../../shared/contract/errors';
import { defineRoute } from '../../shared/contract/route';
import { signUpAndSignIn, TEST_PASSWORD, type TestAccount } from './support/accounts';
import { testStack } from './support/stack';
import { totpCode } from './support/totp';

jest.setTimeout(60_000);

/**
 * Issue 20: the second factor's Cognito side, against cognito-local (which emulates TOTP: associate, verify, preference
 * and the sign-in challenge). The HTTP factory with the real adapter: an admin is refused until their account has TOTP.
 */
const adminRoute = defineRoute({ method: 'GET', path: '/test/admin', domain: 'test', access: 'admin', summary: 'Route admin de test', output: z.object({ ok: z.literal(true) }) });
const context = { functionName: 'la-meute-test-mfa', awsRequestId: 'req-1', getRemainingTimeInMillis: () => 30_000 } as Context;

const pool = () => cognitoClient(testStack().urls.cognito);
const adminCall = (account: TestAccount): ApiEvent =>
  ({
    routeKey: 'GET /test/admin',
    headers: { authorization: `Bearer ${account.accessToken}` },
    isBase64Encoded: false,
    requestContext: { requestId: 'req-1', authorizer: { jwt: { claims: { sub: account.userId, 'cognito:groups': '[admin]' }, scopes: [] } } },
  }) as unknown as ApiEvent;

/** What the account page does: an authenticator app added, its first code checked, TOTP made the preferred factor. */
async function turnTotpOn(accessToken: string): Promise<string> {
  const { SecretCode } = await pool().send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
  if (!SecretCode) throw new Error('AssociateSoftwareToken returned no secret');
  const verified = await pool().send(new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: totpCode(SecretCode), FriendlyDeviceName: 'Téléphone' }));
  expect(verified.Status).toBe('SUCCESS');
  await pool().send(new SetUserMFAPreferenceCommand({ AccessToken: accessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }));
  return SecretCode;
}

describe('an admin route with the Cognito second factor', () => {
  it('refuses an admin without TOTP, then lets them through once their account has it; the next sign-in asks for the code', async () => {
    const admin = await signUpAndSignIn('admin', 'Adèle');
    const secondFactor = cognitoSecondFactor(pool());
    const ran: string[] = [];
    const handler = routesHandler('test', [{ route: adminRoute, run: async () => (ran.push('admin'), { ok: true as const }) }], { secondFactor, accountGuard: null });

    const refused = (await handler(adminCall(admin), context)) as { statusCode: number; body: string };
    expect(refused.statusCode).toBe(403);
    expect(JSON.parse(refused.body)).toEqual({ error: { code: 'MFA_REQUIRED', message: API_ERRORS.MFA_REQUIRED.message } });
    expect(ran).toEqual([]);

    await turnTotpOn(admin.accessToken);
    expect(await handler(adminCall(admin), context)).toMatchObject({ statusCode: 200 });
    expect(ran).toEqual(['admin']);

    const { userPoolClientId } = testStack();
    const signIn = await pool().send(
      new InitiateAuthCommand({ ClientId: userPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: admin.email, PASSWORD: TEST_PASSWORD } }),
    );
    expect(signIn.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(signIn.AuthenticationResult).toBeUndefined();
  });

  it('reads only the caller’s own account: a member who turned TOTP on does not make an admin pass', async () => {
    const [admin, member] = await Promise.all([signUpAndSignIn('admin'), signUpAndSignIn('member')]);
    await turnTotpOn(member.accessToken);
    const secondFactor = cognitoSecondFactor(pool());
    expect(await secondFactor.hasTotp({ userId: member.userId, roles: [] }, member.accessToken)).toBe(true);
    expect(await secondFactor.hasTotp({ userId: admin.userId, roles: ['admin'] }, admin.accessToken)).toBe(false);
  });
});
