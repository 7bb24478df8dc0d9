import * as z from 'zod';
import { PLAN_IDS } from '../domain/plans';
import { ROLES } from '../domain/roles';
import { text } from '../schemas/fields';
import { LEVEL_IDS } from '../domain/levels';

/** Shapes that several routes answer with. Field names are camelCase; dog-profile fields keep SPEC's French names. */
export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  newsletter: z.boolean(),
  discordId: z.string().nullable(),
  createdAt: z.string(),
});

export const subscriptionSchema = z.object({
  type: z.enum(PLAN_IDS),
  ticketsRemaining: z.number().int(),
  visiosRemaining: z.number().int(),
  visiosBonus: z.number().int(),
  /** A renewal of the paid plan failed: the member is asked to update their card (issue 13). */
  paymentFailed: z.boolean(),
});

export const pointsSchema = z.object({
  total: z.number().int(),
  level: z.enum(LEVEL_IDS),
});

export const meSchema = z.object({
  profile: profileSchema,
  roles: z.array(z.enum(ROLES)),
  subscription: subscriptionSchema,
  points: pointsSchema,
});
export type Me = z.infer<typeof meSchema>;

/** What Discord sends the member back with (OAuth2 authorization code flow). */
export const discordLinkBodySchema = z.strictObject({
  code: text({ error: 'Code Discord manquant' }).min(1, { error: 'Code Discord manquant' }).max(512, { error: 'Code Discord invalide' }),
  state: z.uuid({ error: 'Lien Discord invalide : recommence depuis ton tableau de bord' }),
});

export const healthSchema = z.object({ status: z.literal('ok'), time: z.string() });

export * from './fiche-schemas';
export * from './dog-profile-schemas';
