import { QueryClient, QueryObserver } from '@tanstack/react-query';

// The device's store, in memory (IndexedDB is the browser's); the API client is never reached (each query's function
// is the test's).
const stored = new Map<string, unknown>();
jest.mock('../../../web/src/lib/offline/idb', () => ({
  idbGet: async (_store: string, key: string) => stored.get(key),
  idbPut: async (_store: string, value: unknown, key: string) => stored.set(key, value),
  idbDelete: async (_store: string, key: string) => stored.delete(key),
}));
jest.mock('../../../web/src/lib/api/client', () => ({ callApi: () => Promise.reject(new Error('not in unit tests')) }));
import { restoreQueries } from '../../../web/src/lib/offline/persist';

const ME = ['me'];
const savedMe = (discordId: string | null, at: number) => ({
  updatedAt: at,
  plan: 'premium',
  state: {
    mutations: [],
    queries: [
      {
        queryKey: ME,
        queryHash: JSON.stringify(ME),
        state: {
          data: { subscription: { type: 'premium' }, profile: { discordId } },
          dataUpdateCount: 1,
          dataUpdatedAt: at,
          error: null,
          errorUpdateCount: 0,
          errorUpdatedAt: 0,
          fetchFailureCount: 0,
          fetchFailureReason: null,
          fetchMeta: null,
          isInvalidated: false,
          status: 'success',
          fetchStatus: 'idle',
        },
      },
    ],
  },
});

describe('the member’s data put back from the device (issue 27)', () => {
  beforeEach(() => stored.clear());

  it('is shown at once, and a page that reads it still asks the server, even when the copy is seconds old', async () => {
    // Saved on the dashboard a moment ago; since then the member linked Discord on the server.
    stored.set('queries:u1', savedMe(null, Date.now() - 2_000));
    const client = new QueryClient();
    await restoreQueries('u1', client);
    expect(client.getQueryData(ME)).toEqual({ subscription: { type: 'premium' }, profile: { discordId: null } });

    const queryFn = jest.fn(async () => ({ subscription: { type: 'premium' }, profile: { discordId: 'd-42' } }));
    const observer = new QueryObserver(client, { queryKey: ME, queryFn, staleTime: 30_000 });
    const seen = new Promise((resolve) => observer.subscribe((result) => result.data && (result.data as { profile: { discordId: string | null } }).profile.discordId && resolve(result.data)));
    await expect(seen).resolves.toEqual({ subscription: { type: 'premium' }, profile: { discordId: 'd-42' } });
    expect(queryFn).toHaveBeenCalledTimes(1);
    observer.destroy();
  });

  it('never replaces the server’s newer answer, nor marks it stale', async () => {
    stored.set('queries:u1', savedMe(null, Date.now() - 60_000));
    const client = new QueryClient();
    client.setQueryData(ME, { subscription: { type: 'premium' }, profile: { discordId: 'd-42' } });
    await restoreQueries('u1', client);
    expect(client.getQueryData(ME)).toEqual({ subscription: { type: 'premium' }, profile: { discordId: 'd-42' } });
    expect(client.getQueryState(ME)?.isInvalidated).toBe(false);
  });
});
