import { db } from '../lib/db/service';
import { notFound } from '../lib/http/errors';
import { domainHandler } from '../lib/http/handler';
import { findDogProfile, saveDogProfile } from './dog-profile';

export const DOG_PROFILE_NOT_FOUND = "Tu n'as pas encore créé le profil de ton chien.";

export const handler = domainHandler('dogs', {
  getDogProfile: async ({ caller }) => {
    const profile = await findDogProfile(db(), caller.userId);
    if (!profile) throw notFound(DOG_PROFILE_NOT_FOUND);
    return profile;
  },
  saveDogProfile: async ({ caller, body }) => saveDogProfile(db(), caller.userId, body, new Date().toISOString()),
});
