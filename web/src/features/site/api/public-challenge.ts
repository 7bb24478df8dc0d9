import { useQuery } from '@tanstack/react-query';
import { publicChallengeQuery } from '../../../lib/api';

export const usePublicChallenge = () => useQuery(publicChallengeQuery());
