import { HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, Clapperboard } from 'lucide-react';
import { useParams } from 'react-router-dom';
import type { MemberTicket } from '../../../../../shared/contract/ticket-schemas';
import { TICKET_CATEGORY_LABELS, TICKET_REOPEN_DAYS, ticketStatusOf } from '../../../../../shared/domain/tickets';
import { MemberPage } from '../../../components/layout/MemberPage';
import { PageState } from '../../../components/ui/PageState';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Card } from '../../../components/ui/Card';
import { TextLink } from '../../../components/ui/TextLink';
import { isApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/dates';
import { useTicket } from '../api/tickets';
import { AnswerPromise } from '../../../components/tickets/AnswerPromise';
import { CloseTicketButton } from '../components/CloseTicketButton';
import { ReplyForm } from '../components/ReplyForm';
import { TicketBadges } from '../../../components/tickets/TicketBadges';
import { TicketThread } from '../components/TicketThread';
import { TICKETS_PATH } from '../../../components/tickets/paths';

const backLink = (
  <TextLink to={TICKETS_PATH} display="inline-flex" alignItems="center" gap="1" color="brand.fg" alignSelf="flex-start">
    <ArrowLeft size={16} aria-hidden="true" /> Mes tickets
  </TextLink>
);

/**
 * /membre/tickets/:id: one of the member's tickets as a conversation (their description, then the messages), its
 * status and promised answer time, the reply box while they may write, and 'Fermer le ticket'. The live channel
 * refreshes it when an educator answers or changes its status.
 */
export default function TicketPage() {
  const { id = '' } = useParams();
  const ticket = useTicket(id);

  if (ticket.isPending) {
    return (
      <MemberPage title="Ticket" before={backLink}>
        <PageState kind="loading" label="Chargement du ticket…">
          <Stack gap="4">
            <Skeleton h="24" rounded="card" />
            <Skeleton h="40" rounded="xl" />
          </Stack>
        </PageState>
      </MemberPage>
    );
  }
  if (ticket.isError) {
    const missing = isApiError(ticket.error) && (ticket.error.status === 404 || ticket.error.code === 'TICKET_NOT_FOUND' || ticket.error.status === 400);
    return (
      <MemberPage title={missing ? 'Ticket introuvable' : 'Ticket'} before={backLink}>
        {missing ? (
          <PageState kind="error" status="info" message="Ce ticket n’existe pas." />
        ) : (
          <PageState
            kind="error"
            message="Impossible de charger ce ticket. Réessaie dans un instant."
            onRetry={() => void ticket.refetch()}
            retrying={ticket.isFetching}
          />
        )}
      </MemberPage>
    );
  }
  return <TicketView data={ticket.data} />;
}

function TicketView({ data }: { data: MemberTicket }) {
  const { ticket, canReply } = data;
  const status = ticketStatusOf(ticket.status);
  return (
    <MemberPage title={ticket.title} eyebrow={TICKET_CATEGORY_LABELS[ticket.category]} before={backLink} maxW="4xl">
      <Card as="section" aria-label="Suivi du ticket">
        <Stack gap="3">
          <HStack justify="space-between" align="flex-start" gap="3" flexWrap="wrap">
            <TicketBadges status={ticket.status} priority={ticket.priority} />
            {status !== 'ferme' && (
              <HStack gap="3" flexWrap="wrap">
                {/* Issue 26: a video for the educator about this ticket (the videos feature's page, by its address). */}
                <ButtonLink to={`/membre/videos/envoyer?ticket=${encodeURIComponent(ticket.id)}`} size="sm" variant="outline" colorPalette="brand">
                  <Clapperboard aria-hidden="true" /> Envoyer une vidéo
                </ButtonLink>
                <CloseTicketButton ticketId={ticket.id} />
              </HStack>
            )}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            Ouvert le {formatDateTime(ticket.createdAt)}
            {ticket.assignee ? ` · suivi par ${ticket.assignee.name}` : ''}
          </Text>
          <AnswerPromise ticket={ticket} />
          {ticket.fiche && (
            <Text fontSize="sm">
              À propos de la fiche{' '}
              <TextLink to={`/membre/fiche/${encodeURIComponent(ticket.fiche.id)}`} color="brand.fg">
                {ticket.fiche.title}
              </TextLink>
            </Text>
          )}
        </Stack>
      </Card>

      <TicketThread data={data} />

      <Card>
        {canReply ? (
          <ReplyForm ticketId={ticket.id} resolved={status === 'resolu'} />
        ) : (
          <Text color="fg.muted">
            {status === 'ferme'
              ? 'Ce ticket est fermé : pour une autre question, ouvre un nouveau ticket.'
              : `Ce ticket est résolu depuis plus de ${TICKET_REOPEN_DAYS} jours : pour une autre question, ouvre un nouveau ticket.`}{' '}
            <TextLink to={TICKETS_PATH} color="brand.fg">
              Mes tickets
            </TextLink>
          </Text>
        )}
      </Card>
    </MemberPage>
  );
}
