import { DiscordAPIError, REST, type ResponseLike, type RESTOptions } from '@discordjs/rest';
import { Routes, type APIUser, type RESTPostOAuth2AccessTokenResult } from 'discord-api-types/v10';
import { PLAN_IDS, type PlanId } from '../../../shared/domain/plans';
import { config } from '../config';
import { readDeploySettings } from '../deploy-settings';
import { once } from '../once';

/**
 * Discord (issue 15, SPEC §4 and §7 sync-discord-roles): a member links their account (OAuth2 `identify guilds.join`),
 * the bot adds them to the guild with the role of their plan and swaps it on every change. Behind this port, the
 * `@discordjs/rest` client (it waits out 429 answers by their retry-after) pointed at Discord, or locally at the
 * sandbox of scripts/dev.
 */
export interface Discord {
  authorizeUrl(state: string, redirectUri: string): string;
  /** Trades the authorization code for the member's token and Discord id. */
  identify(code: string, redirectUri: string): Promise<{ discordId: string; accessToken: string }>;
  /** Adds the member to the guild (with their token) with the role of their plan; a member already in it is kept. */
  join(discordId: string, accessToken: string, plan: PlanId): Promise<void>;
  /** Gives the member the role of their plan and takes the other plans' roles. */
  setPlanRole(discordId: string, plan: PlanId): Promise<void>;
  /**
   * Takes every plan role off the member (their account deleted, issue 22). Idempotent: a role they do not have, or a
   * member who left the guild, changes nothing.
   */
  removePlanRoles(discordId: string): Promise<void>;
}

/** The runtime's fetch for the REST clients: its request and response are undici's, typed by the DOM's names. */
const runtimeFetch: RESTOptions['makeRequest'] = async (url, init) => (await fetch(url, init as RequestInit)) as unknown as ResponseLike;

/**
 * The Discord client, created once per container from its ids (SSM) and its keys (Secrets Manager). Until the operator
 * has filled them, each call answers 503 and logs which keys are missing (functions/lib/deploy-settings): a request
 * reads a French refusal, the discord-roles consumer's message is retried.
 */
export const discord = once(async (): Promise<Discord> => {
  const { DISCORD_SECRET_ARN, DISCORD_IDS_PARAMETER, DISCORD_API_URL, DISCORD_AUTHORIZE_URL } = config();
  const settings = await readDeploySettings({ discordIds: DISCORD_IDS_PARAMETER, discordKeys: DISCORD_SECRET_ARN });
  const { clientId, guildId, roles } = settings.discordIds as { clientId: string; guildId: string; roles: Record<PlanId, string> };
  const keys = settings.discordKeys as { botToken: string; clientSecret: string };
  const api = DISCORD_API_URL ?? 'https://discord.com/api';
  // The runtime's fetch: the deployed bundle has no undici of its own (functions/lib/discord/undici-runtime.ts).
  const bot = new REST({ version: '10', api, makeRequest: runtimeFetch }).setToken(keys.botToken);
  const setPlanRole = async (discordId: string, plan: PlanId) => {
    await bot.put(Routes.guildMemberRole(guildId, discordId, roles[plan]));
    for (const other of PLAN_IDS.filter((id) => id !== plan)) await bot.delete(Routes.guildMemberRole(guildId, discordId, roles[other]));
  };
  return {
    authorizeUrl(state, redirectUri) {
      const url = new URL(DISCORD_AUTHORIZE_URL);
      url.search = new URLSearchParams({ client_id: clientId, response_type: 'code', scope: 'identify guilds.join', redirect_uri: redirectUri, state, prompt: 'none' }).toString();
      return url.toString();
    },
    async identify(code, redirectUri) {
      const token = (await bot.post(Routes.oauth2TokenExchange(), {
        auth: false,
        passThroughBody: true,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_id: clientId, client_secret: keys.clientSecret, grant_type: 'authorization_code', code, redirect_uri: redirectUri }),
      })) as RESTPostOAuth2AccessTokenResult;
      const user = (await new REST({ version: '10', api, authPrefix: 'Bearer', makeRequest: runtimeFetch }).setToken(token.access_token).get(Routes.user())) as APIUser;
      return { discordId: user.id, accessToken: token.access_token };
    },
    async join(discordId, accessToken, plan) {
      await bot.put(Routes.guildMember(guildId, discordId), { body: { access_token: accessToken, roles: [roles[plan]] } });
      // Already in the guild (the PUT then changes nothing): the roles are set either way.
      await setPlanRole(discordId, plan);
    },
    setPlanRole,
    async removePlanRoles(discordId) {
      for (const plan of PLAN_IDS) {
        try {
          await bot.delete(Routes.guildMemberRole(guildId, discordId, roles[plan]));
        } catch (error) {
          // 10007 Unknown Member: they left the guild, so they hold no role of it.
          if (error instanceof DiscordAPIError && error.code === 10007) return;
          throw error;
        }
      }
    },
  };
});
