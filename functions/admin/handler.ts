import { cognitoDirectory } from '../lib/auth/directory';
import { db } from '../lib/db/service';
import { domainHandler } from '../lib/http/handler';
import { adminAnalytics } from './analytics';
import { listAutomations, saveAutomation, testAutomation } from './automations';
import { adminEducators, inviteEducator } from './educators';
import { memberFile } from './member-file';
import { endGift, giftPlan } from './plan-gifts';
import { adminPoints } from './points';
import { changeRole } from './roles';
import { adminStats } from './stats';
import { setSuspension } from './suspension';
import { listUsers } from './users';

const now = () => new Date().toISOString();
const directory = cognitoDirectory();

export const handler = domainHandler('admin', {
  adminStats: async () => adminStats(db(), now()),
  adminAnalytics: async ({ query }) => adminAnalytics(db(), query.period, now()),
  adminUsers: async ({ query }) => listUsers(db(), query),
  adminMember: async ({ params }) => memberFile(db(), directory, params.id, now()),
  adminChangeRole: async ({ caller, params, body }) => changeRole(db(), directory, { actorId: caller.userId, userId: params.id, ...body, at: now() }),
  adminGiftPlan: async ({ caller, params, body }) => giftPlan(db(), { actorId: caller.userId, userId: params.id, ...body, at: now() }),
  adminEndGift: async ({ caller, params, body }) => endGift(db(), { actorId: caller.userId, userId: params.id, ...body, at: now() }),
  adminSetSuspension: async ({ caller, params, body }) => setSuspension(db(), directory, { actorId: caller.userId, userId: params.id, ...body, at: now() }),
  adminEducators: async () => adminEducators(db(), now()),
  adminInviteEducator: async ({ body }) => inviteEducator(db(), directory, body, now()),
  adminPoints: async () => adminPoints(db(), now()),
  adminAutomations: async () => listAutomations(db()),
  adminSaveAutomation: async ({ caller, params, body }) => saveAutomation(db(), { event: params.event, ...body, actorId: caller.userId, at: now() }),
  adminTestAutomation: async ({ params }) => testAutomation(db(), params.event),
});
