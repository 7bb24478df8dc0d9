import { HttpError } from '../lib/http/errors';
import { domainHandler } from '../lib/http/handler';

/** `GET /health`, and API Gateway's `$default` route: any unknown path gets a French 404 JSON. */
export const handler = domainHandler(
  'system',
  {
    health: async () => ({ status: 'ok' as const, time: new Date().toISOString() }),
  },
  {
    fallback: async () => {
      throw new HttpError('ROUTE_NOT_FOUND');
    },
  },
);
