import { onlineManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { createQueryClient } from '../../../web/src/app/queryClient';
import { waitsForNetwork } from '../../../web/src/lib/offline/rules';

// The queries' functions are the tests' own: the API client is never reached.
jest.mock('../../../web/src/lib/api/client', () => ({ callApi: () => Promise.reject(new Error('not in unit tests')) }));

describe('a page that waits for the network offline (issue 27)', () => {
  it('says so once the device’s data is back and a query read on screen still has nothing, and only then', () => {
    const paused = { status: 'pending', fetchStatus: 'paused' } as const;
    // The device not read yet: the page may still get its data from it, it keeps loading.
    expect(waitsForNetwork([paused], false)).toBe(false);
    expect(waitsForNetwork([{ status: 'success', fetchStatus: 'idle' }, paused], true)).toBe(true);
    // Kept data shown while its refetch waits; a load under way online; a failure (the page's own error state).
    expect(waitsForNetwork([{ status: 'success', fetchStatus: 'paused' }], true)).toBe(false);
    expect(waitsForNetwork([{ status: 'pending', fetchStatus: 'fetching' }], true)).toBe(false);
    expect(waitsForNetwork([{ status: 'error', fetchStatus: 'idle' }], true)).toBe(false);
  });

  it('reads TanStack Query’s own states: a page opened offline waits, and no longer once the network is back', async () => {
    onlineManager.setOnline(false);
    const client = new QueryClient();
    client.mount(); // as QueryClientProvider does: the client follows the network
    const observer = new QueryObserver(client, { queryKey: ['fiches', 'f1'], queryFn: async () => ({ id: 'f1' }) });
    let loaded: () => void;
    const shown = new Promise<void>((resolve) => (loaded = resolve));
    const unsubscribe = observer.subscribe((result) => result.data && loaded());
    const states = () => client.getQueryCache().getAll().map((query) => query.state);
    try {
      expect(waitsForNetwork(states(), true)).toBe(true);

      onlineManager.setOnline(true);
      await shown;
      expect(waitsForNetwork(states(), true)).toBe(false);
    } finally {
      unsubscribe();
      client.unmount();
      client.clear();
      onlineManager.setOnline(true);
    }
  });
});

describe('the app’s query client and the network (issue 27)', () => {
  const browser = new EventTarget();
  let onLine = true;
  beforeAll(() => Object.assign(globalThis, { window: browser, navigator: { get onLine() { return onLine; } } }));
  afterAll(() => {
    Reflect.deleteProperty(globalThis, 'window');
    Reflect.deleteProperty(globalThis, 'navigator');
    onlineManager.setOnline(true);
  });

  it('hears a loss of network that comes before the client is mounted: the pages’ queries then pause', () => {
    const client = createQueryClient();
    expect(onlineManager.isOnline()).toBe(true);
    // The network drops while the app starts, before QueryClientProvider's effect mounts the client.
    onLine = false;
    browser.dispatchEvent(new Event('offline'));
    expect(onlineManager.isOnline()).toBe(false);
    const observer = new QueryObserver(client, { queryKey: ['fiches', 'f2'], queryFn: async () => ({ id: 'f2' }) });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(observer.getCurrentResult()).toMatchObject({ status: 'pending', fetchStatus: 'paused' });
    unsubscribe();

    onLine = true;
    browser.dispatchEvent(new Event('online'));
    expect(onlineManager.isOnline()).toBe(true);
  });
});
