/**
 * The limits of the sign-up and password fields (SPEC §5, §9), without zod: the forms' hints read them on first
 * paint, and shared/schemas/auth.ts builds its checks from them.
 */

export const FIRST_NAME_MIN = 2;
export const FIRST_NAME_MAX = 50;
export const EMAIL_MAX = 255;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 100;

/**
 * The 25 common passwords refused at sign-up (SPEC §5, §9). Each one already passes the complexity rules,
 * so the list refuses what the rules alone would let through. Compared case-insensitively.
 */
export const COMMON_PASSWORDS: readonly string[] = [
  'Azerty123!',
  'Azerty1234!',
  'Azertyuiop1!',
  'Motdepasse1!',
  'Motdepasse123!',
  'Password1!',
  'Password123!',
  'P@ssw0rd',
  'P@ssword1',
  'Passw0rd!',
  'Qwerty123!',
  'Bonjour123!',
  'Soleil123!',
  'Doudou123!',
  'Loulou123!',
  'Chouchou1!',
  'Marseille13!',
  'Iloveyou1!',
  'Jetaime123!',
  'Welcome1!',
  'Admin123!',
  'Abcd1234!',
  'Football1!',
  'Chien123!',
  'Toutou123!',
];

const COMMON_PASSWORD_SET = new Set(COMMON_PASSWORDS.map((password) => password.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORD_SET.has(password.toLowerCase());
}

/**
 * The special characters Cognito's password policy accepts, so that the browser, the pre-sign-up trigger and
 * the user pool agree on every password. Letters and digits are the ASCII ones Cognito counts.
 */
export const PASSWORD_SPECIAL_CHARACTERS = '^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+- ';

/** Matches one character of `PASSWORD_SPECIAL_CHARACTERS`. */
export const SPECIAL_CHARACTER = new RegExp(`[${PASSWORD_SPECIAL_CHARACTERS.replace(/[\\\]^-]/g, '\\$&')}]`);
