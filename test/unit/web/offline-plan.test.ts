import { QueryClient, type DehydratedState, type QueryKey } from '@tanstack/react-query';

// The device's store, in memory (IndexedDB is the browser's), and the worker's caches (the Cache API is the browser's).
// The server's answers are the test's: written in the cache, or `GET /fiches/{id}`'s in mockFicheAnswers.
const stored = new Map<string, unknown>();
jest.mock('../../../web/src/lib/offline/idb', () => ({
  idbGet: async (_store: string, key: string) => stored.get(key),
  idbPut: async (_store: string, value: unknown, key: string) => stored.set(key, value),
  idbDelete: async (_store: string, key: string) => stored.delete(key),
}));
const mockFicheAnswers = new Map<string, unknown>();
jest.mock('../../../web/src/lib/api/client', () => ({
  callApi: async (route: string, { params }: { params?: { id: string } }) => {
    if (route === 'getFiche' && params && mockFicheAnswers.has(params.id)) return mockFicheAnswers.get(params.id);
    throw new Error(`${route}: not in unit tests`);
  },
}));
import { dogsQuery, ficheDetailQuery, meQuery, recommendationsQuery } from '../../../web/src/lib/api/queries';
import { setPinsSnapshot } from '../../../web/src/lib/offline/pending';
import { keepQueries, restoreQueries } from '../../../web/src/lib/offline/persist';

const deletedCaches: string[] = [];
Object.assign(globalThis, { caches: { delete: async (name: string) => deletedCaches.push(name) > 0 } });

// The app's keys, untyped: the test's answers carry only what the offline rules read.
const ME: QueryKey = meQuery().queryKey;
const DOGS: QueryKey = dogsQuery().queryKey;
const RECOMMENDATIONS: QueryKey = recommendationsQuery('rex').queryKey;
const FREE: QueryKey = ficheDetailQuery('rappel', 'rex').queryKey;
const PREMIUM: QueryKey = ficheDetailQuery('pas-de-cote', 'rex').queryKey;

const me = (plan: string) => ({ subscription: { type: plan } });
/** `GET /fiches/{id}` as the server answers it: the content when the plan may read it, else the teaser and its lock. */
const ficheAnswer = (id: string, locked: boolean) => ({
  fiche: { id, title: id },
  content: locked ? null : { steps: [{ title: 'Étape 1', description: 'Appelle ton chien.' }] },
  locked,
  lock: locked ? { reason: 'Cette fiche fait partie des fiches Premium' } : null,
  completed: false,
  completedAt: null,
  nextFiche: null,
});

/** The keys of the member's queries kept on the device. */
const keptKeys = () => ((stored.get('queries:u1') as { state: DehydratedState } | undefined)?.state.queries ?? []).map((query) => query.queryKey);

/** Keeps the client's queries as the app does, and lets its save (a second after a change) happen. */
async function keptFrom(client: QueryClient, change?: () => void): Promise<void> {
  const stop = keepQueries('u1', client);
  await jest.advanceTimersByTimeAsync(1_000);
  if (change) {
    change();
    await jest.advanceTimersByTimeAsync(1_000);
  }
  stop();
}

describe('what the device keeps is what the member’s plan may read (issue 27)', () => {
  beforeEach(() => {
    stored.clear();
    mockFicheAnswers.clear();
    deletedCaches.length = 0;
    jest.useFakeTimers();
  });
  afterEach(() => {
    setPinsSnapshot([]);
    jest.useRealTimers();
  });

  it('never keeps a locked fiche’s answer, and keeps the fiche the plan may read', async () => {
    const client = new QueryClient();
    client.setQueryData(ME, me('gratuit'));
    client.setQueryData(FREE, ficheAnswer('rappel', false));
    client.setQueryData(PREMIUM, ficheAnswer('pas-de-cote', true));
    await keptFrom(client);
    expect(keptKeys()).toContainEqual(FREE);
    expect(keptKeys()).not.toContainEqual(PREMIUM);
  });

  it('drops the Premium fiches and recommendations kept once /me answers a lower plan, with the worker’s images', async () => {
    const client = new QueryClient();
    client.setQueryData(ME, me('premium'));
    client.setQueryData(DOGS, { dogs: [{ id: 'rex' }] });
    client.setQueryData(RECOMMENDATIONS, { fiches: [{ id: 'pas-de-cote' }] });
    client.setQueryData(PREMIUM, ficheAnswer('pas-de-cote', false));
    await keptFrom(client, () => client.setQueryData(ME, me('gratuit')));

    expect(client.getQueryData(PREMIUM)).toBeUndefined();
    expect(client.getQueryData(RECOMMENDATIONS)).toBeUndefined();
    expect(keptKeys()).toEqual(expect.arrayContaining([ME, DOGS]));
    expect(keptKeys()).not.toContainEqual(PREMIUM);
    expect(keptKeys()).not.toContainEqual(RECOMMENDATIONS);
    expect((stored.get('queries:u1') as { plan: string }).plan).toBe('gratuit');
    expect(deletedCaches).toEqual(['la-meute-images']);
  });

  it('asks again, for the same dog, the fiches kept with ‘Garder hors connexion’ when the plan changes, and keeps those the new plan may read', async () => {
    setPinsSnapshot(['rappel', 'pas-de-cote']);
    const client = new QueryClient();
    client.setQueryData(ME, me('premium'));
    client.setQueryData(FREE, ficheAnswer('rappel', false));
    client.setQueryData(PREMIUM, ficheAnswer('pas-de-cote', false));
    mockFicheAnswers.set('rappel', ficheAnswer('rappel', false));
    mockFicheAnswers.set('pas-de-cote', ficheAnswer('pas-de-cote', true));
    await keptFrom(client, () => client.setQueryData(ME, me('gratuit')));

    expect(client.getQueryData(FREE)).toEqual(ficheAnswer('rappel', false));
    expect(client.getQueryData(PREMIUM)).toEqual(ficheAnswer('pas-de-cote', true));
    expect(keptKeys()).toContainEqual(FREE);
    expect(keptKeys()).not.toContainEqual(PREMIUM);
  });

  it('at the app’s start, when /me already answered a lower plan, puts back none of the Premium fiches and recommendations kept', async () => {
    const before = new QueryClient();
    before.setQueryData(ME, me('premium'));
    before.setQueryData(DOGS, { dogs: [{ id: 'rex' }] });
    before.setQueryData(RECOMMENDATIONS, { fiches: [{ id: 'pas-de-cote' }] });
    before.setQueryData(PREMIUM, ficheAnswer('pas-de-cote', false));
    await keptFrom(before);
    expect(keptKeys()).toContainEqual(PREMIUM);

    const client = new QueryClient();
    client.setQueryData(ME, me('gratuit'));
    await restoreQueries('u1', client);
    expect(client.getQueryData(DOGS)).toEqual({ dogs: [{ id: 'rex' }] });
    expect(client.getQueryData(PREMIUM)).toBeUndefined();
    expect(client.getQueryData(RECOMMENDATIONS)).toBeUndefined();
  });
});
