import { Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Visio } from '../../../../../shared/contract/visio-schemas';
import { MemberPage } from '../../../components/layout/MemberPage';
import { PageState } from '../../../components/ui/PageState';
import { Card } from '../../../components/ui/Card';
import { useGiveUpHeldVisio, useVisios } from '../api/visios';
import { usePaymentReturn } from '../usePaymentReturn';
import { BookingCard } from '../components/BookingCard';
import { CancelVisioDialog, MoveVisioDialog } from '../components/ChangeVisioDialogs';
import { VisioItem } from '../components/VisioItem';

const TITLE = 'Mes visios avec un éducateur';
const LEAD = 'Une séance en vidéo avec un éducateur canin professionnel : il observe ton chien, répond à tes questions et te laisse un compte rendu.';

/**
 * /membre/visios (SPEC §2 Visios, issue 12): the booking card, the upcoming sessions (join, move, cancel; a paid one
 * held for its payment: pay, give up) and the history with the educators' summaries, newest first.
 */
export default function VisiosPage() {
  const visios = useVisios();
  const [cancelling, setCancelling] = useState<Visio | null>(null);
  const [moving, setMoving] = useState<Visio | null>(null);
  const giveUp = useGiveUpHeldVisio();
  usePaymentReturn(visios.data, giveUp.run);

  if (visios.isPending) {
    return (
      <MemberPage title={TITLE} lead={LEAD}>
        <PageState kind="loading" label="Chargement de tes visios…">
          <Stack gap="4">
            <Skeleton h="64" rounded="card" />
            <Skeleton h="24" rounded="xl" />
          </Stack>
        </PageState>
      </MemberPage>
    );
  }
  if (visios.isError) {
    return (
      <MemberPage title={TITLE} lead={LEAD}>
        <PageState
          kind="error"
          message="Impossible de charger tes visios. Réessaie dans un instant."
          onRetry={() => void visios.refetch()}
          retrying={visios.isFetching}
        />
      </MemberPage>
    );
  }

  const { upcoming, past } = visios.data;
  return (
    <MemberPage title={TITLE} lead={LEAD}>
      <BookingCard visios={visios.data} />

      <Stack as="section" aria-labelledby="upcoming-visios-title" gap="4">
        <Heading as="h2" id="upcoming-visios-title" size="xl">
          À venir
        </Heading>
        {upcoming.length === 0 ? (
          <Card>
            <Text color="fg.muted">Aucune visio prévue. Choisis un créneau ci-dessus : l’éducateur verra le profil de ton chien et ta note.</Text>
          </Card>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
            {upcoming.map((visio) => (
              <VisioItem key={visio.id} visio={visio} onCancel={setCancelling} onMove={setMoving} onGiveUp={giveUp.run} givingUp={giveUp.pendingId === visio.id} />
            ))}
          </Stack>
        )}
      </Stack>

      <Stack as="section" aria-labelledby="past-visios-title" gap="4">
        <Heading as="h2" id="past-visios-title" size="xl">
          Historique
        </Heading>
        {past.length === 0 ? (
          <Card>
            <Text color="fg.muted">Tes visios passées et leurs comptes rendus apparaîtront ici.</Text>
          </Card>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
            {past.map((visio) => (
              <VisioItem key={visio.id} visio={visio} />
            ))}
          </Stack>
        )}
      </Stack>

      <CancelVisioDialog visio={cancelling} onClose={() => setCancelling(null)} />
      <MoveVisioDialog key={moving?.id ?? 'none'} visio={moving} onClose={() => setMoving(null)} />
    </MemberPage>
  );
}
