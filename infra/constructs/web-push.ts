import type { Construct } from 'constructs';
import { DEPLOY_SETTINGS } from '../../shared/deploy-settings';
import type { AppFunction } from './app-function';
import { ServiceSettings } from './deploy-settings';

/**
 * Web Push's configuration (issue 25, training reminders): the VAPID private key in the secret `la-meute/web-push`,
 * the public key and the contact given to push services in the SSM parameter `/la-meute/web-push/ids`, both created
 * unfilled and filled by the operator after the first deployment (`npx web-push generate-vapid-keys --json`,
 * infra/README.md). The training-reminders consumer reads both; the rhythm API domain reads only the public key, which
 * browsers subscribe with.
 */
export class WebPush extends ServiceSettings {
  constructor(scope: Construct, id: string) {
    super(scope, id, {
      keys: DEPLOY_SETTINGS.webPushKeys,
      ids: DEPLOY_SETTINGS.webPushIds,
      rotation: 'A new VAPID key pair voids every device’s subscription (browsers subscribe with the public key): it is made by the operator (npx web-push generate-vapid-keys) and put here with its public key, not rotated by a Lambda.',
      variables: { keys: 'WEB_PUSH_SECRET_ARN', ids: 'WEB_PUSH_IDS_PARAMETER' },
    });
  }

  /** Lets a function read the public key only (the parameter), never the private key. */
  bindPublicKey(fn: AppFunction): void {
    fn.addEnvironment('WEB_PUSH_IDS_PARAMETER', this.ids.parameterName);
    this.ids.grantRead(fn);
  }
}
