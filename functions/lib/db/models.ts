import { ficheModel } from './entities/fiche';
import { pointsModel, profileModel, subscriptionModel } from './entities/member';

/** Every entity of the single table. Adding an entity here is enough for CDK and the local stack. */
export const models = { profile: profileModel, subscription: subscriptionModel, points: pointsModel, fiche: ficheModel } as const;
