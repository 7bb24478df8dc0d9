import type { Construct } from 'constructs';
import { DEPLOY_SETTINGS } from '../../shared/deploy-settings';
import { ServiceSettings } from './deploy-settings';

/**
 * The payment provider's configuration (issue 13), outside the bundle and the repository: its keys in the secret
 * `la-meute/stripe`, its price ids in the SSM parameter `/la-meute/stripe/prices`, both created unfilled and
 * filled by the operator after the first deployment (infra/README.md). Only the payments and visios Lambdas (a
 * paid visio's checkout and refund) and the refunds consumer read them.
 */
export class Payments extends ServiceSettings {
  constructor(scope: Construct, id: string) {
    super(scope, id, {
      keys: DEPLOY_SETTINGS.stripeKeys,
      ids: DEPLOY_SETTINGS.stripePrices,
      rotation: 'Stripe keys are rolled in the Stripe dashboard (it shows the new key once), then put in this secret; no rotation Lambda can create them.',
      variables: { keys: 'STRIPE_SECRET_ARN', ids: 'STRIPE_PRICES_PARAMETER' },
    });
  }
}
