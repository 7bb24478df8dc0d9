import type { QueryClient } from '@tanstack/react-query';
import type { MemberNotification } from '../../../shared/realtime/channels';

/**
 * What the member's live channel shows when the team changes one of their visios (web/src/lib/realtime/memberChannel.ts):
 * a session paid by card and cancelled by the team is refunded on the card, not given back as a credit.
 */

const handlers: { onMessage?: (event: unknown) => void } = {};
jest.mock('../../../web/src/lib/realtime/liveChannel', () => ({
  openLiveChannel: async (_channel: string, options: { onMessage: (event: unknown) => void }) => {
    handlers.onMessage = options.onMessage;
    return () => undefined;
  },
}));
const toasts: Array<{ title: string; description: string }> = [];
jest.mock('../../../web/src/components/ui/toaster', () => ({ toaster: { create: (toast: { title: string; description: string }) => toasts.push(toast) } }));
jest.mock('../../../web/src/components/rewards/rewardToast', () => ({ showRewardUnlockedToast: jest.fn() }));
// The queries refetched after a message (their keys only: nothing is fetched here).
jest.mock('../../../web/src/lib/api/queries', () =>
  Object.fromEntries(
    ['meQuery', 'pointsOverviewQuery', 'subscriptionQuery', 'ticketQuery', 'ticketsQuery', 'videoQuery', 'videosQuery', 'visiosQuery'].map((name) => [name, () => ({ queryKey: [name] })]),
  ),
);

import { openMemberChannel } from '../../../web/src/lib/realtime/memberChannel';

/** The toast a message brings, once the channel has handled it (the schema loads with the first message). */
async function toastOf(notification: MemberNotification | Record<string, unknown>) {
  toasts.length = 0;
  handlers.onMessage!(notification);
  for (let waited = 0; toasts.length === 0 && waited < 2_000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
  return toasts[0];
}

beforeAll(async () => {
  await openMemberChannel('u1', { invalidateQueries: jest.fn() } as unknown as QueryClient);
});

describe('a visio cancelled by the team', () => {
  it('paid by card: the toast says the amount is refunded on the card', async () => {
    const toast = await toastOf({ kind: 'visio_updated', visioId: 'v1', change: 'cancelled', paid: true });
    expect(toast).toEqual({ type: 'info', title: 'Ta visio a été annulée par l’éducateur', description: 'Le montant payé te sera remboursé sur ta carte sous quelques jours. Retrouve le détail dans Mes visios.' });
  });

  it('booked with a credit (or told by a message from before `paid`): the toast says the credit came back', async () => {
    const credit = 'Ton crédit t’a été rendu. Retrouve le détail dans Mes visios.';
    expect((await toastOf({ kind: 'visio_updated', visioId: 'v1', change: 'cancelled', paid: false }))?.description).toBe(credit);
    expect((await toastOf({ kind: 'visio_updated', visioId: 'v1', change: 'cancelled' }))?.description).toBe(credit);
  });
});
