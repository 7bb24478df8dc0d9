import { Button, HStack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessagesSquare } from 'lucide-react';
import { ERRORS, SUCCESS } from '../../../../../shared/schemas/action-messages';
import { toaster } from '../../../components/ui/toaster';
import { callApi, meQuery } from '../../../lib/api';
import { DashboardCard } from './DashboardCard';

/**
 * SPEC §2 Dashboard's Discord card: connected when the member's profile has a Discord id (then 'Synchroniser' gives
 * them the role of their plan), otherwise the button that sends them to Discord to link their account and join.
 */
export function DiscordCard({ connected }: { connected: boolean }) {
  const queryClient = useQueryClient();
  const join = useMutation({ mutationFn: () => callApi('discordAuthorize', {}) });
  const sync = useMutation({ mutationFn: () => callApi('discordSync', {}), onSettled: () => queryClient.invalidateQueries({ queryKey: meQuery().queryKey }) });
  const startLink = () =>
    join.mutate(undefined, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: () => toaster.create({ type: 'error', ...ERRORS.discordSync }),
    });
  const resync = () =>
    sync.mutate(undefined, {
      onSuccess: () => toaster.create({ type: 'success', title: SUCCESS.discordSync }),
      onError: () => toaster.create({ type: 'error', ...ERRORS.discordSync }),
    });
  return (
    <DashboardCard titleId="discord-card-title" eyebrow="Communauté" title="Discord de la meute" icon={{ Icon: MessagesSquare, palette: 'accent' }}>
      {connected ? (
        <>
          <Text>Ton compte Discord est connecté : tu as accès aux salons de ton offre.</Text>
          <HStack mt="auto">
            <Button variant="outline" loading={sync.isPending} loadingText="Synchronisation…" onClick={resync}>
              Synchroniser mes rôles
            </Button>
          </HStack>
        </>
      ) : (
        <>
          <Text color="fg.muted">Échange avec les autres membres et les éducateurs, partage les progrès de ton chien et participe au défi du mois.</Text>
          <HStack mt="auto">
            <Button colorPalette="accent" loading={join.isPending} loadingText="Ouverture de Discord…" onClick={startLink}>
              Rejoindre le Discord
            </Button>
          </HStack>
        </>
      )}
    </DashboardCard>
  );
}
