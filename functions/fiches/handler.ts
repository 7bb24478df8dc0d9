import { isStaff } from '../../shared/domain/roles';
import { db } from '../lib/db/service';
import { domainHandler } from '../lib/http/handler';
import { adminFicheForm, adminFiches, createFiche, deleteFiche, setPublication, updateFiche } from './admin-fiches';
import { countPublishedFiches } from './catalogue-stats';
import { ficheDetail } from './fiche-detail';
import { ficheLibrary } from './library';
import { publicSamples } from './public-samples';
import { recommendations } from './recommendations';
import { rateSession } from './rate-session';
import { dogProgression } from '../lib/members/progression';
import { validateFiche } from './validate-fiche';

const now = () => new Date().toISOString();

export const handler = domainHandler('fiches', {
  publicFicheStats: async () => countPublishedFiches(db()),
  publicFicheSamples: async () => publicSamples(db()),
  listFiches: async ({ caller, query }) => ficheLibrary(db(), caller.userId, isStaff(caller.roles), query.dogId),
  getFiche: async ({ caller, params, query }) => ficheDetail(db(), { userId: caller.userId, staff: isStaff(caller.roles), dogId: query.dogId }, params.id),
  validateFiche: async ({ caller, params, body, idempotencyKey }) => ({
    ...(await validateFiche(db(), { userId: caller.userId, ficheId: params.id, dogId: body?.dogId, repeat: body?.repeat, validatedAt: body?.validatedAt, idempotencyKey, now })),
    completed: true as const,
  }),
  recommendations: async ({ caller, query }) => recommendations(db(), caller.userId, query.dogId),
  rateSession: async ({ caller, params, body }) => rateSession(db(), { userId: caller.userId, sessionId: params.sessionId, ...body, at: now() }),
  progression: async ({ caller, query }) => dogProgression(db(), { userId: caller.userId, dogId: query.dogId, now: now() }),
  adminFiches: async () => adminFiches(db()),
  adminFiche: async ({ params }) => adminFicheForm(db(), params.id),
  createFiche: async ({ body }) => createFiche(db(), body, now()),
  updateFiche: async ({ params, body }) => updateFiche(db(), params.id, body, now()),
  setFichePublication: async ({ params, body }) => setPublication(db(), params.id, body.isPublished, now()),
  deleteFiche: async ({ params }) => deleteFiche(db(), params.id, now()),
});
