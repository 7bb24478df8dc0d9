import { db } from '../lib/db/service';
import { notFound } from '../lib/http/errors';
import { domainHandler } from '../lib/http/handler';
import { findMember } from './members';

export const handler = domainHandler('account', {
  me: async ({ caller }) => {
    const member = await findMember(db(), caller.userId);
    if (!member) throw notFound("Ton profil n'existe pas encore. Reconnecte-toi dans un instant.");
    return { ...member, roles: caller.roles };
  },
});
