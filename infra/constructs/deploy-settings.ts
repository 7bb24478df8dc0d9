import { SecretValue, Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { placeholderValue, type DeploySetting } from '../../shared/deploy-settings';

/**
 * The settings the operator fills after the first deployment (shared/deploy-settings.ts), created by the stack under
 * their catalogue names with every key set to the placeholder. The placeholder is a constant of the code, never a
 * context value: the template's value never changes, so CloudFormation never updates the resource and never writes
 * over what the operator put (infra/README.md, "Deploy-time settings", says what else would).
 */
export function settingParameter(scope: Construct, id: string, setting: DeploySetting & { store: 'parameter' }): StringParameter {
  return new StringParameter(scope, id, {
    parameterName: setting.name,
    description: `${setting.description} (à renseigner après le déploiement, README)`,
    stringValue: JSON.stringify(placeholderValue(setting)),
  });
}

/** The same for a secret; its keys are rolled where they are issued (Stripe, Discord), then put here by the operator. */
export function settingSecret(scope: Construct, id: string, setting: DeploySetting & { store: 'secret' }, rotation: string): Secret {
  const secret = new Secret(scope, id, {
    secretName: setting.name,
    description: `${setting.description} (à renseigner après le déploiement, README)`,
    // Not a secret: the placeholder the functions and the preflight recognise, until the operator puts the real keys.
    secretStringValue: SecretValue.unsafePlainText(JSON.stringify(placeholderValue(setting))),
  });
  Validations.of(secret).acknowledge({ id: 'AwsSolutions-SMG4', reason: rotation });
  return secret;
}
