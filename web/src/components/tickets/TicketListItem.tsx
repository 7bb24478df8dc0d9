import { HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { TicketSummary } from '../../../../shared/contract/ticket-schemas';
import { TICKET_CATEGORY_LABELS } from '../../../../shared/domain/tickets';
import { formatDate } from '../../lib/dates';
import { ticketPath } from './paths';
import { AnswerPromise } from './AnswerPromise';
import { TicketBadges } from './TicketBadges';

/** One ticket in a list (`<li>`): its title links to the conversation; status, urgency, category and the promise. */
export function TicketListItem({ ticket, compact = false }: { ticket: TicketSummary; compact?: boolean }) {
  return (
    <LinkBox
      as="li"
      rounded="xl"
      borderWidth="1px"
      borderColor="border"
      bg="bg.panel"
      p={compact ? '3' : { base: '4', md: '5' }}
      _hover={{ borderColor: 'brand.muted' }}
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
    >
      <Stack gap="2">
        <HStack justify="space-between" align="flex-start" gap="3" flexWrap="wrap">
          <LinkOverlay asChild fontWeight="semibold" fontSize={compact ? 'md' : 'lg'} color="brand.900" overflowWrap="anywhere" minW="0" flex="1">
            <RouterLink to={ticketPath(ticket.id)}>{ticket.title}</RouterLink>
          </LinkOverlay>
          <TicketBadges status={ticket.status} priority={ticket.priority} />
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {TICKET_CATEGORY_LABELS[ticket.category]} · ouvert le {formatDate(ticket.createdAt)}
          {ticket.fiche && !compact ? ` · fiche « ${ticket.fiche.title} »` : ''}
        </Text>
        <AnswerPromise ticket={ticket} />
      </Stack>
    </LinkBox>
  );
}
