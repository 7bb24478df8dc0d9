import type { QueryClient } from '@tanstack/react-query';
import { memberChannel } from '../../../../shared/realtime/channel-paths';
import type { MemberNotification } from '../../../../shared/realtime/channels';
import { cancellationRefund } from '../../../../shared/domain/visios';
import { TICKET_UPDATE_TOASTS } from '../../../../shared/schemas/action-messages';
import { showRewardUnlockedToast } from '../../components/rewards/rewardToast';
import { toaster } from '../../components/ui/toaster';
import { meQuery, pointsOverviewQuery, subscriptionQuery, ticketQuery, ticketsQuery, videoQuery, videosQuery, visiosQuery } from '../api/queries';
import { openLiveChannel } from './liveChannel';

/** What a notification makes the app read again: the database is the truth, the message only says what changed. */
function refetchMemberData(queryClient: QueryClient): void {
  // The points overview's key prefixes the rewards': both refetch (panel, points page, dashboard), and /me's balance.
  void queryClient.invalidateQueries({ queryKey: pointsOverviewQuery().queryKey });
  void queryClient.invalidateQueries({ queryKey: meQuery().queryKey });
  // Tickets too: an answer sent while the channel was down (the list's key prefixes every ticket's).
  void queryClient.invalidateQueries({ queryKey: ticketsQuery().queryKey });
  // And visios: a change by the team while the channel was down.
  void queryClient.invalidateQueries({ queryKey: visiosQuery().queryKey });
  // And the subscription: a payment, a renewal or a cancellation handled meanwhile.
  void queryClient.invalidateQueries({ queryKey: subscriptionQuery().queryKey });
  // And videos (issue 26): a file checked, refused or commented meanwhile (the list's key prefixes every video's).
  void queryClient.invalidateQueries({ queryKey: videosQuery().queryKey });
}

/**
 * An educator answered a ticket or changed its status: the list and that ticket refetch (the ticket's key extends the
 * list's), and a toast names the ticket when the cache already holds it (its page or the list).
 */
function ticketUpdated({ ticketId, change }: Extract<MemberNotification, { kind: 'ticket_updated' }>, queryClient: QueryClient): void {
  const title =
    queryClient.getQueryData(ticketQuery(ticketId).queryKey)?.ticket.title ??
    queryClient.getQueryData(ticketsQuery().queryKey)?.tickets.find((ticket) => ticket.id === ticketId)?.title;
  toaster.create({
    type: 'info',
    title: TICKET_UPDATE_TOASTS[change],
    description: title ? `« ${title} », dans Mes tickets d’accompagnement` : 'Retrouve-le dans Mes tickets d’accompagnement',
  });
  void queryClient.invalidateQueries({ queryKey: ticketQuery(ticketId).queryKey });
  void queryClient.invalidateQueries({ queryKey: ticketsQuery().queryKey, exact: true });
}

type VisioUpdate = Extract<MemberNotification, { kind: 'visio_updated' }>;

/** What the member is told when the team changes one of their sessions. */
const VISIO_UPDATE_TOASTS: Readonly<Record<VisioUpdate['change'], (update: VisioUpdate) => { title: string; description: string }>> = {
  cancelled: ({ paid = false }) => ({ title: 'Ta visio a été annulée par l’éducateur', description: `${cancellationRefund(paid)} Retrouve le détail dans Mes visios.` }),
  outcome: () => ({ title: 'Le compte rendu de ta visio est disponible', description: 'Retrouve-le dans Mes visios, rubrique Historique.' }),
  reassigned: () => ({ title: 'Ta visio se fera avec un autre éducateur', description: 'Même heure, même lien : retrouve le détail dans Mes visios.' }),
};

/**
 * The team cancelled a session (its credit, or its amount on the card, came back), wrote its summary, or gave it to
 * another educator (its own left the team): the visios and /me refetch, a toast says so.
 */
function visioUpdated(update: VisioUpdate, queryClient: QueryClient): void {
  toaster.create({ type: 'info', ...VISIO_UPDATE_TOASTS[update.change](update) });
  void queryClient.invalidateQueries({ queryKey: visiosQuery().queryKey });
  void queryClient.invalidateQueries({ queryKey: meQuery().queryKey });
}

/** What the member is told when the team finishes or answers on one of their videos. */
const VIDEO_UPDATE_TOASTS = {
  commented: { title: 'Ta vidéo est commentée', description: 'Retrouve les commentaires de l’éducateur dans Mes vidéos.' },
  replied: { title: 'L’éducateur t’a répondu sur ta vidéo', description: 'Retrouve sa réponse dans Mes vidéos.' },
} as const;

/**
 * One of the member's videos changed (issue 26): the list and that video refetch. A refused file is told with its
 * reason (the member may have left the page that sent it), the educator's feedback and answers too, wherever the
 * member is; a file accepted needs no toast ('Vidéo envoyée' was shown).
 */
function videoUpdated({ videoId, change, message }: Extract<MemberNotification, { kind: 'video_updated' }>, queryClient: QueryClient): void {
  if (change === 'refused') {
    toaster.create({ type: 'error', title: 'Ta vidéo n’a pas pu être acceptée', description: message ?? 'Retrouve la raison dans Mes vidéos.' });
  } else if (change !== 'sent') {
    toaster.create({ type: 'info', ...VIDEO_UPDATE_TOASTS[change] });
  }
  void queryClient.invalidateQueries({ queryKey: videoQuery(videoId).queryKey });
  void queryClient.invalidateQueries({ queryKey: videosQuery().queryKey, exact: true });
}

function handle(notification: MemberNotification, queryClient: QueryClient): void {
  switch (notification.kind) {
    case 'reward_unlocked':
      // Same toast id as the exchange's own success toast: the tab that exchanged shows one toast, not two.
      showRewardUnlockedToast(notification.reward);
      refetchMemberData(queryClient);
      return;
    case 'ticket_updated':
      ticketUpdated(notification, queryClient);
      return;
    case 'visio_updated':
      visioUpdated(notification, queryClient);
      return;
    case 'video_updated':
      videoUpdated(notification, queryClient);
      return;
    case 'subscription_updated':
      // A payment (often in another tab), a renewal, a cancellation: the plan, its counters, the bonus points and
      // what tickets and visios cost now are read again. The payment's own tab shows the toast.
      refetchMemberData(queryClient);
      return;
  }
}

/** The notification schema (zod) loads with the first message, not with the channel: most visits receive none. */
const notificationSchema = () => import('../../../../shared/realtime/channels').then(({ memberNotificationSchema }) => memberNotificationSchema);

/**
 * Subscribes to the member's own channel (`/members/<sub>`, the only one AppSync lets them subscribe to). Each message
 * is checked with the shared schema (an unknown or malformed one is ignored), in the order they came; after the
 * connection comes back from a disruption the member's data is refetched, since messages sent meanwhile are lost.
 * Resolves to the function that closes it.
 */
export function openMemberChannel(sub: string, queryClient: QueryClient): Promise<() => void> {
  let received = Promise.resolve();
  return openLiveChannel(memberChannel(sub), {
    onMessage: (event) => {
      received = received
        .then(notificationSchema)
        .then((schema) => {
          const parsed = schema.safeParse(event);
          if (parsed.success) handle(parsed.data, queryClient);
        })
        .catch(() => undefined);
    },
    onReconnected: () => refetchMemberData(queryClient),
  });
}
