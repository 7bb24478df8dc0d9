import { randomUUID } from 'node:crypto';
import type { PlanId } from '../../shared/domain/plans';
import { isConditionFailure } from '../lib/db/condition';
import type { Db } from '../lib/db/service';
import type { Discord } from '../lib/discord/discord';
import { HttpError } from '../lib/http/errors';

/** How long a member has to authorize La Meute on Discord. */
const STATE_SECONDS = 600;

/** Where Discord sends the member back (the web app's page finishes the link). */
export const discordRedirectUri = (siteUrl: string) => new URL('/membre/discord', siteUrl).toString();

/** Starts linking: a single-use state for this member, and the Discord authorization page to send them to. */
export async function startDiscordLink(db: Db, discord: Discord, { userId, redirectUri, now }: { userId: string; redirectUri: string; now: number }): Promise<{ url: string }> {
  const state = randomUUID();
  await db.entities.discordState.create({ state, userId, expiresAt: Math.floor(now / 1000) + STATE_SECONDS }).go({ response: 'none' });
  return { url: discord.authorizeUrl(state, redirectUri) };
}

/**
 * Finishes linking when Discord sends the member back: the state is used up (deleted on the condition that it is the
 * caller's and unexpired: a forged, replayed or foreign state is refused), the code traded for the member's Discord
 * id, stored on their profile, and the bot adds them to the guild with the role of their plan.
 */
export async function finishDiscordLink(db: Db, discord: Discord, { userId, code, state, redirectUri, now }: { userId: string; code: string; state: string; redirectUri: string; now: number }): Promise<{ connected: true }> {
  await db.entities.discordState
    .delete({ state })
    .where(({ userId: owner, expiresAt }, { eq, gt }) => `${eq(owner, userId)} AND ${gt(expiresAt, Math.floor(now / 1000))}`)
    .go({ response: 'none' })
    .catch((error: unknown) => Promise.reject(isConditionFailure(error) ? new HttpError('DISCORD_STATE_INVALID') : error));
  const { discordId, accessToken } = await discord.identify(code, redirectUri);
  await db.entities.profile.patch({ userId }).set({ discordId }).go({ response: 'none' });
  await discord.join(discordId, accessToken, await planOf(db, userId));
  return { connected: true };
}

/** 'Synchroniser' (and every change of plan): the role of the member's plan on Discord, the others taken. */
export async function syncDiscordRoles(db: Db, discord: Discord, userId: string): Promise<{ plan: PlanId } | null> {
  const { data: profile } = await db.entities.profile.get({ userId }).go({ attributes: ['discordId'] });
  if (!profile?.discordId) return null;
  const plan = await planOf(db, userId);
  await discord.setPlanRole(profile.discordId, plan);
  return { plan };
}

async function planOf(db: Db, userId: string): Promise<PlanId> {
  const { data } = await db.entities.subscription.get({ userId }).go({ consistent: true, attributes: ['plan'] });
  return data?.plan ?? 'gratuit';
}
