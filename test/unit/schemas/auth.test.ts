import * as z from 'zod';
import {
  changePasswordSchema,
  COMMON_PASSWORDS,
  isCommonPassword,
  passwordResetSchema,
  passwordSchema,
  signInSchema,
  signUpSchema,
  updatePasswordSchema,
} from '../../../shared/schemas/auth';
import { fieldErrors, firstErrorMessage, FORM_ERROR_KEY } from '../../../shared/schemas/field-errors';

const valid = { firstName: 'Camille', email: 'camille@example.com', password: 'Rex-du-13!', acceptCgu: true };

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return fieldErrors(result.error);
}

describe('sign-up (SPEC §5)', () => {
  it('accepts a valid sign-up, trims, and defaults newsletter to false', () => {
    expect(signUpSchema.parse({ ...valid, firstName: '  Camille ', email: ' camille@example.com ' })).toEqual({
      ...valid,
      newsletter: false,
    });
    expect(signUpSchema.parse({ ...valid, newsletter: true }).newsletter).toBe(true);
  });

  it('lower-cases the e-mail, so one address is one account whatever its case (issue 9)', () => {
    expect(signUpSchema.parse({ ...valid, email: ' Camille@EXAMPLE.com ' }).email).toBe('camille@example.com');
    expect(signInSchema.parse({ email: 'CAMILLE@example.com', password: 'x' }).email).toBe('camille@example.com');
    expect(updatePasswordSchema.parse({ email: 'Camille@Example.com', code: '123456', password: 'Rex-du-13!' }).email).toBe('camille@example.com');
  });

  it.each([
    ['firstName', 'A', 'Ton prénom doit contenir au moins 2 caractères'],
    ['firstName', '  A  ', 'Ton prénom doit contenir au moins 2 caractères'],
    ['firstName', 'A'.repeat(51), 'Ton prénom doit contenir au plus 50 caractères'],
    ['email', 'camille@', 'Adresse email invalide'],
    ['email', '', 'Adresse email invalide'],
    ['email', `${'a'.repeat(244)}@example.com`, 'L’adresse email doit contenir au plus 255 caractères'],
    ['password', 'Ab1!xyz', 'Le mot de passe doit contenir au moins 8 caractères'],
    ['password', `Ab1!${'x'.repeat(97)}`, 'Le mot de passe doit contenir au plus 100 caractères'],
    ['password', 'rex-du-13!', 'Le mot de passe doit contenir au moins une majuscule'],
    ['password', 'REX-DU-13!', 'Le mot de passe doit contenir au moins une minuscule'],
    ['password', 'Rex-du-treize!', 'Le mot de passe doit contenir au moins un chiffre'],
    ['password', 'Rexdu13Rex', 'Le mot de passe doit contenir au moins un caractère spécial'],
    ['password', 'Azerty123!', 'Ce mot de passe est trop commun, choisis-en un plus sécurisé'],
    ['password', 'MotDePasse1!', 'Ce mot de passe est trop commun, choisis-en un plus sécurisé'],
    ['acceptCgu', false, 'Tu dois accepter les CGU pour continuer'],
    ['acceptCgu', undefined, 'Tu dois accepter les CGU pour continuer'],
  ])('%s = %p → %s', (field, value, message) => {
    expect(errorsOf(signUpSchema, { ...valid, [field]: value })[field]).toBe(message);
  });

  it('takes a first name of exactly 2 and 50 characters, an e-mail of 255, a password of 8 and 100', () => {
    expect(signUpSchema.safeParse({ ...valid, firstName: 'Lu' }).success).toBe(true);
    expect(signUpSchema.safeParse({ ...valid, firstName: 'L'.repeat(50) }).success).toBe(true);
    expect(signUpSchema.safeParse({ ...valid, email: `${'a'.repeat(243)}@example.com` }).success).toBe(true);
    expect(signUpSchema.safeParse({ ...valid, password: 'Ab1!wxyz' }).success).toBe(true);
    expect(signUpSchema.safeParse({ ...valid, password: `Ab1!${'x'.repeat(96)}` }).success).toBe(true);
  });

  it('refuses unknown fields', () => {
    expect(signUpSchema.safeParse({ ...valid, admin: true }).success).toBe(false);
  });
});

