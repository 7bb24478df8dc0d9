import * as z from 'zod';
import { SESSION_NOTE_MAX_LENGTH, SESSION_RATING_MAX, SESSION_RATING_MIN } from '../domain/progression';
import { number, text } from './fields';

/** 'Comment ça s’est passé ?' after a validation (issue 25): a rating of 1 to 5 and, if the member wants, a short note. */
export const SESSION_RATING_MESSAGES = {
  rating: 'Choisis une note de 1 à 5',
  noteTooLong: `La note doit contenir au plus ${SESSION_NOTE_MAX_LENGTH} caractères`,
} as const;
const M = SESSION_RATING_MESSAGES;

export const sessionRatingSchema = z.strictObject({
  rating: number({ min: SESSION_RATING_MIN, max: SESSION_RATING_MAX, rangeMessage: M.rating, requiredMessage: M.rating, notANumberMessage: M.rating }),
  /** Empty is no note: stored as none (a second rating without a note removes the first one's). */
  note: text({ multiline: true })
    .max(SESSION_NOTE_MAX_LENGTH, { error: M.noteTooLong })
    .transform((note) => (note ? note : undefined))
    .optional(),
});
export type SessionRatingInput = z.input<typeof sessionRatingSchema>;
export type SessionRatingForm = z.output<typeof sessionRatingSchema>;
