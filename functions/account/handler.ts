import { DiscordAPIError, HTTPError, RateLimitError } from '@discordjs/rest';
import { config } from '../lib/config';
import { db } from '../lib/db/service';
import { discord } from '../lib/discord/discord';
import { HttpError } from '../lib/http/errors';
import { domainHandler } from '../lib/http/handler';
import { discordRedirectUri, finishDiscordLink, startDiscordLink, syncDiscordRoles } from './discord';
import { findMember } from './members';
import { memberExportStatus, requestMemberExport } from './member-export';
import { exportsBucket } from '../lib/storage/exports-bucket';
import { readConsents, setConsent, unsubscribe } from './consents';
import { unsubscribeSecret, verifyUnsubscribeToken } from '../lib/mail/unsubscribe';
import { changeFirstName, confirmEmailChange, requestEmailChange, signOutEverywhere } from './identity';
import { cognito } from '../lib/auth/cognito';
import { requestAccountDeletion } from './delete-account';
import { cognitoPasswordCheck } from './password-check';
import { serverClient } from '../lib/auth/server-client';

const identity = () => ({ db: db(), cognito: cognito() });

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
  // 'Mon compte' (issue 22): the first name, the e-mail address and the sessions, in the caller's name.
  changeFirstName: ({ caller, accessToken, body }) => changeFirstName(identity(), { userId: caller.userId, accessToken, now: new Date() }, body.firstName),
  requestEmailChange: ({ caller, accessToken, body }) => requestEmailChange(identity(), { userId: caller.userId, accessToken, now: new Date() }, body.email),
  confirmEmailChange: ({ caller, accessToken, body }) => confirmEmailChange(identity(), { userId: caller.userId, accessToken, now: new Date() }, body.code),
  signOutEverywhere: ({ caller, accessToken }) => signOutEverywhere(identity(), { userId: caller.userId, accessToken, now: new Date() }),
  // 'Supprimer mon compte' (issue 22): the password checked by Cognito, then the account marked deleted and erased.
  deleteAccount: ({ caller, body }) =>
    requestAccountDeletion(db(), cognitoPasswordCheck(cognito, () => config().USER_POOL_ID ?? '', serverClient), { caller, password: body.password, at: new Date().toISOString() }),
  consents: async ({ caller }) => readConsents(db(), caller.userId),
  setConsent: async ({ caller, body }) => setConsent(db(), { userId: caller.userId, ...body, source: 'account', now: new Date().toISOString() }),
  // The link's signature is the authorization (RFC 8058 one-click: a POST with no sign-in); whatever the body says.
  unsubscribe: async ({ query }) => {
    const link = verifyUnsubscribeToken(await unsubscribeSecret(), query.t);
    if (!link) throw new HttpError('UNSUBSCRIBE_LINK_INVALID');
    return unsubscribe(db(), { ...link, now: new Date().toISOString() });
  },
  // 'Télécharger mes données' (issue 22): the caller's export, asked for and read in their own name.
  memberExport: async ({ caller }) => memberExportStatus(db(), exportsBucket(), { userId: caller.userId, now: new Date().toISOString() }),
  requestMemberExport: async ({ caller }) => requestMemberExport(db(), { userId: caller.userId, now: new Date().toISOString() }),
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
