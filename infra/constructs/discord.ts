import type { Construct } from 'constructs';
import { DEPLOY_SETTINGS } from '../../shared/deploy-settings';
import { ServiceSettings } from './deploy-settings';

/**
 * Discord's configuration (issue 15): the bot's token and the application's secret in the secret `la-meute/discord`,
 * the application, guild and plan roles' ids in the SSM parameter `/la-meute/discord/ids`, both created unfilled and
 * filled by the operator after the first deployment (infra/README.md). Only the functions bound
 * here read them: the account domain (linking, 'Synchroniser') and the discord-roles consumer.
 */
export class Discord extends ServiceSettings {
  constructor(scope: Construct, id: string) {
    super(scope, id, {
      keys: DEPLOY_SETTINGS.discordKeys,
      ids: DEPLOY_SETTINGS.discordIds,
      rotation: 'The bot token and the client secret are reset in Discord’s developer portal (it shows them once), then put in this secret; no rotation Lambda can create them.',
      variables: { keys: 'DISCORD_SECRET_ARN', ids: 'DISCORD_IDS_PARAMETER' },
    });
  }
}
