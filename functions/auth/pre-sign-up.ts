import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { signUpSchema } from '../../shared/schemas/auth';
import { firstErrorMessage } from '../../shared/schemas/field-errors';

/**
 * Cognito pre-sign-up: re-checks the sign-up form with the SAME shared schema as the browser
 * (SPEC §5: names, e-mail, password rules and the 25 common passwords, CGU acceptance).
 * The password reaches a trigger only through ClientMetadata, which Cognito passes to the trigger
 * without storing it; it is never logged. Throwing refuses the sign-up: Cognito answers
 * `UserLambdaValidationException` "PreSignUp failed with error <French message>." and the web shows the message.
 * A valid sign-up is confirmed at once (the product signs the member in right away, SPEC §2 Auth).
 */
export const handler = async (event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> => {
  if (event.triggerSource !== 'PreSignUp_SignUp') return event;
  const attributes = event.request.userAttributes;
  const metadata = event.request.clientMetadata ?? {};
  const parsed = signUpSchema.safeParse({
    firstName: attributes.given_name ?? '',
    email: attributes.email ?? '',
    password: metadata.password ?? '',
    acceptCgu: metadata.acceptCgu === 'true',
    newsletter: attributes['custom:newsletter'] === 'true',
  });
  if (!parsed.success) throw new Error(firstErrorMessage(parsed.error));
  event.response.autoConfirmUser = true;
  event.response.autoVerifyEmail = true;
  return event;
};
