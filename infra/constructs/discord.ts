import { Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { AppFunction } from './app-function';

export interface DiscordProps {
  /** The application, the guild and each plan's role (`-c discord='{"clientId":"…","guildId":"…","roles":{…}}'`). */
  readonly settings?: { clientId: string; guildId: string; roles: Readonly<Record<string, string>> };
}

/**
 * Discord's configuration (issue 15): the bot's token and the application's secret in a Secrets Manager secret
 * (`{"botToken":"…","clientSecret":"…"}`, put by the operator after the first deployment), the ids in the functions'
 * environment. Only the functions bound here read them: the account domain (linking, 'Synchroniser') and the
 * discord-roles consumer.
 */
export class Discord extends Construct {
  readonly keys: Secret;
  private readonly bound: AppFunction[] = [];

  constructor(scope: Construct, id: string, private readonly props: DiscordProps = {}) {
    super(scope, id);
    this.keys = new Secret(this, 'DiscordKeys', {
      description: 'Discord de La Meute : {"botToken":"…","clientSecret":"…"} (à renseigner après le déploiement)',
      generateSecretString: { secretStringTemplate: JSON.stringify({ botToken: 'à-renseigner' }), generateStringKey: 'clientSecret' },
    });
    Validations.of(this.keys).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'The bot token and the client secret are reset in Discord’s developer portal (it shows them once), then put in this secret; no rotation Lambda can create them.',
    });
  }

  bind(fn: AppFunction): void {
    const settings = this.props.settings ?? { clientId: 'a-renseigner', guildId: 'a-renseigner', roles: { gratuit: 'a-renseigner', premium: 'a-renseigner', expert: 'a-renseigner' } };
    fn.bindSecret(this.keys, 'DISCORD_SECRET_ARN');
    fn.addEnvironment('DISCORD_CLIENT_ID', settings.clientId);
    fn.addEnvironment('DISCORD_GUILD_ID', settings.guildId);
    fn.addEnvironment('DISCORD_ROLES', JSON.stringify(settings.roles));
    this.bound.push(fn);
  }

  /** Where Discord sends members back: the site's address, known once the site exists. */
  linkReturnsTo(siteUrl: string): void {
    for (const fn of this.bound) fn.addEnvironment('SITE_URL', siteUrl);
  }
}
