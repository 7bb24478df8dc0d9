import * as z from 'zod';
import { text } from '../schemas/fields';
import { sessionRatingSchema } from '../schemas/session-rating';
import { behaviourTagSchema, ficheLockSchema } from './fiche-schemas';

/**
 * Progress per behaviour (issue 25): rating a training session, and the progression of a dog as the member reads it
 * on /membre/progression and the educator beside a ticket or a visio (the same shape, read-only for the team).
 */

const dogIdSchema = text().regex(/^[a-z0-9]{1,24}$/, { error: 'Chien inconnu' });

/** A session's id as the validation answered it (`<instant>_<random>`). */
export const sessionIdParamsSchema = z.strictObject({
  sessionId: text()
    .regex(/^[0-9TZ:.-]{10,30}_[a-z0-9]{1,16}$/, { error: 'Identifiant de séance invalide' })
    .max(60, { error: 'Identifiant de séance invalide' }),
});

/** `PUT /sessions/{sessionId}/rating`: the dog the session was for (from the validation's answer), the rating, the note. */
export const rateSessionBodySchema = sessionRatingSchema.extend({ dogId: dogIdSchema });

export const ratedSessionSchema = z.object({
  sessionId: z.string(),
  dogId: z.string(),
  ficheId: z.string(),
  rating: z.number().int(),
  note: z.string().nullable(),
  ratedAt: z.string(),
});
export type RatedSession = z.infer<typeof ratedSessionSchema>;

/** `GET /progression?dogId=`: no dogId, the member's first dog. */
export const progressionQuerySchema = z.strictObject({ dogId: dogIdSchema.optional() });

const weekProgressSchema = z.object({
  /** The week's Monday, `YYYY-MM-DD` (Paris). */
  week: z.string(),
  sessions: z.number().int(),
  rated: z.number().int(),
  averageRating: z.number().nullable(),
});

const progressionFicheSchema = z.object({ id: z.string(), title: z.string() });

export const behaviourProgressSchema = z.object({
  tag: behaviourTagSchema,
  label: z.string(),
  weeks: z.array(weekProgressSchema),
  sessions: z.number().int(),
  averageRating: z.number().nullable(),
  done: z.array(progressionFicheSchema.extend({ completedAt: z.string() })),
  next: z.array(progressionFicheSchema.extend({ lock: ficheLockSchema.nullable() })),
});
export type BehaviourProgressView = z.infer<typeof behaviourProgressSchema>;

export const progressionSchema = z.object({
  /** The dog shown; null when the member has not created a dog yet. */
  dog: z.object({ dogId: z.string(), name: z.string() }).nullable(),
  /** The Mondays the charts cover, oldest first (this week last). */
  weeks: z.array(z.string()),
  /** Sessions of this dog this week (Paris), whatever the fiche. */
  sessionsThisWeek: z.number().int(),
  behaviours: z.array(behaviourProgressSchema),
  /** The last sessions of this dog, newest first, with their rating and note when given. */
  recentSessions: z.array(
    z.object({
      sessionId: z.string(),
      fiche: progressionFicheSchema,
      at: z.string(),
      rating: z.number().int().nullable(),
      note: z.string().nullable(),
    }),
  ),
});
export type Progression = z.infer<typeof progressionSchema>;
