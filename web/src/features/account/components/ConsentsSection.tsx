import { Alert, Heading, Skeleton, Spinner, Stack, Switch, Text } from '@chakra-ui/react';
import { CONSENTS, type ConsentKind } from '../../../../../shared/domain/consents';
import type { Consents } from '../../../../../shared/contract/consent-schemas';
import { Card } from '../../../components/ui/Card';
import { SectionLoading } from '../../../components/ui/SectionLoading';
import { toaster } from '../../../components/ui/toaster';
import { formatDate } from '../../../lib/dates';
import { useConsents, useSetConsent } from '../api/consents';
import { failureMessage } from '../failure';

export const CONSENTS_SECTION_ID = 'consentements';

type Consent = Consents['consents'][number];

/** 'Accordé le 3 novembre 2026', 'Retiré le …', or never answered. */
function consentDate({ granted, changedAt }: Consent): string {
  if (!changedAt) return 'Jamais accordé';
  return `${granted ? 'Accordé' : 'Retiré'} le ${formatDate(changedAt)}`;
}

function ConsentSwitch({ consent }: { consent: Consent }) {
  const save = useSetConsent();
  const { kind, granted } = consent;
  const { label, description } = CONSENTS[kind];
  // The switch shows what the server holds: it moves once the change is saved, and the date with it.
  const toggle = (checked: boolean) =>
    save.mutate(
      { kind, granted: checked },
      {
        onSuccess: () => toaster.create({ type: 'success', title: checked ? `C’est noté : ${label.charAt(0).toLowerCase()}${label.slice(1)}.` : 'C’est noté : tu ne recevras plus ces e-mails.' }),
        onError: (error) => toaster.create({ type: 'error', title: failureMessage(error) }),
      },
    );
  return (
    <Stack gap="1">
      <Switch.Root checked={granted} disabled={save.isPending} onCheckedChange={({ checked }) => toggle(checked)} colorPalette="brand" justifyContent="space-between" width="full" gap="4">
        <Switch.Label fontWeight="semibold">{label}</Switch.Label>
        <Switch.HiddenInput aria-describedby={`consent-${kind}-help consent-${kind}-date`} />
        {save.isPending ? <Spinner size="sm" aria-label="Enregistrement…" /> : null}
        <Switch.Control />
      </Switch.Root>
      <Text id={`consent-${kind}-help`} color="fg.muted" fontSize="sm">
        {description}
      </Text>
      <Text id={`consent-${kind}-date`} fontSize="sm" data-testid={`consent-${kind}-date`}>
        {consentDate(consent)}
      </Text>
    </Stack>
  );
}

/**
 * 'Mes e-mails' on 'Mon compte' (issue 22): each consent a labelled switch with the date it was given or withdrawn,
 * saved at each switch. Every such e-mail also carries a one-click unsubscribe link.
 */
export function ConsentsSection() {
  const consents = useConsents();
  return (
    <Card as="section" aria-labelledby={`${CONSENTS_SECTION_ID}-titre`} id={CONSENTS_SECTION_ID} p={{ base: '4', md: '6' }}>
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h2" size="lg" id={`${CONSENTS_SECTION_ID}-titre`}>
            Mes e-mails
          </Heading>
          <Text color="fg.muted">Choisis ce que tu veux recevoir. Tu peux changer d’avis à tout moment, ici ou depuis le lien de désinscription de chaque e-mail.</Text>
        </Stack>
        {consents.isError ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>Tes choix d’e-mails n’ont pas pu être chargés. Recharge la page pour réessayer.</Alert.Title>
          </Alert.Root>
        ) : consents.data ? (
          <Stack as="ul" gap="5" listStyleType="none" m="0" p="0">
            {consents.data.consents.map((consent) => (
              <li key={consent.kind}>
                <ConsentSwitch consent={consent} />
              </li>
            ))}
          </Stack>
        ) : (
          <SectionLoading>
            <Stack gap="5">
              {(Object.keys(CONSENTS) as ConsentKind[]).map((kind) => (
                <Skeleton key={kind} height="16" />
              ))}
            </Stack>
          </SectionLoading>
        )}
      </Stack>
    </Card>
  );
}