describe('password rules', () => {
  it('lists 25 distinct common passwords, each of which passes the complexity rules alone', () => {
    expect(COMMON_PASSWORDS).toHaveLength(25);
    expect(new Set(COMMON_PASSWORDS.map((p) => p.toLowerCase())).size).toBe(25);
    expect(COMMON_PASSWORDS).toEqual(expect.arrayContaining(['Azerty123!', 'Motdepasse1!']));
    for (const common of COMMON_PASSWORDS) {
      const issues = passwordSchema.safeParse(common).error?.issues.map((i) => i.message);
      expect(issues).toEqual(['Ce mot de passe est trop commun, choisis-en un plus sécurisé']);
    }
  });

  it('compares case-insensitively', () => {
    expect(isCommonPassword('aZERTY123!')).toBe(true);
    expect(isCommonPassword('Azerty123?')).toBe(false);
  });

  it.each(['^', '$', '*', '.', '[', ']', '{', '}', '(', ')', '?', '"', '!', '@', '#', '%', '&', '/', '\\', ',', '>', '<', "'", ':', ';', '|', '_', '~', '`', '=', '+', '-', ' '])(
    'counts %p as a special character, as Cognito does',
    (special) => {
      expect(passwordSchema.safeParse(`Medor2024${special}`).success).toBe(true);
    },
  );

  it.each(['€', 'é', '§'])('does not count %p (Cognito would refuse it)', (character) => {
    expect(passwordSchema.safeParse(`Medor2024${character}`).success).toBe(false);
  });
});

describe('sign-in, password reset and update', () => {
  it('requires the password at sign-in', () => {
    expect(errorsOf(signInSchema, { email: 'a@b.fr', password: '' })).toEqual({ password: 'Le mot de passe est requis' });
    expect(errorsOf(signInSchema, { email: 'a@b.fr' })).toEqual({ password: 'Le mot de passe est requis' });
    expect(errorsOf(signInSchema, { email: 'ab.fr', password: 'x' })).toEqual({ email: 'Adresse email invalide' });
    expect(signInSchema.parse({ email: ' a@b.fr', password: 'x' })).toEqual({ email: 'a@b.fr', password: 'x' });
  });

  it("says 'Email invalide' on the reset form", () => {
    expect(errorsOf(passwordResetSchema, { email: 'nope' })).toEqual({ email: 'Email invalide' });
    expect(passwordResetSchema.parse({ email: 'camille@example.com ' })).toEqual({ email: 'camille@example.com' });
  });

  it('takes a 6-digit code and a new password under the sign-up rules', () => {
    const ok = { email: 'camille@example.com', code: ' 123456 ', password: 'Rex-du-13!' };
    expect(updatePasswordSchema.parse(ok).code).toBe('123456');
    expect(errorsOf(updatePasswordSchema, { ...ok, code: '12345' })).toEqual({ code: 'Le code reçu par email contient 6 chiffres' });
    expect(errorsOf(updatePasswordSchema, { ...ok, password: 'Motdepasse123!' })).toEqual({
      password: 'Ce mot de passe est trop commun, choisis-en un plus sécurisé',
    });
  });
});

describe('password change', () => {
  it('needs the current password and a new one under the sign-up rules', () => {
    expect(changePasswordSchema.parse({ currentPassword: 'ancien', newPassword: 'Rex-du-13!' })).toEqual({ currentPassword: 'ancien', newPassword: 'Rex-du-13!' });
    expect(errorsOf(changePasswordSchema, { currentPassword: '', newPassword: 'Toutou123!' })).toEqual({
      currentPassword: 'Ton mot de passe actuel est requis',
      newPassword: 'Ce mot de passe est trop commun, choisis-en un plus sécurisé',
    });
  });
});

describe('fieldErrors / firstErrorMessage', () => {
  it('keeps the first message of each field, dotted paths, and a form key for root errors', () => {
    const schema = z.object({ a: z.string().min(3, 'trop court').regex(/x/, 'sans x'), list: z.array(z.string().min(1, 'vide')) });
    const error = schema.safeParse({ a: 'b', list: ['ok', ''] }).error!;
    expect(fieldErrors(error)).toEqual({ a: 'trop court', 'list.1': 'vide' });
    expect(firstErrorMessage(error)).toBe('trop court');
    expect(fieldErrors(z.string({ error: 'texte attendu' }).safeParse(1).error!)).toEqual({ [FORM_ERROR_KEY]: 'texte attendu' });
  });
});
