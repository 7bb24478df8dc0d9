import * as z from 'zod';
import { TICKET_CATEGORIES, TICKET_PRIORITIES } from '../domain/tickets';
import { text } from './fields';

/** The 'Nouveau ticket' form (SPEC §5); the first error message is also what a toast shows. */
export const TICKET_LIMITS = { titleMin: 5, titleMax: 200, descriptionMin: 20, descriptionMax: 2000 } as const;
const L = TICKET_LIMITS;

export const TICKET_MESSAGES = {
  titleTooShort: `Le titre doit contenir au moins ${L.titleMin} caractères`,
  titleTooLong: `Le titre doit contenir au plus ${L.titleMax} caractères`,
  descriptionTooShort: 'Décris ta situation en au moins 20 caractères',
  descriptionTooLong: `La description doit contenir au plus ${L.descriptionMax} caractères`,
  category: 'Sélectionne une catégorie',
  priority: 'Sélectionne une priorité valide',
} as const;
const M = TICKET_MESSAGES;

export const ticketFormSchema = z.strictObject({
  title: text({ error: M.titleTooShort }).min(L.titleMin, { error: M.titleTooShort }).max(L.titleMax, { error: M.titleTooLong }),
  description: text({ error: M.descriptionTooShort, multiline: true })
    .min(L.descriptionMin, { error: M.descriptionTooShort })
    .max(L.descriptionMax, { error: M.descriptionTooLong }),
  category: z.preprocess((value) => (value === 'obéissance' ? 'obeissance' : value), z.enum(TICKET_CATEGORIES, { error: M.category })),
  priority: z.enum(TICKET_PRIORITIES, { error: M.priority }).default('standard'),
  /** The fiche a question is about (/membre/tickets?fiche={id}&type=fiche). */
  ficheId: text().regex(/^[a-z0-9-]+$/).max(100).optional(),
});
export type TicketFormInput = z.input<typeof ticketFormSchema>;
export type TicketForm = z.output<typeof ticketFormSchema>;

/** The create button stays disabled while the subject or the description is empty (SPEC §5). */
export function canSubmitTicket(form: { title?: string; description?: string }): boolean {
  return Boolean(form.title?.trim()) && Boolean(form.description?.trim());
}
