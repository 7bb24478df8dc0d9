import { db } from '../lib/db/service';
import { domainHandler } from '../lib/http/handler';
import { grantReward, unusedRewards } from '../lib/points/rewards';
import { adjustPoints } from './adjust-points';
import { challengeChoice, publicChallenge, setChallenge } from './challenge';
import { exchangeReward } from './exchange-reward';
import { pointsOverview } from './overview';
import { sharedFiche, shareFiche, visitShare } from './shares';

const now = () => new Date().toISOString();

export const handler = domainHandler('points', {
  pointsOverview: async ({ caller }) => pointsOverview(db(), caller.userId, now()),
  listRewards: async ({ caller }) => ({ rewards: await unusedRewards(db(), caller.userId) }),
  exchangeReward: async ({ caller, body }) => exchangeReward(db(), { userId: caller.userId, ...body, at: now() }),
  shareFiche: async ({ caller, params, body }) => shareFiche(db(), { userId: caller.userId, ficheId: params.id, visitorId: body.visitorId, at: now() }),
  sharedFiche: async ({ params }) => sharedFiche(db(), params.token),
  publicChallenge: async () => publicChallenge(db(), now()),
  visitShare: async ({ params, body }) => {
    await visitShare(db(), { token: params.token, visitorId: body.visitorId, at: now() });
    return {};
  },
  adminGrantReward: async ({ caller, params, body }) =>
    grantReward(db(), { userId: params.id, type: body.rewardType, reason: body.reason, grantedBy: caller.userId, requestId: body.requestId, at: now() }),
  adminAdjustPoints: async ({ caller, params, body }) => adjustPoints(db(), { userId: params.id, ...body, actorId: caller.userId, at: now() }),
  adminGetChallenge: async ({ params }) => challengeChoice(db(), params.month),
  adminSetChallenge: async ({ caller, params, body }) => setChallenge(db(), { month: params.month, ficheIds: body.ficheIds, adminId: caller.userId, at: now() }),
});
