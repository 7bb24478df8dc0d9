import { db } from '../lib/db/service';
import { domainHandler } from '../lib/http/handler';
import { adminAnalytics } from './analytics';
import { adminStats } from './stats';
import { listUsers } from './users';

export const handler = domainHandler('admin', {
  adminStats: async () => adminStats(db(), new Date().toISOString()),
  adminAnalytics: async ({ query }) => adminAnalytics(db(), query.period, new Date().toISOString()),
  adminUsers: async ({ query }) => ({ users: await listUsers(db(), query) }),
});
