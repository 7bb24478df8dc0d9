import { setPlan } from '../../functions/account/members';
import { emit } from '../../functions/lib/events/outbox';
import { memberFacts } from '../../functions/lib/members/facts';
import { API_ERRORS } from '../../shared/contract/errors';
import { LOCAL_DISCORD, type DiscordCall } from '../../scripts/dev/discord-sandbox';
import { api } from './support/api';
import type { TestAccount } from './support/accounts';
import { waitFor } from './support/local-aws';
import { memberOnPlan, testDb } from './support/members';
import { testStack } from './support/stack';

jest.setTimeout(120_000);

/**
 * Issue 15: a member links Discord (OAuth2 with a single-use state) and the bot gives them the role of their plan,
 * swapped on each upgrade or downgrade — against the local Discord sandbox, which records the bot's calls.
 */

const sandbox = async () => (await (await fetch(`${testStack().urls.aws}/_local/discord.json`)).json()) as { members: Record<string, string[]>; calls: DiscordCall[] };
const errorOf = (code: keyof typeof API_ERRORS) => ({ error: { code, message: API_ERRORS[code].message } });

/** The member starts linking, 'authorizes' on the sandbox's page, and comes back with its code and state. */
async function authorize(member: TestAccount): Promise<{ code: string; state: string }> {
  const { url } = (await api('POST', '/discord/authorize', { token: member.accessToken })).json as { url: string };
  expect(new URL(url).searchParams.get('scope')).toBe('identify guilds.join');
  const page = await (await fetch(url)).text();
  const back = new URL(/href="([^"]+)">Autoriser/.exec(page)![1]!.replace(/&amp;/g, '&'));
  expect(back.pathname).toBe('/membre/discord');
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
}
const discordIdOf = async (member: TestAccount) => (await testDb().entities.profile.get({ userId: member.userId }).go()).data?.discordId;

it('links a member: joined to the guild with their plan’s role; the state serves once, and only them', async () => {
  const member = await memberOnPlan('gratuit', 'Swann');
  const other = await memberOnPlan('gratuit');
  const back = await authorize(member);
  expect((await api('POST', '/discord/link', { token: other.accessToken, body: back })).json).toEqual(errorOf('DISCORD_STATE_INVALID'));
  expect((await api('POST', '/discord/link', { token: member.accessToken, body: back })).json).toEqual({ connected: true });
  expect((await api('POST', '/discord/link', { token: member.accessToken, body: back })).json).toEqual(errorOf('DISCORD_STATE_INVALID'));
  const discordId = await discordIdOf(member);
  expect(discordId).toMatch(/^\d{17,20}$/);
  expect((await sandbox()).members[discordId!]).toEqual([LOCAL_DISCORD.roles.gratuit]);
  expect((await api('POST', '/discord/sync', { token: member.accessToken })).json).toEqual({ plan: 'gratuit' });
  expect((await api('POST', '/discord/sync', { token: other.accessToken })).json).toEqual(errorOf('DISCORD_NOT_LINKED'));
});

it('swaps the role on an upgrade and on a downgrade (plan_upgraded, plan_cancelled)', async () => {
  const member = await memberOnPlan('gratuit', 'Noa');
  await api('POST', '/discord/link', { token: member.accessToken, body: await authorize(member) });
  const discordId = (await discordIdOf(member))!;
  const rolesAre = async (role: string) => {
    await waitFor(async () => JSON.stringify((await sandbox()).members[discordId]) === JSON.stringify([role]));
    expect((await sandbox()).members[discordId]).toEqual([role]);
  };

  await setPlan(testDb(), member.userId, 'premium', new Date().toISOString());
  await emit(testDb(), 'plan_upgraded', { ...(await memberFacts(testDb(), member.userId)), subscriptionType: 'premium', previousPlan: 'gratuit' });
  await rolesAre(LOCAL_DISCORD.roles.premium);

  await setPlan(testDb(), member.userId, 'gratuit', new Date().toISOString());
  await emit(testDb(), 'plan_cancelled', { ...(await memberFacts(testDb(), member.userId)), previousPlan: 'premium' });
  await rolesAre(LOCAL_DISCORD.roles.gratuit);
});

it('waits out Discord’s rate limit (429 retry-after) and makes the call once allowed', async () => {
  const member = await memberOnPlan('premium', 'Lina');
  await api('POST', '/discord/link', { token: member.accessToken, body: await authorize(member) });
  const discordId = (await discordIdOf(member))!;
  await fetch(`${testStack().urls.aws}/_local/discord/rate-limit`, { method: 'POST', body: JSON.stringify({ calls: 2 }) });

  const started = Date.now();
  expect((await api('POST', '/discord/sync', { token: member.accessToken })).json).toEqual({ plan: 'premium' });
  expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  const calls = (await sandbox()).calls.filter((call) => call.path.includes(`/members/${discordId}`) && Date.parse(call.at) >= started);
  expect(calls.filter((call) => call.status === 429)).toHaveLength(2);
  expect((await sandbox()).members[discordId]).toEqual([LOCAL_DISCORD.roles.premium]);
});
