/** Cognito reports failures as errors whose `name` is the service exception (UsernameExistsException…). */
export function authErrorName(error: unknown): string | undefined {
  return error instanceof Error ? error.name : undefined;
}

/** AWS names the trigger (`PreSignUp failed with error X.`); cognito-local names the function it invoked. */
const PRE_SIGN_UP_FAILURE = /failed with error (.+?)\.?$/s;

/**
 * The French message the pre-sign-up trigger rejected the sign-up with: Cognito wraps it as
 * "PreSignUp failed with error X." in a UserLambdaValidationException.
 */
export function preSignUpRejection(error: unknown): string | undefined {
  if (authErrorName(error) !== 'UserLambdaValidationException' || !(error instanceof Error)) return undefined;
  const match = PRE_SIGN_UP_FAILURE.exec(error.message.trim());
  return match?.[1]?.trim() || undefined;
}
