import { Alert, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SUCCESS } from '../../../../../shared/schemas/messages';
import { Main } from '../../../components/layout/Main';
import { TextLink } from '../../../components/ui/TextLink';
import { toaster } from '../../../components/ui/toaster';
import { callApi, meQuery } from '../../../lib/api';

/**
 * /membre/discord (issue 15): where Discord sends the member back after they authorized La Meute. The code and the
 * state go to the API once; then the dashboard, whose Discord card shows the account connected.
 */
export default function DiscordReturnPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const link = useMutation({ mutationFn: (body: { code: string; state: string }) => callApi('discordLink', { body }) });
  const sent = useRef(false);
  const code = params.get('code');
  const state = params.get('state');

  useEffect(() => {
    if (sent.current || !code || !state) return;
    sent.current = true;
    link.mutate(
      { code, state },
      {
        onSuccess: async () => {
          await queryClient.invalidateQueries({ queryKey: meQuery().queryKey });
          toaster.create({ type: 'success', ...SUCCESS.discordLinked });
          navigate('/membre/dashboard', { replace: true });
        },
      },
    );
  }, [code, state, link, navigate, queryClient]);

  const failure = !code || !state ? 'Discord n’a pas confirmé la liaison (autorisation refusée ou lien incomplet).' : link.error?.message;
  return (
    <Main px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <Stack gap="4" maxW="xl" mx="auto">
        <Heading as="h1" size="2xl">
          Liaison avec Discord
        </Heading>
        {failure ? (
          <Alert.Root status="error" rounded="lg">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{failure}</Alert.Title>
              <Alert.Description>
                <TextLink to="/membre/dashboard">Retour au tableau de bord</TextLink> pour réessayer.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : (
          <Stack direction="row" align="center" gap="3" aria-live="polite">
            <Spinner size="sm" />
            <Text>Liaison de ton compte Discord en cours…</Text>
          </Stack>
        )}
      </Stack>
    </Main>
  );
}
