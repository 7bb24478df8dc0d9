import { db } from '../lib/db/service';
import { domainHandler } from '../lib/http/handler';
import { countPublishedFiches } from './catalogue-stats';

export const handler = domainHandler('fiches', {
  publicFicheStats: async () => countPublishedFiches(db()),
});
