import { Text } from '@chakra-ui/react';
import type { TicketSummary } from '../../../../shared/contract/ticket-schemas';
import { isOpenTicket, ticketStatusOf } from '../../../../shared/domain/tickets';
import { formatDateTime } from '../../lib/dates';

/**
 * The team's promise on a ticket (48 h, 24 h when urgent): 'Réponse promise avant …' until the first answer, then
 * when it came. Nothing once the ticket is finished without an answer.
 */
export function AnswerPromise({ ticket }: { ticket: Pick<TicketSummary, 'status' | 'dueBy' | 'firstResponseAt'> }) {
  if (ticket.firstResponseAt) {
    return (
      <Text fontSize="sm" color="fg.muted">
        Première réponse le {formatDateTime(ticket.firstResponseAt)}
      </Text>
    );
  }
  if (!isOpenTicket(ticketStatusOf(ticket.status))) return null;
  return (
    <Text fontSize="sm" fontWeight="medium" color="accent.700">
      Réponse promise avant le {formatDateTime(ticket.dueBy)}
    </Text>
  );
}
