/** The hint under every new-password field, shared with 'Mon compte' (web/src/lib/forms/passwordHint.ts). */
export { PASSWORD_HINT } from '../../lib/forms/passwordHint';
