import { HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import type * as z from 'zod';
import type { staffTicketRowSchema } from '../../../../shared/contract/ticket-schemas';
import { TICKET_CATEGORY_LABELS } from '../../../../shared/domain/tickets';
import { PlanBadge } from '../ui/PlanBadge';
import { TextLink } from '../ui/TextLink';
import { DueByLabel, TicketPriorityBadge, TicketStatusBadge } from './StaffTicketBadges';

export type StaffTicketRow = z.infer<typeof staffTicketRowSchema>;

/** Where the team reads a ticket (the educators' console; admins reach it too). */
export const staffTicketHref = (id: string) => `/equipe/tickets/${id}`;

interface StaffTicketTableProps {
  caption: string;
  rows: readonly StaffTicketRow[] | undefined;
  loading: boolean;
  busy?: boolean;
  /** Said in real French when the list is empty. */
  empty: string;
}

/**
 * The team's tickets sorted by due-by: a table on wide screens, a list of cards on phones (a 6-column table does
 * not fit 360 px). The title links to the ticket.
 */
export function StaffTicketTable({ caption, rows, loading, busy = false, empty }: StaffTicketTableProps) {
  const sorted = rows ? [...rows].sort((a, b) => a.dueBy.localeCompare(b.dueBy)) : [];
  if (loading) {
    return (
      <Stack gap="2" p="4" aria-busy="true">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} h="10" />
        ))}
      </Stack>
    );
  }
  if (sorted.length === 0) {
    return (
      <Text textAlign="center" py="10" px="4" color="fg.muted">
        {empty}
      </Text>
    );
  }
  return (
    <>
      <Table.ScrollArea hideBelow="md" tabIndex={0} role="region" aria-label={caption}>
        <Table.Root size="sm" interactive aria-busy={busy}>
          <Table.Caption srOnly>{caption}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Ticket</Table.ColumnHeader>
              <Table.ColumnHeader>Membre</Table.ColumnHeader>
              <Table.ColumnHeader>Priorité</Table.ColumnHeader>
              <Table.ColumnHeader>Statut</Table.ColumnHeader>
              <Table.ColumnHeader>Assigné à</Table.ColumnHeader>
              <Table.ColumnHeader>Échéance</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {sorted.map((ticket) => (
              <Table.Row key={ticket.id}>
                <Table.Cell maxW="22rem">
                  <TextLink to={staffTicketHref(ticket.id)} fontWeight="semibold" variant="plain" color="fg" _hover={{ textDecoration: 'underline' }}>
                    {ticket.title}
                  </TextLink>
                  <Text fontSize="xs" color="fg.muted" truncate>
                    {TICKET_CATEGORY_LABELS[ticket.category]}
                    {ticket.fiche && ` · ${ticket.fiche.title}`}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="2">
                    <span>{ticket.member.firstName}</span>
                    <PlanBadge plan={ticket.member.plan} />
                  </HStack>
                </Table.Cell>
                <Table.Cell>
                  <TicketPriorityBadge priority={ticket.priority} />
                </Table.Cell>
                <Table.Cell>
                  <TicketStatusBadge status={ticket.status} />
                </Table.Cell>
                <Table.Cell>{ticket.assignee?.name ?? <Text as="span" color="fg.muted">Personne</Text>}</Table.Cell>
                <Table.Cell>
                  <DueByLabel ticket={ticket} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Stack as="ul" hideFrom="md" gap="0" listStyleType="none" m="0" p="0" aria-label={caption} aria-busy={busy}>
        {sorted.map((ticket) => (
          <Stack as="li" key={ticket.id} gap="2" px="4" py="3" borderTopWidth="1px" borderColor="border" _first={{ borderTopWidth: 0 }}>
            <TextLink to={staffTicketHref(ticket.id)} fontWeight="semibold" variant="plain" color="fg">
              {ticket.title}
            </TextLink>
            <HStack gap="2" flexWrap="wrap">
              <TicketPriorityBadge priority={ticket.priority} />
              <TicketStatusBadge status={ticket.status} />
              <Text as="span" fontSize="sm">
                {ticket.member.firstName}
              </Text>
              <PlanBadge plan={ticket.member.plan} />
            </HStack>
            <HStack justify="space-between" gap="2" flexWrap="wrap" fontSize="sm">
              <DueByLabel ticket={ticket} />
              <Text as="span" color="fg.muted">
                {ticket.assignee ? `Assigné à ${ticket.assignee.name}` : 'Non assigné'}
              </Text>
            </HStack>
          </Stack>
        ))}
      </Stack>
    </>
  );
}
