import type { EntityItem } from 'electrodb';
import type { DogProfileResponse } from '../../shared/contract/dog-profile-schemas';
import { deriveTags } from '../../shared/domain/tag-derivation';
import type { DogProfile } from '../../shared/schemas/dog-profile';
import type { Db } from '../lib/db/service';

/** A dog and its profile (issue 25: one item per dog, entities/dog.ts). */
export type DogProfileItem = EntityItem<Db['entities']['dog']>;

type Served = Pick<DogProfileItem, 'answers' | 'completionPercentage' | 'profilComplet' | 'profileVersion' | 'updatedAt'>;

/** A stored dog profile as the API serves it: SPEC §3 names, the answers and the figures the server computed. */
export function dogProfileOf(item: Served): DogProfile {
  return {
    ...item.answers,
    completion_percentage: item.completionPercentage,
    profil_complet: item.profilComplet,
    profile_version: item.profileVersion,
    updated_at: item.updatedAt,
  };
}

/** The revision a save of this profile must be sent with (0 for a profile saved before revisions were counted). */
export function revisionOf(item: Pick<DogProfileItem, 'revision'>): number {
  return item.revision ?? 0;
}

/** `GET` and `PUT /dog-profile`, `POST /dogs`: the dog, its profile, its behavioural tags and its revision. */
export function dogProfileResponse(item: Served & Pick<DogProfileItem, 'revision' | 'dogId'>): DogProfileResponse {
  const profile = dogProfileOf(item);
  return { dogId: item.dogId, profile, tags: deriveTags(profile), revision: revisionOf(item) };
}
