import { TRAINING_SESSION_KINDS } from '../../../../shared/domain/training-sessions';

/**
 * One training session (issue 25): every validation of a fiche for a dog writes one, in the validation's own
 * transaction (functions/fiches/validate-fiche.ts): the first one of a fiche for the dog ('first', which may pay),
 * and each 'Refaire la séance' after it ('repeat', no points). The rating and note are the member's, added after.
 *
 * `sessionId` is `<at>_<random>` (shared/domain/training-sessions.ts), so the sort key orders sessions by time:
 * - primary: the sessions of one dog, in its own partition (not the member's: the member's Query does not grow
 *   with the log), from an instant on (the progression page's 12 weeks);
 * - `byMember` (gsi1): the sessions of a member, whatever the dog, between two instants (a week's count, "trained
 *   today?" for the reminders). `day` and `week` are the Paris day and week (Monday) of `at`, stored once.
 */
export const trainingSessionModel = {
  model: { entity: 'trainingSession', version: '1', service: 'lameute' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    dogId: { type: 'string', required: true, readOnly: true },
    sessionId: { type: 'string', required: true, readOnly: true },
    ficheId: { type: 'string', required: true, readOnly: true },
    /** The validation's instant, ISO UTC. */
    at: { type: 'string', required: true, readOnly: true },
    /** `YYYY-MM-DD`, Europe/Paris. */
    day: { type: 'string', required: true, readOnly: true },
    /** `YYYY-MM-DD` of the Paris week's Monday. */
    week: { type: 'string', required: true, readOnly: true },
    kind: { type: TRAINING_SESSION_KINDS, required: true, readOnly: true },
    /** Points the validation paid (0 for a repeat, or past the day's cap). */
    pointsEarned: { type: 'number', required: true, readOnly: true },
    /** 'Comment ça s'est passé ?' (issue 25, progress): 1 to 5, a short note, when the member rated it. */
    rating: { type: 'number' },
    note: { type: 'string' },
    ratedAt: { type: 'string' },
  },
  indexes: {
    byDog: { pk: { field: 'pk', composite: ['userId', 'dogId'] }, sk: { field: 'sk', composite: ['sessionId'] } },
    byMember: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['userId'] }, sk: { field: 'gsi1sk', composite: ['sessionId'] } },
  },
} as const;

/**
 * One validation request already applied (issue 27, validations queued offline): the browser's `Idempotency-Key`,
 * made at the tap, is kept here in the validation's own transaction (created only if absent), so a queued validation
 * sent again (the answer lost, the queue replayed, two tabs draining it) records nothing more and answers what the
 * first send recorded. `requestKey` is a hash of the member's id and the key (keys are per member); no member field;
 * it expires after VALIDATION_REQUEST_TTL_DAYS (functions/fiches/validate-fiche.ts), longer than a queue is kept.
 */
export const validationRequestModel = {
  model: { entity: 'validationRequest', version: '1', service: 'lameute' },
  attributes: {
    requestKey: { type: 'string', required: true, readOnly: true },
    ficheId: { type: 'string', required: true, readOnly: true },
    dogId: { type: 'string', required: true, readOnly: true },
    /** The session the request recorded (a first validation or a repeat). */
    sessionId: { type: 'string', required: true, readOnly: true },
    kind: { type: TRAINING_SESSION_KINDS, required: true, readOnly: true },
    pointsEarned: { type: 'number', required: true, readOnly: true },
    dailyCapReached: { type: 'boolean', required: true, readOnly: true },
    expiresAt: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    byKey: { pk: { field: 'pk', composite: ['requestKey'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;
