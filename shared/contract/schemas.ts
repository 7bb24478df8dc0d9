import * as z from 'zod';
import { PLAN_IDS } from '../domain/plans';
import { ROLES } from '../domain/roles';
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

export const healthSchema = z.object({ status: z.literal('ok'), time: z.string() });

export * from './fiche-schemas';
export * from './dog-profile-schemas';
