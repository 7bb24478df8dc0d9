import { CustomAttributeType } from 'electrodb';
import { PROFILE_SOURCES } from '../../../../shared/domain/dog-profile/completion';
import { PROFILE_VERSIONS, type DogProfileAnswers } from '../../../../shared/schemas/dog-profile';

/**
 * Several dogs (issue 25). A dog and its profile are one item: the member's dogs are in the member's partition and
 * in the `member` collection, so `GET /recommendations` and `GET /me` read every dog (at most 5) with the plan in
 * their one Query. The fields are those of the single profile before (entities/dog-profile.ts, kept for the
 * migration: functions/dogs/migrate-dogs.ts) plus the dog's id; the member's first dog is always `FIRST_DOG_ID`.
 */
export const dogModel = {
  model: { entity: 'dog', version: '1', service: 'lameute' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    dogId: { type: 'string', required: true, readOnly: true },
    /** Canonical answers, age in years; unanswered fields are not stored. */
    answers: { type: CustomAttributeType<DogProfileAnswers>('any'), required: true },
    completionPercentage: { type: 'number', required: true },
    profilComplet: { type: 'boolean', required: true },
    profileVersion: { type: PROFILE_VERSIONS, required: true },
    /** The form of the last save: quick, complete, wizard_light or wizard_complete. */
    form: { type: PROFILE_SOURCES, required: true },
    /** Saves so far: every save is written on the condition that it is unchanged since the answers it merges were read. */
    revision: { type: 'number' },
    createdAt: { type: 'string', required: true, readOnly: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: { collection: 'member', pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['dogId'] } },
  },
} as const;

/**
 * How many dogs the member has: `count` rises by one in the transaction that creates a dog, on the condition that it
 * is under the plan's limit (shared/domain/dogs.ts), so however many additions race, the member ends with at most
 * the limit (no read decides it).
 */
export const dogRosterModel = {
  model: { entity: 'dogRoster', version: '1', service: 'lameute' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    count: { type: 'number', required: true, default: 0 },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: { collection: 'member', pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;

/**
 * A fiche completed for one dog (SPEC §3 user_fiches_progress, per dog since issue 25; entities/fiche-progress.ts was
 * per member and is kept for the migration). Created only if absent: the completion, and its points, happen once per
 * member, dog and fiche however many requests race. In the `member` collection, read with the plan in one Query.
 */
export const dogProgressModel = {
  model: { entity: 'dogProgress', version: '1', service: 'lameute' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    dogId: { type: 'string', required: true, readOnly: true },
    ficheId: { type: 'string', required: true, readOnly: true },
    completedAt: { type: 'string', required: true, readOnly: true },
    /** Points credited by this completion. */
    pointsEarned: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    byUser: { collection: 'member', pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['dogId', 'ficheId'] } },
  },
} as const;
