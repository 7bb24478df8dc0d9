import { db } from '../lib/db/service';
import { HttpError } from '../lib/http/errors';
import { domainHandler } from '../lib/http/handler';
import { findMember } from './members';

export const handler = domainHandler('account', {
  me: async ({ caller }) => {
    const member = await findMember(db(), caller.userId);
    if (!member) throw new HttpError('MEMBER_NOT_FOUND');
    return { ...member, roles: caller.roles };
  },
});
