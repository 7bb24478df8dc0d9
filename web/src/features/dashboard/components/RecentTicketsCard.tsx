import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { LifeBuoy } from 'lucide-react';
import { DISPLAY_LIMITS } from '../../../../../shared/domain/display-limits';
import { BlockSkeleton } from '../../../components/ui/BlockSkeleton';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { ticketsQuery } from '../../../lib/api';
import { TicketListItem } from '../../../components/tickets/TicketListItem';
import { TICKETS_PATH } from '../../../components/tickets/paths';
import { DashboardCard } from './DashboardCard';

/** 'Mes derniers tickets' (SPEC §2 Dashboard, §9): the last 3, newest first. Hidden on load error (SPEC §8). */
export function RecentTicketsCard() {
  const tickets = useQuery(ticketsQuery());
  if (tickets.isPending) return <BlockSkeleton h="64" />;
  if (tickets.isError) return null;
  const latest = tickets.data.tickets.slice(0, DISPLAY_LIMITS.dashboardRecentTickets);
  return (
    <DashboardCard titleId="recent-tickets-title" eyebrow="Support" title="Mes derniers tickets" icon={{ Icon: LifeBuoy, palette: 'brand' }}>
      {latest.length === 0 ? (
        <Text color="fg.muted">Une question sur ton chien ? Ouvre un ticket : un éducateur te répond sous 48h.</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
          {latest.map((ticket) => (
            <TicketListItem key={ticket.id} ticket={ticket} compact />
          ))}
        </Stack>
      )}
      <ButtonLink to={TICKETS_PATH} mt="auto" alignSelf="flex-start" variant="outline" colorPalette="brand">
        Mes tickets d’accompagnement
      </ButtonLink>
    </DashboardCard>
  );
}
