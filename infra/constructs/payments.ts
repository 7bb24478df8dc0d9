import type { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { Construct } from 'constructs';
import { DEPLOY_SETTINGS } from '../../shared/deploy-settings';
import type { AppFunction } from './app-function';
import { settingParameter, settingSecret } from './deploy-settings';

/**
 * The payment provider's configuration (issue 13), outside the bundle and the repository: its keys in the secret
 * `la-meute/stripe`, its nine price ids in the SSM parameter `/la-meute/stripe/prices`, both created with placeholders
 * and filled by the operator after the first deployment (README). Only the payments and visios Lambdas (a paid visio's
 * checkout and refund) read them.
 */
export class Payments extends Construct {
  readonly keys: Secret;
  readonly prices: StringParameter;
  private readonly bound: AppFunction[] = [];

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.keys = settingSecret(
      this,
      'StripeKeys',
      DEPLOY_SETTINGS.stripeKeys,
      'Stripe keys are rolled in the Stripe dashboard (it shows the new key once), then put in this secret; no rotation Lambda can create them.',
    );
    this.prices = settingParameter(this, 'StripePrices', DEPLOY_SETTINGS.stripePrices);
  }

  /** Lets a function call the provider: reads the keys' secret and the prices' parameter, nothing else. */
  bind(fn: AppFunction): void {
    fn.bindSecret(this.keys, 'STRIPE_SECRET_ARN');
    fn.addEnvironment('STRIPE_PRICES_PARAMETER', this.prices.parameterName);
    this.prices.grantRead(fn);
    this.bound.push(fn);
  }

  /** Where the provider sends members back (checkout, portal): the site's address, known once the site exists. */
  linkReturnsTo(siteUrl: string): void {
    for (const fn of this.bound) fn.addEnvironment('SITE_URL', siteUrl);
  }
}
