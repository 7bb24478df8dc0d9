import * as z from 'zod';
import {
  EMAIL_MAX,
  FIRST_NAME_MAX,
  FIRST_NAME_MIN,
  isCommonPassword,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SPECIAL_CHARACTER,
} from '../domain/password-rules';
import { SIGN_UP_CODE_PATTERN } from '../domain/sign-up-codes';
import { BRAND } from '../brand';
import { text } from './fields';

/**
 * Sign-up, sign-in and password forms (SPEC §5), checked in the browser and again by the server. The limits and the
 * common-password list live in the zod-free shared/domain/password-rules.ts (the web reads them without loading zod);
 * they are re-exported here.
 */
export {
  COMMON_PASSWORDS,
  EMAIL_MAX,
  FIRST_NAME_MAX,
  FIRST_NAME_MIN,
  isCommonPassword,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_SPECIAL_CHARACTERS,
} from '../domain/password-rules';

export const AUTH_MESSAGES = {
  firstNameTooShort: `Ton prénom doit contenir au moins ${FIRST_NAME_MIN} caractères`,
  firstNameTooLong: `Ton prénom doit contenir au plus ${FIRST_NAME_MAX} caractères`,
  emailInvalid: 'Adresse email invalide',
  emailTooLong: `L’adresse email doit contenir au plus ${EMAIL_MAX} caractères`,
  passwordTooShort: `Le mot de passe doit contenir au moins ${PASSWORD_MIN} caractères`,
  passwordTooLong: `Le mot de passe doit contenir au plus ${PASSWORD_MAX} caractères`,
  passwordUppercase: 'Le mot de passe doit contenir au moins une majuscule',
  passwordLowercase: 'Le mot de passe doit contenir au moins une minuscule',
  passwordDigit: 'Le mot de passe doit contenir au moins un chiffre',
  passwordSpecial: 'Le mot de passe doit contenir au moins un caractère spécial',
  passwordCommon: 'Ce mot de passe est trop commun, choisis-en un plus sécurisé',
  cguRequired: 'Tu dois accepter les CGU pour continuer',
  passwordRequired: 'Le mot de passe est requis',
  resetEmailInvalid: 'Email invalide',
  codeInvalid: 'Le code reçu par email contient 6 chiffres',
  currentPasswordRequired: 'Ton mot de passe actuel est requis',
  signUpThroughApp: `L’inscription se fait depuis le site ${BRAND.name}`,
  totpCodeInvalid: 'Saisis les 6 chiffres affichés par ton application d’authentification',
} as const;

/** The password rules alone: every new password (sign-up, reset, change) is checked with them, in the browser and by the API. */
export const passwordSchema = text({ error: AUTH_MESSAGES.passwordTooShort, trim: false })
  .min(PASSWORD_MIN, { error: AUTH_MESSAGES.passwordTooShort })
  .max(PASSWORD_MAX, { error: AUTH_MESSAGES.passwordTooLong })
  .regex(/[A-Z]/, { error: AUTH_MESSAGES.passwordUppercase })
  .regex(/[a-z]/, { error: AUTH_MESSAGES.passwordLowercase })
  .regex(/[0-9]/, { error: AUTH_MESSAGES.passwordDigit })
  .regex(SPECIAL_CHARACTER, { error: AUTH_MESSAGES.passwordSpecial })
  .refine((password) => !isCommonPassword(password), { error: AUTH_MESSAGES.passwordCommon });

export const firstNameSchema = text({ error: AUTH_MESSAGES.firstNameTooShort })
  .min(FIRST_NAME_MIN, { error: AUTH_MESSAGES.firstNameTooShort })
  .max(FIRST_NAME_MAX, { error: AUTH_MESSAGES.firstNameTooLong });

/**
 * Trimmed, lower-cased, valid and at most 255 characters; `invalidMessage` lets the reset form say 'Email invalide'.
 * Lower-cased so that one address is one account whatever its case (the user pool is case-insensitive too).
 */
export function emailSchema(invalidMessage: string) {
  return text({ error: invalidMessage })
    .toLowerCase()
    .email({ error: invalidMessage })
    .max(EMAIL_MAX, { error: AUTH_MESSAGES.emailTooLong });
}

export const signUpSchema = z.strictObject({
  firstName: firstNameSchema,
  email: emailSchema(AUTH_MESSAGES.emailInvalid),
  password: passwordSchema,
  acceptCgu: z.literal(true, { error: AUTH_MESSAGES.cguRequired }),
  newsletter: z.boolean().default(false),
});
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUp = z.output<typeof signUpSchema>;

export const signInSchema = z.strictObject({
  email: emailSchema(AUTH_MESSAGES.emailInvalid),
  password: text({ error: AUTH_MESSAGES.passwordRequired, trim: false }).min(1, { error: AUTH_MESSAGES.passwordRequired }),
});
export type SignIn = z.infer<typeof signInSchema>;

export const passwordResetSchema = z.strictObject({
  email: emailSchema(AUTH_MESSAGES.resetEmailInvalid),
});
export type PasswordReset = z.infer<typeof passwordResetSchema>;

/** /update-password: the e-mailed code and a new password under the sign-up rules. */
export const updatePasswordSchema = z.strictObject({
  email: emailSchema(AUTH_MESSAGES.resetEmailInvalid),
  code: text({ error: AUTH_MESSAGES.codeInvalid })
    .regex(/^\d{6}$/, { error: AUTH_MESSAGES.codeInvalid }),
  password: passwordSchema,
});
export type UpdatePassword = z.infer<typeof updatePasswordSchema>;

/**
 * The sign-up's code step (issue 22): the address signed up and the 6-digit code e-mailed to it; spaces between the
 * digits, as a mail client may copy them, are ignored.
 */
export const confirmSignUpSchema = z.strictObject({
  email: emailSchema(AUTH_MESSAGES.emailInvalid),
  code: text({ error: AUTH_MESSAGES.codeInvalid })
    .transform((code) => code.replace(/\s+/g, ''))
    .pipe(z.string().regex(SIGN_UP_CODE_PATTERN, { error: AUTH_MESSAGES.codeInvalid })),
});
export type ConfirmSignUp = z.infer<typeof confirmSignUpSchema>;

/** 'Renvoyer le code': a new sign-up code to the address (rate-limited, shared/domain/sign-up-codes.ts). */
export const resendSignUpCodeSchema = z.strictObject({
  email: emailSchema(AUTH_MESSAGES.emailInvalid),
});
export type ResendSignUpCode = z.infer<typeof resendSignUpCodeSchema>;

/**
 * The 6-digit code of an authenticator app (TOTP, issue 20), at sign-in and to confirm its setup; spaces between the
 * digits, as some apps show them, are ignored. Cognito checks the code itself.
 */
export const totpCodeSchema = z.strictObject({
  code: text({ error: AUTH_MESSAGES.totpCodeInvalid })
    .transform((code) => code.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, { error: AUTH_MESSAGES.totpCodeInvalid })),
});
export type TotpCode = z.infer<typeof totpCodeSchema>;

/** A signed-in member's password change: the current password, and a new one under the sign-up rules. */
export const changePasswordSchema = z.strictObject({
  currentPassword: text({ error: AUTH_MESSAGES.currentPasswordRequired, trim: false }).min(1, { error: AUTH_MESSAGES.currentPasswordRequired }),
  newPassword: passwordSchema,
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;
