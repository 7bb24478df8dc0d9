import { db } from '../lib/db/service';
import { domainHandler } from '../lib/http/handler';
import { listUsers } from './users';

export const handler = domainHandler('admin', {
  adminUsers: async ({ query }) => ({ users: await listUsers(db(), query) }),
});
