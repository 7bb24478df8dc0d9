import { QueryClient } from '@tanstack/react-query';
import type { DrainOutcome } from '../../../web/src/lib/offline/queue';

// The queue's sends are the test's: a first drain that leaves a validation waiting (the network the browser announced
// does not answer yet), then one that sends it. The device's other work (kept queries, pins) does nothing here.
const outcomes: DrainOutcome[] = [];
const drainQueue = jest.fn(async () => outcomes.shift() ?? { sent: 0, refused: 0, waiting: 0 });
jest.mock('../../../web/src/lib/offline/queue', () => ({ drainQueue: () => drainQueue(), showQueueOf: async () => undefined }));
jest.mock('../../../web/src/lib/offline/persist', () => ({ restoreQueries: async () => undefined, keepQueries: () => () => undefined, forgetQueries: async () => undefined }));
jest.mock('../../../web/src/lib/offline/pins', () => ({ loadPins: async () => undefined, forgetPins: async () => undefined }));
jest.mock('../../../web/src/lib/api/client', () => ({ callApi: () => Promise.reject(new Error('not in unit tests')) }));
jest.mock('../../../web/src/components/ui/toaster', () => ({ toaster: { create: jest.fn() } }));
import { startOfflineSync } from '../../../web/src/lib/offline/sync';

// The browser the sync runs in: its 'online' events and what it says of the network.
const browser = new EventTarget();
let onLine = true;
Object.assign(globalThis, { window: browser, navigator: { get onLine() { return onLine; } } });

/** Lets the drains already started settle (their promises), without moving the clock. */
const settle = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

describe('the offline queue sent again while validations wait (issue 27)', () => {
  let stop = () => {};
  beforeEach(() => {
    jest.useFakeTimers();
    drainQueue.mockClear();
    outcomes.length = 0;
    onLine = true;
  });
  afterEach(() => {
    stop();
    jest.useRealTimers();
  });

  it('after a drain that left one waiting, sends again 2 s later, then stops once nothing waits', async () => {
    outcomes.push({ sent: 0, refused: 0, waiting: 1 }, { sent: 1, refused: 0, waiting: 0 });
    stop = startOfflineSync('u1', new QueryClient());
    await settle();
    expect(drainQueue).toHaveBeenCalledTimes(1);

    await jest.advanceTimersByTimeAsync(1_999);
    expect(drainQueue).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(drainQueue).toHaveBeenCalledTimes(2);

    await jest.advanceTimersByTimeAsync(120_000);
    expect(drainQueue).toHaveBeenCalledTimes(2);
  });

  it('waits for the next ‘online’ while the browser says it is offline, and stops trying once stopped', async () => {
    outcomes.push({ sent: 0, refused: 0, waiting: 1 });
    stop = startOfflineSync('u1', new QueryClient());
    await settle();
    onLine = false;
    await jest.advanceTimersByTimeAsync(60_000);
    expect(drainQueue).toHaveBeenCalledTimes(1);

    onLine = true;
    outcomes.push({ sent: 0, refused: 0, waiting: 1 });
    browser.dispatchEvent(new Event('online'));
    await settle();
    expect(drainQueue).toHaveBeenCalledTimes(2);

    stop();
    await jest.advanceTimersByTimeAsync(120_000);
    expect(drainQueue).toHaveBeenCalledTimes(2);
  });
});
