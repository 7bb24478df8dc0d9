import { PASSWORD_MIN } from '../../../../shared/domain/password-rules';

/** What the password rules of the shared schema ask for, shown under every new-password field (sign-up, reset, 'Mon compte'). */
export const PASSWORD_HINT = `Au moins ${PASSWORD_MIN} caractères, avec une majuscule, une minuscule, un chiffre et un caractère spécial.`;
