import { db } from '../lib/db/service';
import { HttpError } from '../lib/http/errors';
import { domainHandler } from '../lib/http/handler';
import { findDogProfile, saveDogProfile } from './dog-profile';

export const handler = domainHandler('dogs', {
  getDogProfile: async ({ caller }) => {
    const profile = await findDogProfile(db(), caller.userId);
    if (!profile) throw new HttpError('DOG_PROFILE_NOT_FOUND');
    return profile;
  },
  saveDogProfile: async ({ caller, body }) => saveDogProfile(db(), { userId: caller.userId, body, now: new Date().toISOString() }),
});
