import { profileEditPath } from '../../../../shared/domain/dog-profile/completion';

/**
 * The dog-profile routes (SPEC §2). /profil-chien is the hub once a profile exists and the quick form before;
 * the quick form of an existing profile opens at /profil-chien?modifier=1.
 */
export const HUB_PATH = '/profil-chien';
export const EDIT_QUERY_FLAG = 'modifier';
export const QUICK_EDIT_PATH = `${HUB_PATH}?${EDIT_QUERY_FLAG}=1`;
export const COMPLETE_PATH = '/profil-chien/complet';
export const WIZARD_PATH = '/profil-chien/simple';
export const VIEW_PATH = '/profil-chien/voir';

/** Where an edit button leads: SPEC's rule (complete form or quick form), the quick form in edit mode. */
export function editPathOf(profile: { profil_complet: boolean }): string {
  const path = profileEditPath(profile);
  return path === HUB_PATH ? QUICK_EDIT_PATH : path;
}

/** 'Ajouter un chien' (issue 25): the quick form for a new dog, created by `POST /dogs`. */
export const NEW_DOG_QUERY_FLAG = 'nouveau';
export const NEW_DOG_PATH = `${HUB_PATH}?${NEW_DOG_QUERY_FLAG}=1`;
