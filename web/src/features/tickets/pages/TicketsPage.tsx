import { Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MemberPage } from '../../../components/layout/MemberPage';
import { PageState } from '../../../components/ui/PageState';
import { Card } from '../../../components/ui/Card';
import { ficheDetailQuery } from '../../../lib/api';
import { useCurrentDog } from '../../../lib/current-dog';
import { useTickets } from '../api/tickets';
import type { FicheQuestion } from '../components/NewTicketDialog';
import { TicketListItem } from '../../../components/tickets/TicketListItem';
import { TicketRightsPanel } from '../components/TicketRightsPanel';
import { ticketRightsView } from '../rights';

const NewTicketDialog = lazy(() => import('../components/NewTicketDialog'));

const TITLE = 'Mes tickets d’accompagnement';
const LEAD = 'Pose tes questions à un éducateur professionnel : il te répond par écrit, sous 48h (24h pour un ticket urgent).';

/** `?fiche={id}&type=fiche` (the fiche page's 'Poser ma question'): the fiche a new ticket is about. */
function useFicheQuestion(): { fiche: FicheQuestion | null; asked: boolean; forget: () => void } {
  const [search, setSearch] = useSearchParams();
  const ficheId = search.get('type') === 'fiche' ? search.get('fiche') : null;
  const { dogId } = useCurrentDog();
  const fiche = useQuery({ ...ficheDetailQuery(ficheId ?? '', dogId), enabled: Boolean(ficheId) });
  const forget = () =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('fiche');
        next.delete('type');
        return next;
      },
      { replace: true },
    );
  const found = fiche.data ? { ficheId: fiche.data.fiche.id, ficheTitle: fiche.data.fiche.title } : null;
  // A fiche that cannot be read (unknown, or the request failed) still lets the member ask, without the link.
  return { fiche: found, asked: Boolean(ficheId) && !fiche.isPending, forget };
}

/**
 * /membre/tickets, 'Mes tickets d'accompagnement' (SPEC §2 Tickets, §4, §6): the member's tickets newest first, what
 * they may open now, and the 'Nouveau ticket' dialog, opened by itself for a question about a fiche.
 */
export default function TicketsPage() {
  const tickets = useTickets();
  const question = useFicheQuestion();
  const [open, setOpen] = useState(false);
  const newTicketButton = useRef<HTMLButtonElement>(null);
  const rights = tickets.data ? ticketRightsView(tickets.data.rights) : null;
  const canOpen = rights !== null && rights.blocked === null;

  // Arriving with ?fiche=…&type=fiche opens the dialog once the fiche and the rights are known.
  const { asked } = question;
  useEffect(() => {
    if (asked && canOpen) setOpen(true);
  }, [asked, canOpen]);

  const close = () => {
    setOpen(false);
    if (question.asked) question.forget();
  };

  const newTicket = canOpen && (
    <Button ref={newTicketButton} colorPalette="brand" aria-haspopup="dialog" onClick={() => setOpen(true)}>
      <Plus aria-hidden="true" /> Nouveau ticket
    </Button>
  );

  if (tickets.isPending) {
    return (
      <MemberPage title={TITLE} lead={LEAD}>
        <PageState kind="loading" label="Chargement de tes tickets…">
          <Stack gap="4">
            <Skeleton h="32" rounded="card" />
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} h="24" rounded="xl" />
            ))}
          </Stack>
        </PageState>
      </MemberPage>
    );
  }
  if (tickets.isError) {
    return (
      <MemberPage title={TITLE} lead={LEAD}>
        <PageState
          kind="error"
          message="Impossible de charger tes tickets. Réessaie dans un instant."
          onRetry={() => void tickets.refetch()}
          retrying={tickets.isFetching}
        />
      </MemberPage>
    );
  }

  const list = tickets.data.tickets;
  const view = ticketRightsView(tickets.data.rights);
  return (
    <MemberPage title={TITLE} lead={LEAD} actions={newTicket}>
      <TicketRightsPanel view={view} />

      <Stack as="section" aria-labelledby="my-tickets-title" gap="4">
        <Heading as="h2" id="my-tickets-title" size="xl">
          Mes tickets
        </Heading>
        {list.length === 0 ? (
          <Card>
            <Stack gap="2">
              <Text fontWeight="semibold">Tu n’as pas encore ouvert de ticket.</Text>
              <Text color="fg.muted">
                Ton chien tire en laisse, aboie quand tu pars, grogne près de sa gamelle ? Décris la situation : un éducateur te
                répond avec des conseils adaptés à ton chien.
              </Text>
            </Stack>
          </Card>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
            {list.map((ticket) => (
              <TicketListItem key={ticket.id} ticket={ticket} />
            ))}
          </Stack>
        )}
      </Stack>

      {canOpen && (
        <Suspense fallback={null}>
          <NewTicketDialog
            key={question.fiche?.ficheId ?? 'blank'}
            open={open}
            onClose={close}
            priorities={view.priorities}
            urgentHint={view.urgentHint}
            fiche={question.fiche}
            returnFocusTo={() => newTicketButton.current}
          />
        </Suspense>
      )}
    </MemberPage>
  );
}
