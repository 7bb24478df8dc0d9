import { DiscordAPIError, HTTPError, RateLimitError } from '@discordjs/rest';
import { config } from '../lib/config';
import { db } from '../lib/db/service';
import { discord } from '../lib/discord/discord';
import { HttpError } from '../lib/http/errors';
import { domainHandler } from '../lib/http/handler';
import { discordRedirectUri, finishDiscordLink, startDiscordLink, syncDiscordRoles } from './discord';
import { findMember } from './members';

/** Discord refused or did not answer: the member reads SPEC's 'Impossible de synchroniser les rôles Discord.' */
async function withDiscord<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof DiscordAPIError || error instanceof HTTPError || error instanceof RateLimitError || (error instanceof TypeError && error.message === 'fetch failed')) {
      throw new HttpError('DISCORD_UNAVAILABLE');
    }
    throw error;
  }
}

export const handler = domainHandler('account', {
  me: async ({ caller }) => {
    const member = await findMember(db(), caller.userId);
    if (!member) throw new HttpError('MEMBER_NOT_FOUND');
    return { ...member, roles: caller.roles };
  },
  discordAuthorize: async ({ caller }) =>
    withDiscord(async () => startDiscordLink(db(), await discord(), { userId: caller.userId, redirectUri: discordRedirectUri(config().SITE_URL), now: Date.now() })),
  discordLink: async ({ caller, body }) =>
    withDiscord(async () => finishDiscordLink(db(), await discord(), { userId: caller.userId, ...body, redirectUri: discordRedirectUri(config().SITE_URL), now: Date.now() })),
  discordSync: async ({ caller }) => {
    const synced = await withDiscord(async () => syncDiscordRoles(db(), await discord(), caller.userId));
    if (!synced) throw new HttpError('DISCORD_NOT_LINKED');
    return synced;
  },
});
