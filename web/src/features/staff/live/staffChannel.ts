import type { QueryClient } from '@tanstack/react-query';
import { TICKET_RESPONSE_HOURS } from '../../../../../shared/domain/shop';
import { staffChannel, staffNotificationSchema, type StaffNotification } from '../../../../../shared/realtime/channels';
import { toaster } from '../../../components/ui/toaster';
import { staffAgendaQuery, staffTicketsQuery } from '../../../lib/api';
import { formatDateTime } from '../../../lib/dates';
import { openLiveChannel } from '../../../lib/realtime/liveChannel';

/** "de Julie", "d’Étienne": the preposition elided before a vowel, as French writes it. */
export const fromMember = (name: string): string => (/^[aeiouyàâäéèêëîïôöùûüœæ]/i.test(name) ? `d’${name}` : `de ${name}`);

/** What the toast says of what arrived: who, and what they did. */
export function staffToast(notification: StaffNotification): { title: string; description: string; type: 'info' | 'warning' } {
  const { memberName } = notification;
  switch (notification.kind) {
    case 'ticket_opened':
      return notification.urgent
        ? { type: 'warning', title: `Nouveau ticket urgent ${fromMember(memberName)}`, description: `« ${notification.title} », à traiter sous ${TICKET_RESPONSE_HOURS.urgent} heures` }
        : { type: 'info', title: `Nouveau ticket ${fromMember(memberName)}`, description: `« ${notification.title} »` };
    case 'ticket_replied':
      return { type: 'info', title: `${memberName} a répondu sur son ticket`, description: `« ${notification.title} »` };
    case 'visio_booked':
      return notification.moved
        ? { type: 'info', title: `${memberName} a déplacé sa visio`, description: `Nouvelle date : ${formatDateTime(notification.start)}` }
        : { type: 'info', title: `Nouvelle visio réservée par ${memberName}`, description: `Le ${formatDateTime(notification.start)}` };
    case 'visio_cancelled':
      return { type: 'info', title: `${memberName} a annulé sa visio`, description: `Elle était prévue le ${formatDateTime(notification.start)}` };
  }
}

/** What the console reads again: the queues, their counts and every open ticket; the agenda and every open session. */
export function refetchStaffData(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: staffTicketsQuery().queryKey });
  void queryClient.invalidateQueries({ queryKey: staffAgendaQuery().queryKey });
}

/**
 * Subscribes to the staff member's own channel (`/staff/<sub>`, the only one of the namespace AppSync lets them
 * subscribe to): each message (checked with the shared schema) has the console read its queues or agenda again and
 * says what arrived; `onArrived` counts it for the tab's title. After a disruption everything is read again, since
 * messages sent meanwhile are lost. Resolves to the function that closes it.
 */
export function openStaffChannel(sub: string, queryClient: QueryClient, onArrived: () => void): Promise<() => void> {
  return openLiveChannel(staffChannel(sub), {
    onMessage: (event) => {
      const parsed = staffNotificationSchema.safeParse(event);
      if (!parsed.success) return;
      refetchStaffData(queryClient);
      toaster.create(staffToast(parsed.data));
      onArrived();
    },
    onReconnected: () => refetchStaffData(queryClient),
  });
}
