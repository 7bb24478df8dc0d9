import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RewardType } from '../../../../../shared/domain/rewards';
import { ERRORS } from '../../../../../shared/schemas/messages';
import { showRewardUnlockedToast } from '../../../components/rewards/rewardToast';
import { toaster } from '../../../components/ui/toaster';
import { callApi, isApiError, meQuery, pointsOverviewQuery, rewardsQuery } from '../../../lib/api';

export const usePointsOverview = () => useQuery(pointsOverviewQuery());
export const useRewards = () => useQuery(rewardsQuery());

export interface ExchangeRequest {
  rewardType: RewardType;
  /** One per click on 'Échanger', the same for every retry of that click: the server pays it once. */
  requestId: string;
}

/** A lost answer may have been a spent exchange: retried with the same requestId, never for a refusal. */
const isWorthRetrying = (error: unknown) => !isApiError(error) || error.status === 0 || error.status >= 500;

/**
 * `POST /rewards/exchange` (SPEC §5 Reward exchange, §8): 'Récompense débloquée !' on success, the API's
 * 'Pas assez de points !' when the balance is short, 'Erreur lors de l'échange' otherwise; then the balance, the
 * history and the rewards (points page, dashboard, floating panel) are refetched.
 */
export function useExchangeReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ExchangeRequest) => callApi('exchangeReward', { body: request }),
    retry: (failures, error) => failures < 2 && isWorthRetrying(error),
    onSuccess: ({ reward }) => showRewardUnlockedToast(reward),
    onError: (error) => {
      const notEnough = isApiError(error) && error.code === 'POINTS_INSUFFICIENT';
      toaster.create({ type: 'error', title: notEnough ? error.message : ERRORS.exchange });
    },
    // A refusal too: the balance on screen was older than the server's.
    onSettled: () => Promise.all([pointsOverviewQuery(), meQuery()].map((query) => queryClient.invalidateQueries({ queryKey: query.queryKey }))),
  });
}

