import type { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { Construct } from 'constructs';
import { DEPLOY_SETTINGS } from '../../shared/deploy-settings';
import type { AppFunction } from './app-function';
import { settingParameter, settingSecret } from './deploy-settings';

/**
 * Discord's configuration (issue 15): the bot's token and the application's secret in the secret `la-meute/discord`,
 * the application, guild and plan roles' ids in the SSM parameter `/la-meute/discord/ids`, both created with
 * placeholders and filled by the operator after the first deployment (README). Only the functions bound here read
 * them: the account domain (linking, 'Synchroniser') and the discord-roles consumer.
 */
export class Discord extends Construct {
  readonly keys: Secret;
  readonly ids: StringParameter;
  private readonly bound: AppFunction[] = [];

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.keys = settingSecret(
      this,
      'DiscordKeys',
      DEPLOY_SETTINGS.discordKeys,
      'The bot token and the client secret are reset in Discord’s developer portal (it shows them once), then put in this secret; no rotation Lambda can create them.',
    );
    this.ids = settingParameter(this, 'DiscordIds', DEPLOY_SETTINGS.discordIds);
  }

  /** Lets a function call Discord: reads the keys' secret and the ids' parameter, nothing else. */
  bind(fn: AppFunction): void {
    fn.bindSecret(this.keys, 'DISCORD_SECRET_ARN');
    fn.addEnvironment('DISCORD_IDS_PARAMETER', this.ids.parameterName);
    this.ids.grantRead(fn);
    this.bound.push(fn);
  }

  /** Where Discord sends members back: the site's address, known once the site exists. */
  linkReturnsTo(siteUrl: string): void {
    for (const fn of this.bound) fn.addEnvironment('SITE_URL', siteUrl);
  }
}
