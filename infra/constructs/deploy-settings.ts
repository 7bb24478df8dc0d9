import { SecretValue, Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { Construct } from 'constructs';
import { INITIAL_SETTING_VALUE, type DeploySetting } from '../../shared/deploy-settings';
import type { AppFunction } from './app-function';

/**
 * The settings the operator fills after the first deployment (shared/deploy-settings.ts), created by the stack under
 * their catalogue names with INITIAL_SETTING_VALUE. That value is a constant of the code, neither a context value nor
 * a list of the catalogue's keys: the template's value never changes, so CloudFormation never updates the resource and
 * never writes over what the operator put (infra/README.md, "Deploy-time settings", says what else would).
 */
export function settingParameter(scope: Construct, id: string, setting: DeploySetting & { store: 'parameter' }): StringParameter {
  return new StringParameter(scope, id, {
    parameterName: setting.name,
    description: `${setting.description} (à renseigner après le déploiement, README)`,
    stringValue: INITIAL_SETTING_VALUE,
  });
}

/** The same for a secret; its keys are rolled where they are issued (Stripe, Discord), then put here by the operator. */
export function settingSecret(scope: Construct, id: string, setting: DeploySetting & { store: 'secret' }, rotation: string): Secret {
  const secret = new Secret(scope, id, {
    secretName: setting.name,
    description: `${setting.description} (à renseigner après le déploiement, README)`,
    // Not a secret: a value with none of the keys, which the functions and the preflight report as missing.
    secretStringValue: SecretValue.unsafePlainText(INITIAL_SETTING_VALUE),
  });
  Validations.of(secret).acknowledge({ id: 'AwsSolutions-SMG4', reason: rotation });
  return secret;
}

export interface ServiceSettingsProps {
  /** The service's keys (a secret of the catalogue) and its ids (a parameter of the catalogue). */
  readonly keys: DeploySetting & { store: 'secret' };
  readonly ids: DeploySetting & { store: 'parameter' };
  /** Why the secret has no rotation Lambda (cdk-nag AwsSolutions-SMG4): where its keys are rolled. */
  readonly rotation: string;
  /** The environment variables that name the secret (its ARN) and the parameter to a bound function. */
  readonly variables: { readonly keys: string; readonly ids: string };
}

/**
 * An outside service's configuration (Stripe, Discord): its keys' secret and its ids' parameter, created unfilled,
 * read only by the functions bound to it, which also learn the site's address for the service's returns.
 */
export class ServiceSettings extends Construct {
  readonly keys: Secret;
  readonly ids: StringParameter;
  private readonly bound: AppFunction[] = [];

  constructor(
    scope: Construct,
    id: string,
    private readonly props: ServiceSettingsProps,
  ) {
    super(scope, id);
    this.keys = settingSecret(this, 'Keys', props.keys, props.rotation);
    this.ids = settingParameter(this, 'Ids', props.ids);
  }

  /** Lets a function call the service: reads the keys' secret and the ids' parameter, nothing else. */
  bind(fn: AppFunction): void {
    fn.bindSecret(this.keys, this.props.variables.keys);
    fn.addEnvironment(this.props.variables.ids, this.ids.parameterName);
    this.ids.grantRead(fn);
    this.bound.push(fn);
  }

  /** Where the service sends members back (checkout, portal, OAuth): the site's address, known once the site exists. */
  linkReturnsTo(siteUrl: string): void {
    for (const fn of this.bound) fn.addEnvironment('SITE_URL', siteUrl);
  }
}
