import * as z from 'zod';
import { CONSENT_KINDS } from '../domain/consents';
import { text } from '../schemas/fields';

const kind = z.enum(CONSENT_KINDS, { error: 'Ce consentement n’existe pas.' });

/** One consent as 'Mon compte' shows it: given or not, and the date of the last change (none: never answered). */
export const consentSchema = z.object({ kind, granted: z.boolean(), changedAt: z.string().nullable() });

/** Every kind, in the catalogue's order (shared/domain/consents.ts). */
export const consentsSchema = z.object({ consents: z.array(consentSchema) });
export type Consents = z.infer<typeof consentsSchema>;

/** A switch turned on 'Mon compte': the kind and its new value (the date is the server's). */
export const setConsentBodySchema = z.strictObject({
  kind,
  granted: z.boolean({ error: 'Indique si tu donnes ce consentement.' }),
});
export type SetConsentBody = z.infer<typeof setConsentBodySchema>;

/**
 * The one-click unsubscribe link of a marketing e-mail (RFC 8058): its signed token, which names the member and the
 * consent. Checked by the server's signature, never trusted for its content alone.
 */
export const unsubscribeQuerySchema = z.strictObject({
  t: text({ error: 'Lien de désinscription invalide.' }).min(1, { error: 'Lien de désinscription invalide.' }).max(200, { error: 'Lien de désinscription invalide.' }),
});

export const unsubscribeResultSchema = z.object({ kind, label: z.string() });
