import { db } from '../lib/db/service';
import { HttpError } from '../lib/http/errors';
import { domainHandler } from '../lib/http/handler';
import { addDog, findDogProfile, saveDogProfile } from './dog-profile';
import { listDogs } from './member-dogs';

export const handler = domainHandler('dogs', {
  getDogProfile: async ({ caller, query }) => {
    const profile = await findDogProfile(db(), caller.userId, query.dogId);
    if (!profile) throw new HttpError('DOG_PROFILE_NOT_FOUND');
    return profile;
  },
  saveDogProfile: async ({ caller, query, body }) => saveDogProfile(db(), { userId: caller.userId, dogId: query.dogId, body, now: new Date().toISOString() }),
  listDogs: async ({ caller }) => listDogs(db(), caller.userId),
  addDog: async ({ caller, body }) => addDog(db(), { userId: caller.userId, body, now: new Date().toISOString() }),
});
