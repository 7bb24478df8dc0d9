import type { DogProfile, DogProfileAnswers } from '../../shared/schemas/dog-profile';
import type { Db } from '../lib/db/service';

type DogProfileItem = NonNullable<Awaited<ReturnType<ReturnType<Db['entities']['dogProfile']['get']>['go']>>['data']>;

/** A stored dog profile as the API serves it: SPEC §3 names, the answers and the figures the server computed. */
export function dogProfileOf(item: Pick<DogProfileItem, 'answers' | 'completionPercentage' | 'profilComplet' | 'profileVersion' | 'updatedAt'>): DogProfile {
  return {
    ...(item.answers as DogProfileAnswers),
    completion_percentage: item.completionPercentage,
    profil_complet: item.profilComplet,
    profile_version: item.profileVersion,
    updated_at: item.updatedAt,
  };
}
