import * as z from 'zod';

/**
 * 'Télécharger mes données' (issue 22): what `GET /account/export` and `POST /account/export` answer. `status`:
 * - none: never asked; preparing: being prepared (an e-mail follows); ready: downloadable until `availableUntil`;
 * - expired: its 7 days are over (the files are gone); failed: its preparation did not finish (ask again).
 * `links` only while ready: presigned GET links of the JSON file and of its readable summary, valid until `expiresAt`
 * (a few minutes: the page asks for fresh ones when the member comes back to it).
 */
export const memberExportSchema = z.object({
  status: z.enum(['none', 'preparing', 'ready', 'expired', 'failed']),
  requestedAt: z.string().nullable(),
  readyAt: z.string().nullable(),
  availableUntil: z.string().nullable(),
  links: z.object({ data: z.string().url(), summary: z.string().url(), expiresAt: z.string() }).nullable(),
});
export type MemberExport = z.infer<typeof memberExportSchema>;
