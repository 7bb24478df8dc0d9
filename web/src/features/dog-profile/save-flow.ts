import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DogProfileResponse, SaveDogProfileInput } from '../../../../shared/contract/dog-profile-schemas';
import type { ApiErrorCode } from '../../../../shared/contract/errors';
import { completeProfileSavedToast, ERRORS, SUCCESS, wizardSaveErrorMessage, type Toast } from '../../../../shared/schemas/messages';
import { toaster } from '../../components/ui/toaster';
import { isApiError } from '../../lib/api';
import { useCurrentDog } from '../../lib/current-dog';
import { useAddDog, useSaveDogProfile } from './api/dog-profile';
import { HUB_PATH } from './paths';

/** What a form says after a save (SPEC §8) and where it leads. */
export interface SaveOutcome {
  success: (saved: DogProfileResponse, created: boolean) => Toast;
  failure: (error: unknown) => Toast;
  next: string;
}

const createdOrUpdated = (_saved: DogProfileResponse, created: boolean): Toast =>
  created ? SUCCESS.profileCreated : { title: SUCCESS.profileUpdated };

/** The three profile forms' outcomes (SPEC §2 Profile wizards, §8). */
export const SAVE_OUTCOMES = {
  quick: { success: createdOrUpdated, failure: () => ERRORS.profileSave, next: '/membre/recommandations' },
  complete: {
    success: (saved) => completeProfileSavedToast(saved.profile.profil_complet, saved.profile.completion_percentage),
    failure: () => ERRORS.profileSave,
    next: HUB_PATH,
  },
  wizard: {
    success: createdOrUpdated,
    failure: (error) => ({ title: wizardSaveErrorMessage(isApiError(error) ? error : undefined) }),
    next: '/membre/fiches',
  },
} as const satisfies Record<string, SaveOutcome>;

/** Saved elsewhere since this page loaded the profile: the server's message says to reload, whatever the form. */
const CHANGED_ELSEWHERE: ApiErrorCode = 'DOG_PROFILE_CHANGED';

type WithoutRevision<B> = B extends unknown ? Omit<B, 'revision'> : never;
/** A form's body; the flow adds the revision. */
export type FormBody = WithoutRevision<SaveDogProfileInput>;

/**
 * The one way a profile form saves: sends the form's body for the dog and with the revision of the profile it was
 * filled from (both kept from the first render: a later refetch, or another dog chosen in the header, must not vouch
 * for values this page never showed), then toasts and leads on as the form's outcome says. A failure is toasted and
 * rethrown, so the form shows field errors.
 */
export function useProfileSave(loaded: DogProfileResponse | null | undefined, outcome: SaveOutcome) {
  const navigate = useNavigate();
  const mutation = useSaveDogProfile();
  const current = useCurrentDog().dogId;
  const [dogId] = useState(loaded?.dogId ?? current);
  const [revision] = useState(loaded?.revision);

  return async (body: FormBody): Promise<void> => {
    let saved: DogProfileResponse;
    try {
      saved = await mutation.mutateAsync({ dogId, body: { ...body, revision } });
    } catch (error) {
      const changed = isApiError(error) && error.code === CHANGED_ELSEWHERE;
      toaster.create({ type: 'error', ...(changed ? { title: error.message } : outcome.failure(error)) });
      throw error;
    }
    toaster.create({ type: 'success', ...outcome.success(saved, revision === undefined) });
    navigate(outcome.next);
  };
}

/**
 * 'Ajouter un chien' (issue 25): the quick form's answers become a new dog (`POST /dogs`), which becomes the current
 * dog; then its recommendations. Past the plan's limit the API's message is toasted (the page said it before, but
 * another tab may have added a dog meanwhile). A failure is rethrown, so the form shows field errors.
 */
export function useAddDogSave() {
  const navigate = useNavigate();
  const mutation = useAddDog();
  const { setDogId } = useCurrentDog();

  return async (body: FormBody): Promise<void> => {
    let saved: DogProfileResponse;
    try {
      saved = await mutation.mutateAsync(body);
    } catch (error) {
      const limit = isApiError(error) && error.code === 'DOG_LIMIT_REACHED';
      toaster.create({ type: 'error', ...(limit ? { title: 'Impossible d’ajouter ce chien', description: error.message } : ERRORS.profileSave) });
      throw error;
    }
    setDogId(saved.dogId);
    toaster.create({ type: 'success', title: `${saved.profile.nom ?? 'Ton chien'} a rejoint ta meute`, description: 'Voici les fiches recommandées pour lui.' });
    navigate(SAVE_OUTCOMES.quick.next);
  };
}
