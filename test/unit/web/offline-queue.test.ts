import { ApiError } from '../../../web/src/lib/api/ApiError';
import { drainOrder, drainRetryDelay, nextSeq, offlineBannerText, PIN_LIMIT, PIN_LIMIT_MESSAGE, pinFiche, sendFailure, unpinFiche, type QueuedValidation } from '../../../web/src/lib/offline/rules';

// The queue's storage, in memory (IndexedDB is the browser's); the API client is never reached (each test sends).
const stored = new Map<string, unknown>();
jest.mock('../../../web/src/lib/offline/idb', () => ({
  idbGetAll: async () => [...stored.values()],
  idbPut: async (_store: string, value: { key: string }) => stored.set(value.key, value),
  idbDelete: async (_store: string, key: string) => stored.delete(key),
}));
jest.mock('../../../web/src/lib/api/client', () => ({ callApi: () => Promise.reject(new Error('not in unit tests')) }));
import { drainQueue, enqueue } from '../../../web/src/lib/offline/queue';

const item = (change: Partial<QueuedValidation>): QueuedValidation => ({
  key: 'k',
  userId: 'u1',
  ficheId: 'f',
  ficheTitle: 'Fiche',
  repeat: false,
  validatedAt: '2026-11-26T10:00:00.000Z',
  seq: 1,
  ...change,
});

describe('the offline queue’s order (issue 27)', () => {
  it('sends in the order of the taps, never the refused ones again', () => {
    const queue = [item({ key: 'c', seq: 30 }), item({ key: 'a', seq: 10 }), item({ key: 'r', seq: 5, refusal: 'Fiche retirée' }), item({ key: 'b', seq: 20 })];
    expect(drainOrder(queue).map((entry) => entry.key)).toEqual(['a', 'b', 'c']);
  });

  it('numbers a new tap after every queued one, even when the device’s clock went back', () => {
    expect(nextSeq([], 1000)).toBe(1000);
    expect(nextSeq([item({ seq: 5000 })], 1000)).toBe(5001);
  });
});

describe('what a failed send means', () => {
  it('keeps a validation queued when the network or the server failed, or the request may pass later', () => {
    for (const status of [0, 500, 502, 503, 401, 408, 409, 429]) expect(sendFailure(new ApiError(status, 'x', 'm'))).toEqual({ retry: true });
    expect(sendFailure(new TypeError('Failed to fetch'))).toEqual({ retry: true });
  });

  it('takes a 4xx refusal as final, with the server’s French reason', () => {
    expect(sendFailure(new ApiError(403, 'FICHE_REQUIRES_PREMIUM', 'Cette fiche est réservée au plan Premium.'))).toEqual({ retry: false, reason: 'Cette fiche est réservée au plan Premium.' });
    expect(sendFailure(new ApiError(404, 'FICHE_NOT_FOUND', 'Cette fiche n’existe pas ou n’est plus disponible.'))).toMatchObject({ retry: false });
  });
});

describe('draining the queue', () => {
  beforeEach(() => stored.clear());

  it('sends in order, removes the applied, keeps a refused one with its reason, and stops at a network failure', async () => {
    for (const key of ['one', 'two', 'three', 'four']) await enqueue({ ...item({ key }), ficheId: key });
    await enqueue({ ...item({ key: 'other-member', userId: 'u2' }) });
    const sent: string[] = [];
    const outcome = await drainQueue('u1', async (entry) => {
      sent.push(entry.key);
      if (entry.key === 'two') throw new ApiError(404, 'FICHE_NOT_FOUND', 'Cette fiche n’existe pas ou n’est plus disponible.');
      if (entry.key === 'three') throw new ApiError(0, 'network', 'Connexion perdue');
    });
    expect(sent).toEqual(['one', 'two', 'three']);
    expect(outcome).toEqual({ sent: 1, refused: 1, waiting: 2 });
    expect([...stored.keys()].sort()).toEqual(['four', 'other-member', 'three', 'two']);
    expect(stored.get('two')).toMatchObject({ refusal: 'Cette fiche n’existe pas ou n’est plus disponible.' });

    const again: string[] = [];
    expect(await drainQueue('u1', async (entry) => void again.push(entry.key))).toEqual({ sent: 2, refused: 0, waiting: 0 });
    expect(again).toEqual(['three', 'four']);
    expect([...stored.keys()].sort()).toEqual(['other-member', 'two']);
  });

  it('a drain asked while one runs does not send anything twice', async () => {
    for (const key of ['a', 'b', 'c']) await enqueue(item({ key }));
    const sent: string[] = [];
    const send = async (entry: QueuedValidation) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      sent.push(entry.key);
    };
    await Promise.all([drainQueue('u1', send), drainQueue('u1', send), drainQueue('u1', send)]);
    expect(sent).toEqual(['a', 'b', 'c']);
  });
});

describe('‘Garder hors connexion’', () => {
  it('keeps up to 30 fiches, and says so in French at the limit', () => {
    const full = Array.from({ length: PIN_LIMIT }, (_, index) => `f${index}`);
    expect(pinFiche(full.slice(1), 'new')).toEqual({ pinned: [...full.slice(1), 'new'] });
    expect(pinFiche(full, 'new')).toEqual({ refusal: PIN_LIMIT_MESSAGE });
    expect(PIN_LIMIT_MESSAGE).toBe('Tu gardes déjà 30 fiches hors connexion : retire-en une pour garder celle-ci.');
    expect(pinFiche(full, 'f3')).toEqual({ pinned: full });
    expect(unpinFiche(full, 'f3')).toHaveLength(PIN_LIMIT - 1);
  });
});

describe('the ‘Hors connexion’ banner', () => {
  it('says the time of the last update', () => {
    expect(offlineBannerText(Date.parse('2026-11-26T13:05:00Z'), 'Europe/Paris')).toBe('Hors connexion — données du 26/11 à 14:05');
    expect(offlineBannerText(null)).toMatch(/^Hors connexion/);
  });
});

describe('a drain that left validations waiting (issue 27)', () => {
  it('is tried again after 2 s, then twice as long each time, never more than a minute apart', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(drainRetryDelay)).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000]);
  });
});
