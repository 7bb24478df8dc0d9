import { API_ERRORS } from '../../../shared/contract/errors';
import { AUTH_MESSAGES, totpCodeSchema } from '../../../shared/schemas/auth';
import { isMfaRequired } from '../../../web/src/features/admin/mfa';
import { ApiError } from '../../../web/src/lib/api/ApiError';
import { SignInIncompleteError, signInOutcome } from '../../../web/src/lib/auth/sign-in-steps';
import { groupSecret, TOTP_MESSAGES, totpFailure } from '../../../web/src/lib/auth/totp';

/** Issue 20, the web side of TOTP that no browser test reaches in AWS: sign-in steps, codes, failures, the admin's lead. */
describe('where a sign-in stands after each answer', () => {
  it.each([
    [true, 'DONE', 'signedIn'],
    [false, 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED', 'newPasswordRequired'],
    [false, 'CONFIRM_SIGN_IN_WITH_TOTP_CODE', 'totpRequired'],
    // Issue 22: an account whose address was never confirmed goes to the sign-up's code step.
    [false, 'CONFIRM_SIGN_UP', 'confirmSignUpRequired'],
  ] as const)('signed in %s at step %s: %s', (isSignedIn, step, outcome) => {
    expect(signInOutcome(isSignedIn, step)).toBe(outcome);
  });

  // The pool offers neither SMS nor e-mail codes and sets nothing up at sign-in: such a step is a misconfiguration.
  it.each(['CONFIRM_SIGN_IN_WITH_SMS_CODE', 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP', 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION'])('fails loudly at %s', (step) => {
    expect(() => signInOutcome(false, step)).toThrow(SignInIncompleteError);
  });
});

describe('the 6-digit code of an authenticator app', () => {
  it.each([
    ['123456', '123456'],
    [' 123 456 ', '123456'],
    ['012345', '012345'],
  ])('accepts %j as %j', (typed, code) => {
    expect(totpCodeSchema.parse({ code: typed })).toEqual({ code });
  });

  it.each(['12345', '1234567', '12a456', '', '123-456'])('refuses %j with a French message', (typed) => {
    const result = totpCodeSchema.safeParse({ code: typed });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(AUTH_MESSAGES.totpCodeInvalid);
  });
});

describe('the secret shown to type into the app', () => {
  it('is grouped by four, every character kept', () => {
    const secret = 'KBWT32GSKIL6H4NQNOFVUJY2IISELBS3Z';
    expect(groupSecret(secret)).toBe('KBWT 32GS KIL6 H4NQ NOFV UJY2 IISE LBS3 Z');
    expect(groupSecret(secret).replace(/ /g, '')).toBe(secret);
  });
});

describe('what a failed TOTP step says', () => {
  const named = (name: string) => Object.assign(new Error('Cognito'), { name });
  it.each([
    ['CodeMismatchException', TOTP_MESSAGES.codeRefused],
    ['EnableSoftwareTokenMFAException', TOTP_MESSAGES.codeRefused],
    ['NotAuthorizedException', TOTP_MESSAGES.sessionExpired],
    ['TooManyRequestsException', TOTP_MESSAGES.tooManyAttempts],
    ['LimitExceededException', TOTP_MESSAGES.tooManyAttempts],
    ['InternalErrorException', TOTP_MESSAGES.unexpected],
  ])('%s: %s', (name, message) => {
    expect(totpFailure(named(name))).toBe(message);
  });

  it('something that is not an error at all: the generic message, or the caller’s own', () => {
    expect(totpFailure('?')).toBe(TOTP_MESSAGES.unexpected);
    expect(totpFailure(new Error('réseau'), 'Une erreur est survenue')).toBe('Une erreur est survenue');
    expect(totpFailure(named('CodeMismatchException'), 'Une erreur est survenue')).toBe(TOTP_MESSAGES.codeRefused);
  });
});

describe('an admin page the API refused', () => {
  it('leads to the setup for MFA_REQUIRED only', () => {
    const { status, message } = API_ERRORS.MFA_REQUIRED;
    expect(isMfaRequired(new ApiError(status, 'MFA_REQUIRED', message))).toBe(true);
    expect(isMfaRequired(new ApiError(403, 'FORBIDDEN', API_ERRORS.FORBIDDEN.message))).toBe(false);
    expect(isMfaRequired(Object.assign(new Error(message), { code: 'MFA_REQUIRED' }))).toBe(false);
  });
});
