import * as z from 'zod';
import { text } from './fields';

/**
 * 'Supprimer mon compte' (issue 22): the member confirms with their password and by typing a word, so an account is
 * never erased by a slip of the finger or by someone at an unlocked screen. The same schema checks the form in the
 * browser and the request on the server: a wrong word never reaches Cognito.
 */
export const DELETION_WORD = 'SUPPRIMER';

export const ACCOUNT_DELETION_MESSAGES = {
  passwordRequired: 'Saisis ton mot de passe pour confirmer',
  wordMismatch: `Tape le mot ${DELETION_WORD} en majuscules pour confirmer`,
} as const;

export const deleteAccountSchema = z.strictObject({
  password: text({ error: ACCOUNT_DELETION_MESSAGES.passwordRequired, trim: false }).min(1, { error: ACCOUNT_DELETION_MESSAGES.passwordRequired }),
  // A plain boolean, not a type guard: the form's field holds any text until it is checked.
  confirmation: text({ error: ACCOUNT_DELETION_MESSAGES.wordMismatch }).refine((word): boolean => word === DELETION_WORD, { error: ACCOUNT_DELETION_MESSAGES.wordMismatch }),
});
export type DeleteAccount = z.infer<typeof deleteAccountSchema>;

/** The name the team reads, on tickets and visios kept for its history, in place of an erased member's. */
export const DELETED_MEMBER_NAME = 'Membre supprimé';
