import { db } from '../lib/db/service';
import { discord } from '../lib/discord/discord';
import { consumerHandler, type ConsumedEvent } from '../lib/events/consumer-handler';
import { syncDiscordRoles } from '../account/discord';

/**
 * SPEC §7 sync-discord-roles (issue 15): after every change of plan, the member's Discord role follows it, if they
 * linked their account; a deleted account's Discord account loses every plan role (issue 22). A Discord failure
 * fails the message: the queue tries again (rate limits included).
 */
export async function followPlanOnDiscord(event: ConsumedEvent<'discord-roles'>): Promise<void> {
  if (event.name === 'account_deleted') {
    // Issue 22: the link already left the profile with the deletion's commit; the event names the Discord account.
    if (event.detail.discordId) await (await discord()).removePlanRoles(event.detail.discordId);
    return;
  }
  await syncDiscordRoles(db(), await discord(), event.detail.userId);
}

export const handler = consumerHandler('discord-roles', (event) => followPlanOnDiscord(event));
