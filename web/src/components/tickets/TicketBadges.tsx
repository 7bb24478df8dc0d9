import { Badge, HStack } from '@chakra-ui/react';
import { TICKET_STATUS_LABELS, priorityBadge, ticketStatusOf, type TicketPriority, type TicketStatus } from '../../../../shared/domain/tickets';

const STATUS_PALETTES: Readonly<Record<TicketStatus, string>> = { ouvert: 'accent', en_cours: 'brand', resolu: 'green', ferme: 'gray' };

/**
 * A ticket's status as the member reads it (SPEC §4: 'Ouvert · En attente de réponse', 'En cours', 'Résolu', 'Fermé';
 * an unknown status reads as ouvert) and the 'Urgent' badge of an urgent one.
 */
export function TicketBadges({ status, priority }: { status: string; priority: TicketPriority }) {
  const known = ticketStatusOf(status);
  const { label, description } = TICKET_STATUS_LABELS[known];
  const urgent = priorityBadge(priority);
  return (
    <HStack gap="2" flexWrap="wrap">
      <Badge colorPalette={STATUS_PALETTES[known]} variant="subtle" size="md">
        {description ? `${label} · ${description}` : label}
      </Badge>
      {urgent && (
        <Badge colorPalette="red" variant="solid" size="md">
          {urgent}
        </Badge>
      )}
    </HStack>
  );
}
