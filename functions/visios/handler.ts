import { provider } from '../lib/billing/checkout-session';
import { stripeBilling } from '../lib/billing/stripe-billing';
import { config } from '../lib/config';
import { db } from '../lib/db/service';
import { domainHandler } from '../lib/http/handler';
import { adminVisios } from './admin-visios';
import { bookVisio, rescheduleVisio } from './book-visio';
import { cancelVisio } from './cancel-visio';
import { listMemberVisios } from './member-visios';
import { giveUpHeldVisio } from './paid-visio';
import { recordOutcome, saveStaffAvailability, staffAgenda, staffAvailability, staffCancel, staffVisio } from './staff-visios';
import { staffVisioProgression } from './staff-visio-progression';
import { memberVisioById, memberVisioView } from './visio-views';
import { visioSlots } from './visio-slots';

const now = () => new Date().toISOString();
/** The provider's client, its keys read on first use (a paid session); one that cannot be configured answers 503. */
const billing = () => provider('configuration', stripeBilling);
const paymentDesk = async () => ({ billing: await billing(), siteUrl: config().SITE_URL });
const booking = () => ({ videoBaseUrl: config().VIDEO_BASE_URL, paymentDesk });

export const handler = domainHandler('visios', {
  listVisios: async ({ caller }) => listMemberVisios(db(), caller.userId, now()),
  visioSlots: async ({ caller, query }) => visioSlots(db(), caller.userId, query, now()),
  bookVisio: async ({ caller, body: { requestId, ...choice } }) => bookVisio(db(), { userId: caller.userId, requestId, ...choice, at: now() }, booking()),
  cancelVisio: async ({ caller, params }) => {
    const at = now();
    const visio = await memberVisioById(db(), caller.userId, params.id);
    // A held paid session is given up (its checkout closed first); a booked one is cancelled (a paid one refunded by its event).
    if (visio.status === 'en_attente') return memberVisioView(await giveUpHeldVisio(db(), await billing(), visio, at), at);
    return memberVisioView(await cancelVisio(db(), { visio, by: 'member', at }), at);
  },
  rescheduleVisio: async ({ caller, params, body }) => rescheduleVisio(db(), { userId: caller.userId, visioId: params.id, ...body, at: now() }, booking()),
  staffAvailability: async ({ caller }) => staffAvailability(db(), caller.userId, now()),
  saveStaffAvailability: async ({ caller, body }) => saveStaffAvailability(db(), { educatorId: caller.userId, rules: body, at: now() }),
  staffVisios: async ({ caller, query }) => staffAgenda(db(), { educatorId: caller.userId, scope: query.scope, now: now() }),
  staffVisio: async ({ caller, params }) => staffVisio(db(), { educatorId: caller.userId, roles: caller.roles }, params.id, now()),
  staffVisioProgression: async ({ caller, params }) => staffVisioProgression(db(), { educatorId: caller.userId, roles: caller.roles }, params.id, now()),
  staffVisioOutcome: async ({ caller, params, body }) =>
    recordOutcome(db(), { educatorId: caller.userId, roles: caller.roles }, { visioId: params.id, ...body, at: now() }),
  staffCancelVisio: async ({ caller, params, body }) =>
    staffCancel(db(), { educatorId: caller.userId, roles: caller.roles }, { visioId: params.id, reason: body.reason, at: now() }),
  adminVisios: async ({ query }) => adminVisios(db(), query, now()),
});
