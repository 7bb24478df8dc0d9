import { Badge, HStack, Text } from '@chakra-ui/react';
import { AlarmClock, Clock } from 'lucide-react';
import { TICKET_STATUS_LABELS, type TicketPriority, type TicketStatus } from '../../../../shared/domain/tickets';
import { formatDateTime } from '../../lib/dates';
import { useNow } from '../../lib/useNow';
import { dueBy } from './due-by';

/** The member's page's colours (TicketBadges.tsx), so a status looks the same on both sides. */
const STATUS_COLORS: Record<TicketStatus, string> = { ouvert: 'accent', en_cours: 'brand', resolu: 'green', ferme: 'gray' };

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return (
    <Badge colorPalette={STATUS_COLORS[status]} variant="subtle">
      {TICKET_STATUS_LABELS[status].label}
    </Badge>
  );
}

/** 'Urgent' in red; a standard ticket shows 'Standard' quietly, so a column never reads empty. */
export function TicketPriorityBadge({ priority }: { priority: TicketPriority }) {
  return priority === 'urgent' ? (
    <Badge colorPalette="red" variant="solid">
      Urgent
    </Badge>
  ) : (
    <Badge colorPalette="gray" variant="outline">
      Standard
    </Badge>
  );
}

/**
 * 'dans 5 h' / 'en retard de 2 h', with a marker that does not rely on colour alone (an alarm icon and the words
 * for a late ticket, a 'Bientôt en retard' badge for one due within 6 h); the exact Paris time in the tooltip.
 */
export function DueByLabel({ ticket }: { ticket: { status: TicketStatus; dueBy: string } }) {
  const due = dueBy(ticket, useNow());
  if (due.state === 'done') return <Text color="fg.muted">—</Text>;
  const late = due.state === 'late';
  const soon = due.state === 'soon';
  return (
    <HStack gap="1.5" title={`Échéance : ${formatDateTime(ticket.dueBy)}`} color={late ? 'red.fg' : soon ? 'orange.fg' : 'fg'} fontWeight={late || soon ? 'semibold' : 'normal'} whiteSpace="nowrap">
      {late ? <AlarmClock size={16} aria-hidden="true" /> : <Clock size={16} aria-hidden="true" />}
      <span>{due.label}</span>
      {soon && <Badge colorPalette="orange">Bientôt en retard</Badge>}
    </HStack>
  );
}
