import { Alert, Box, Button, Heading, HStack, Link, Skeleton, Spinner, Stack, Text } from '@chakra-ui/react';
import { Download, ExternalLink, FileText } from 'lucide-react';
import type { MemberExport } from '../../../../../shared/contract/export-schemas';
import { EXPORT_AVAILABLE_DAYS } from '../../../../../shared/domain/member-export';
import { Card } from '../../../components/ui/Card';
import { SectionLoading } from '../../../components/ui/SectionLoading';
import { toaster } from '../../../components/ui/toaster';
import { formatDateTime } from '../../../lib/dates';
import { useMemberExport, useRequestMemberExport } from '../api/export';
import { failureMessage } from '../failure';

export const DATA_EXPORT_SECTION_ID = 'mes-donnees';

/** What the member reads of their export's state, above the actions. */
function statusText(current: MemberExport): string | null {
  switch (current.status) {
    case 'preparing':
      return `Ton export est en préparation${current.requestedAt ? ` depuis le ${formatDateTime(current.requestedAt)}` : ''}. Tu recevras un e-mail dès qu’il sera prêt : tu peux quitter cette page.`;
    case 'ready':
      return `Ton export est prêt. Tu peux le télécharger jusqu’au ${formatDateTime(current.availableUntil ?? '')}.`;
    case 'expired':
      return `Ton dernier export a expiré${current.availableUntil ? ` le ${formatDateTime(current.availableUntil)}` : ''} : ses fichiers ont été effacés. Tu peux en demander un nouveau.`;
    case 'failed':
      return 'La préparation de ton dernier export n’a pas abouti. Tu peux en demander un nouveau.';
    case 'none':
      return null;
  }
}

/**
 * 'Télécharger mes données' on 'Mon compte' (issue 22, RGPD): a request button, the preparation's progress (the query
 * is read again every few seconds meanwhile, and on focus), then the JSON file and its readable summary until the
 * export expires, 7 days later. The links are short-lived: the query keeps them fresh.
 */
export function DataExportSection() {
  const current = useMemberExport();
  const request = useRequestMemberExport();
  const ask = () =>
    request.mutate(undefined, {
      onSuccess: () => toaster.create({ type: 'success', title: 'C’est parti : ton export est en préparation.', description: 'Tu recevras un e-mail dès qu’il sera prêt.' }),
      onError: (error) => toaster.create({ type: 'error', title: failureMessage(error) }),
    });
  const data = current.data;
  const text = data ? statusText(data) : null;
  return (
    <Card as="section" aria-labelledby={`${DATA_EXPORT_SECTION_ID}-titre`} id={DATA_EXPORT_SECTION_ID} p={{ base: '4', md: '6' }}>
      <Stack gap="4">
        <Stack gap="1">
          <Heading as="h2" size="lg" id={`${DATA_EXPORT_SECTION_ID}-titre`}>
            Télécharger mes données
          </Heading>
          <Text color="fg.muted">
            Reçois tout ce que La Meute conserve sur toi : ton compte, tes consentements, le profil de ton chien, tes fiches validées, tes points, tes récompenses, tes
            tickets et leurs messages, tes visios, tes paiements et ta liaison Discord. Un fichier JSON complet et un résumé lisible, disponibles {EXPORT_AVAILABLE_DAYS}{' '}
            jours.
          </Text>
        </Stack>
        {current.isError ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>L’état de ton export n’a pas pu être chargé. Recharge la page pour réessayer.</Alert.Title>
          </Alert.Root>
        ) : !data ? (
          <SectionLoading>
            <Skeleton height="10" maxW="xs" />
          </SectionLoading>
        ) : (
          <Stack gap="4">
            <Box role="status" aria-live="polite">
              {text ? (
                <HStack gap="3" alignItems="flex-start">
                  {data.status === 'preparing' ? <Spinner size="sm" mt="1" aria-hidden="true" /> : null}
                  <Text data-testid="export-status">{text}</Text>
                </HStack>
              ) : null}
            </Box>
            {data.status === 'ready' && data.links ? (
              <HStack gap="3" flexWrap="wrap">
                <Button asChild colorPalette="brand">
                  <Link href={data.links.data} download="donnees-la-meute.json">
                    <Download aria-hidden="true" /> Télécharger le fichier JSON
                  </Link>
                </Button>
                <Button asChild variant="outline" colorPalette="brand">
                  <Link href={data.links.summary} target="_blank" rel="noopener noreferrer">
                    <FileText aria-hidden="true" /> Voir le résumé lisible
                    <ExternalLink aria-hidden="true" size="14" />
                    <Text as="span" srOnly>
                      (nouvel onglet)
                    </Text>
                  </Link>
                </Button>
              </HStack>
            ) : null}
            {data.status !== 'preparing' ? (
              <Box>
                <Button variant={data.status === 'ready' ? 'ghost' : 'solid'} colorPalette="brand" onClick={ask} loading={request.isPending} loadingText="Demande en cours…">
                  {data.status === 'ready' ? 'Préparer un nouvel export' : 'Préparer mon export'}
                </Button>
              </Box>
            ) : null}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
