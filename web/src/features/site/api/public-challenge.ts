import { useQuery } from '@tanstack/react-query';
import { publicChallengeQuery } from '../../../lib/api';

/** Not fetched on a static page (`skip`): the islands fetch the challenge there. */
export const usePublicChallenge = (skip = false) => useQuery({ ...publicChallengeQuery(), enabled: !skip });
