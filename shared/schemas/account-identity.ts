import * as z from 'zod';
import { AUTH_MESSAGES, emailSchema, firstNameSchema } from './auth';
import { text } from './fields';

/**
 * 'Mon compte', the member's identity (issue 22): the first name, a new e-mail address and the code that proves it,
 * checked in the browser and again by the API. The password change reuses `changePasswordSchema` (./auth.ts).
 */
export const IDENTITY_MESSAGES = {
  codeInvalid: 'Le code reçu par e-mail contient 6 chiffres',
} as const;

export const firstNameChangeSchema = z.strictObject({ firstName: firstNameSchema });
export type FirstNameChange = z.infer<typeof firstNameChangeSchema>;

/** The new address, lower-cased like every address of the service (one address, one account). */
export const emailChangeSchema = z.strictObject({ email: emailSchema(AUTH_MESSAGES.emailInvalid) });
export type EmailChange = z.infer<typeof emailChangeSchema>;

/** The 6-digit code sent to the new address; spaces between the digits, as a mail client may copy them, are ignored. */
export const emailCodeSchema = z.strictObject({
  code: text({ error: IDENTITY_MESSAGES.codeInvalid })
    .transform((code) => code.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, { error: IDENTITY_MESSAGES.codeInvalid })),
});
export type EmailCode = z.infer<typeof emailCodeSchema>;

/** What the routes answer: the member's first name and address as they stand after the change. */
export const identitySchema = z.object({ firstName: z.string(), email: z.string() });
export type Identity = z.infer<typeof identitySchema>;

/** The change under way: the address the code was sent to. */
export const pendingEmailSchema = z.object({ pendingEmail: z.string() });
