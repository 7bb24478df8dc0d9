import { parseVideoPaidWith } from '../../../shared/domain/videos';
import type { WriteEntities } from '../points/ledger';
import { returnRewardItem } from '../points/rewards';

/**
 * The item that gives back what paid for a video whose file never became a sent video (refused by the check after
 * upload, or abandoned by the video-uploads job), for the transaction that closes the video on the condition that it
 * still awaits its file — so it comes back once, whoever closes it and however often:
 * - a unit of the month's quota: that month's counter −1, on the condition that it is at least 1 (the month the
 *   reservation took it from, recorded in `paidWith`, not the current one);
 * - a `video_retour` credit: unused again, on the condition that it is still used for this very video.
 */
export function giveBackVideoPaymentItem(entities: WriteEntities, video: { userId: string; videoId: string; paidWith: string }) {
  const { userId, videoId } = video;
  const paid = parseVideoPaidWith(video.paidWith);
  return paid.kind === 'quota'
    ? entities.videoQuota
        .patch({ userId, month: paid.month })
        .add({ used: -1 })
        .where(({ used }, { gt }) => gt(used, 0))
        .commit()
    : returnRewardItem(entities, { userId, rewardId: paid.rewardId, usedFor: `video:${videoId}` });
}
