import { Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { Construct } from 'constructs';
import { PRICE_KEYS } from '../../shared/domain/billing';
import type { AppFunction } from './app-function';

export interface PaymentsProps {
  /** The provider's price ids by price key (`-c stripePrices='{"premium_monthly":"price_…",…}'`); placeholders until set. */
  readonly prices?: Readonly<Record<string, string>>;
}

/**
 * The payment provider's configuration (issue 13), outside the bundle and the repository: its keys in a Secrets
 * Manager secret (`{"secretKey":"sk_live_…","webhookSecret":"whsec_…"}`, put by the operator after the first
 * deployment, README), its price ids in an SSM parameter. Only the payments and visios Lambdas (a paid visio's
 * checkout and refund) read them.
 */
export class Payments extends Construct {
  readonly keys: Secret;
  readonly prices: StringParameter;
  private readonly bound: AppFunction[] = [];

  constructor(scope: Construct, id: string, props: PaymentsProps = {}) {
    super(scope, id);
    this.keys = new Secret(this, 'StripeKeys', {
      description: 'Clés Stripe de La Meute : {"secretKey":"sk_…","webhookSecret":"whsec_…"} (à renseigner après le déploiement)',
      generateSecretString: { secretStringTemplate: JSON.stringify({ secretKey: 'à-renseigner' }), generateStringKey: 'webhookSecret' },
    });
    Validations.of(this.keys).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'Stripe keys are rolled in the Stripe dashboard (it shows the new key once), then put in this secret; no rotation Lambda can create them.',
    });
    this.prices = new StringParameter(this, 'StripePrices', {
      description: 'Identifiants des prix Stripe de La Meute, par clé de prix (shared/domain/billing.ts)',
      stringValue: JSON.stringify(Object.fromEntries(PRICE_KEYS.map((key) => [key, props.prices?.[key] ?? `price_a_renseigner_${key}`]))),
    });
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
