import { Badge, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { TICKET_CATEGORY_LABELS } from '../../../../../shared/domain/tickets';
import { DueByLabel, TicketPriorityBadge, TicketStatusBadge } from '../../../components/tickets/StaffTicketBadges';
import { Card } from '../../../components/ui/Card';
import { TextLink } from '../../../components/ui/TextLink';
import { formatDateTime } from '../../../lib/dates';
import { useStaffTicket } from '../api/tickets';
import { MemberContext } from '../components/MemberContext';
import { StaffProgression } from '../components/StaffProgression';
import { useTicketProgression } from '../api/progression';
import { NoteComposer, ReplyComposer } from '../components/ReplyComposer';
import { StaffPage } from '../components/StaffPage';
import { StaffRecordState } from '../components/StaffRecordState';
import { AssignControl, StatusActions } from '../components/TicketActions';
import { TicketThread } from '../components/TicketThread';
import { STAFF_TICKETS_PATH } from '../paths';

const backLink = (
  <TextLink to={STAFF_TICKETS_PATH} display="inline-flex" alignItems="center" gap="1" fontSize="sm">
    <ArrowLeft size={14} aria-hidden="true" /> Retour aux files
  </TextLink>
);

/**
 * /equipe/tickets/:id: the thread with the reply and note composers, who handles it and its status, and beside it
 * the member's context (under the thread on phones).
 */
export default function StaffTicketPage() {
  const { id = '' } = useParams();
  const query = useStaffTicket(id);
  const progression = useTicketProgression(id);

  if (query.isPending || query.isError) return <StaffRecordState title="Ticket" error={query.error} back={backLink} />;

  const data = query.data;
  const { ticket } = data;
  return (
    <StaffPage title={ticket.title} maxW="7xl">
      <Stack gap="2" mt="-4">
        <HStack gap="2" flexWrap="wrap">
          <TicketStatusBadge status={ticket.status} />
          <TicketPriorityBadge priority={ticket.priority} />
          <Badge variant="outline">{TICKET_CATEGORY_LABELS[ticket.category]}</Badge>
          <DueByLabel ticket={ticket} />
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          Ouvert par {ticket.member.firstName}
          {data.member.dog && ` pour ${data.member.dog.name}`} le {formatDateTime(ticket.createdAt)} · échéance le {formatDateTime(ticket.dueBy)}
          {ticket.firstResponseAt && ` · première réponse le ${formatDateTime(ticket.firstResponseAt)}`}
        </Text>
        {backLink}
      </Stack>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 20rem', xl: 'minmax(0, 1fr) 22rem' }} gap="6" alignItems="start">
        <Stack gap="6" minW="0">
          <Card p={{ base: '4', md: '5' }}>
            <Stack gap="4">
              <Heading as="h2" size="md">
                Suivi
              </Heading>
              <AssignControl data={data} />
              <StatusActions data={data} />
            </Stack>
          </Card>
          <Stack as="section" gap="4" aria-labelledby="thread-title">
            <Heading as="h2" id="thread-title" size="md">
              Fil de la demande
            </Heading>
            <TicketThread data={data} />
          </Stack>
          {ticket.status === 'ferme' ? (
            <Text color="fg.muted">Ce ticket est fermé : le membre ouvrira un nouveau ticket pour une autre question.</Text>
          ) : (
            <Card p={{ base: '4', md: '5' }}>
              <ReplyComposer ticketId={ticket.id} />
            </Card>
          )}
          <NoteComposer ticketId={ticket.id} />
        </Stack>
        <MemberContext member={data.member} fiche={ticket.fiche} lead={<StaffProgression query={progression} />} />
      </Grid>
    </StaffPage>
  );
}
