import * as z from 'zod';

/** A staff member's choice of the team's e-mails (issue 21): each one on or off (shared/domain/staff-mail.ts). */
export const staffMailPreferencesSchema = z.strictObject({
  urgent: z.boolean({ error: 'Indiquez si vous voulez recevoir l’e-mail des tickets urgents.' }),
  dueSoon: z.boolean({ error: 'Indiquez si vous voulez recevoir l’e-mail d’échéance proche.' }),
  digest: z.boolean({ error: 'Indiquez si vous voulez recevoir le récapitulatif du matin.' }),
});
export type StaffMailPreferencesBody = z.infer<typeof staffMailPreferencesSchema>;
