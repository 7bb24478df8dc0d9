import { db } from '../lib/db/service';
import { domainHandler } from '../lib/http/handler';
import { countPublishedFiches } from './catalogue-stats';
import { ficheDetail } from './fiche-detail';
import { ficheLibrary } from './library';
import { publicSamples } from './public-samples';
import { recommendations } from './recommendations';
import { validateFiche } from './validate-fiche';

const now = () => new Date().toISOString();

export const handler = domainHandler('fiches', {
  publicFicheStats: async () => countPublishedFiches(db()),
  publicFicheSamples: async () => publicSamples(db()),
  listFiches: async ({ caller }) => ficheLibrary(db(), caller.userId),
  getFiche: async ({ caller, params }) => ficheDetail(db(), caller.userId, params.id),
  validateFiche: async ({ caller, params }) => ({ ...(await validateFiche(db(), { userId: caller.userId, ficheId: params.id, now })), completed: true as const }),
  recommendations: async ({ caller }) => recommendations(db(), caller.userId),
});
