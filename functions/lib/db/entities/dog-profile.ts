import { CustomAttributeType } from 'electrodb';
import { PROFILE_SOURCES } from '../../../../shared/domain/dog-profile/completion';
import { PROFILE_VERSIONS, type DogProfileAnswers } from '../../../../shared/schemas/dog-profile';

/**
 * The member's dog profile (SPEC §3 dog_profiles, one per member), in the member's partition and in the
 * `member` collection, so `GET /recommendations` reads it with the plan and the fiche progress in one Query.
 * `answers` holds the canonical answers (parsed by the contract's form schemas before any write); the figures
 * beside them are computed by the server on save, never taken from the client.
 */
export const dogProfileModel = {
  model: { entity: 'dogProfile', version: '1', service: 'lameute' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    /** Canonical answers, age in years; unanswered fields are not stored. */
    answers: { type: CustomAttributeType<DogProfileAnswers>('any'), required: true },
    completionPercentage: { type: 'number', required: true },
    profilComplet: { type: 'boolean', required: true },
    profileVersion: { type: PROFILE_VERSIONS, required: true },
    /** The form of the last save: quick, complete, wizard_light or wizard_complete. */
    form: { type: PROFILE_SOURCES, required: true },
    /**
     * Saves so far (1 after the first). Every save is written on the condition that it is unchanged since the
     * answers it merges were read. Absent on profiles saved before it existed, which read as revision 0.
     */
    revision: { type: 'number' },
    createdAt: { type: 'string', required: true, readOnly: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    // Same partition as functions/lib/db/entities/member.ts (table.ts refuses a mismatch).
    byUser: { collection: 'member', pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;
