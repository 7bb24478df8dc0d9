import { Badge, Button, chakra, Heading, HStack, Input, Skeleton, Stack, Switch, Table, Text } from '@chakra-ui/react';
import { useAppForm } from '../../../lib/forms/useAppForm';
import type { Automation, AutomationBody } from '../../../../../shared/contract/automation-schemas';
import { ERRORS, SUCCESS } from '../../../../../shared/schemas/messages';
import { Card } from '../../../components/ui/Card';
import { FormField } from '../../../components/ui/FormField';
import { toaster } from '../../../components/ui/toaster';
import { formatDateTime } from '../../../lib/dates';
import { lazyZodResolver } from '../../../lib/forms/lazyZodResolver';
import { useAdminAutomations, useSaveAutomation, useTestAutomation } from '../api/automations';
import { AdminPage } from '../components/AdminPage';
import { LoadError } from '../components/LoadError';
import { sectionOf } from '../sections';

const resolver = lazyZodResolver<AutomationBody>(async () => (await import('../../../../../shared/contract/automation-schemas')).automationBodySchema);
const refused = (error: Error) => toaster.create({ type: 'error', title: ERRORS.adminMemberAction, description: error.message });

function Deliveries({ automation }: { automation: Automation }) {
  if (automation.deliveries.length === 0) return <Text color="fg.muted">Aucune livraison pour l’instant.</Text>;
  return (
    <Table.ScrollArea tabIndex={0} role="region" aria-label={`Dernières livraisons : ${automation.label}`}>
      <Table.Root size="sm" minW="28rem">
        <Table.Caption srOnly>Dernières livraisons, la plus récente d’abord</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Envoyée le</Table.ColumnHeader>
            <Table.ColumnHeader>Type</Table.ColumnHeader>
            <Table.ColumnHeader>Réponse</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Durée</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {automation.deliveries.map((delivery) => (
            <Table.Row key={delivery.id}>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(delivery.at)}</Table.Cell>
              <Table.Cell>{delivery.test ? 'Test' : 'Événement'}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={delivery.ok ? 'green' : 'red'} variant="subtle">
                  {delivery.status || 'Aucune'}
                </Badge>{' '}
                {delivery.error}
              </Table.Cell>
              <Table.Cell textAlign="end">{delivery.durationMs} ms</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function AutomationCard({ automation, sinkUrl }: { automation: Automation; sinkUrl: string | null }) {
  const save = useSaveAutomation(automation.event);
  const test = useTestAutomation(automation.event);
  const titleId = `automation-${automation.event}`;
  const { register, handleSubmit, setValue, watch, formState: { errors } } = useAppForm<AutomationBody>({ resolver, values: { url: automation.url ?? '', enabled: automation.enabled } });
  const submit = handleSubmit((body) => save.mutate(body, { onSuccess: () => toaster.create({ type: 'success', title: SUCCESS.automationSaved }), onError: refused }));
  const sendTest = () =>
    test.mutate(undefined, {
      onSuccess: (delivery) =>
        toaster.create(
          delivery.ok
            ? { type: 'success', title: 'Test envoyé', description: `Le webhook a répondu ${delivery.status}.` }
            : { type: 'error', title: 'Test en échec', description: delivery.error ?? `Le webhook a répondu ${delivery.status}.` },
        ),
      onError: refused,
    });
  return (
    <Card as="section" aria-labelledby={titleId}>
      <Stack gap="4">
        <HStack justify="space-between" align="flex-start" gap="3" flexWrap="wrap">
          <Stack gap="1">
            <Heading as="h2" id={titleId} size="md">
              {automation.label}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {automation.description} Événement : <code>{automation.event}</code>
            </Text>
          </Stack>
          <Badge colorPalette={automation.enabled ? 'green' : 'gray'}>{automation.enabled ? 'Active' : 'Inactive'}</Badge>
        </HStack>
        <chakra.form display="flex" flexDirection="column" gap="3" onSubmit={submit} noValidate aria-label={`Réglages : ${automation.label}`}>
          <FormField label="URL du webhook Make" error={errors.url?.message} helper="Une adresse https publique, par exemple https://hook.eu1.make.com/…">
            <Input type="url" inputMode="url" autoComplete="off" placeholder="https://hook.eu1.make.com/…" {...register('url')} />
          </FormField>
          {sinkUrl && (
            <Button size="xs" variant="ghost" alignSelf="flex-start" onClick={() => setValue('url', `${sinkUrl}/${automation.event}`, { shouldDirty: true })}>
              Utiliser le récepteur local (npm start)
            </Button>
          )}
          <HStack gap="3" flexWrap="wrap">
            <Switch.Root checked={watch('enabled')} onCheckedChange={({ checked }) => setValue('enabled', checked, { shouldDirty: true })}>
              <Switch.HiddenInput aria-label={`Activer : ${automation.label}`} />
              <Switch.Control />
              <Switch.Label>Envoyer les événements</Switch.Label>
            </Switch.Root>
            <Button type="submit" colorPalette="brand" size="sm" loading={save.isPending}>
              Enregistrer
            </Button>
            <Button variant="outline" size="sm" loading={test.isPending} disabled={!automation.url} onClick={sendTest} aria-label={`Tester : ${automation.label}`}>
              Tester
            </Button>
          </HStack>
        </chakra.form>
        <chakra.details fontSize="sm">
          <chakra.summary cursor="pointer" color="brand.fg" fontWeight="medium">
            Exemple de données envoyées
          </chakra.summary>
          <chakra.pre mt="2" p="3" bg="bg.muted" rounded="md" overflowX="auto" fontSize="xs" tabIndex={0} role="region" aria-label={`Exemple de données envoyées : ${automation.label}`}>
            {JSON.stringify(automation.sample, null, 2)}
          </chakra.pre>
        </chakra.details>
        <Deliveries automation={automation} />
      </Stack>
    </Card>
  );
}

/**
 * /admin/automations (SPEC §2 Admin Automations, issue 15, issue 22): the ten automations of the event catalogue, each
 * with its Make webhook URL, its switch, a 'Tester' button, an example of what it sends and its latest deliveries. A failed delivery is retried for 24 hours; members never see it.
 */
export default function AdminAutomationsPage() {
  const section = sectionOf('/admin/automations');
  const automations = useAdminAutomations();
  return (
    <AdminPage title={section?.label ?? 'Automations'} summary={section?.summary ?? ''}>
      {automations.isError ? (
        <LoadError error={automations.error} />
      ) : !automations.data ? (
        <Skeleton h="64" rounded="card" />
      ) : (
        <Stack gap="4">
          {automations.data.sinkUrl && (
            <Text fontSize="sm" color="fg.muted">
              En local, le récepteur de test garde ce qu’il reçoit : <chakra.a href={automations.data.sinkUrl} color="brand.fg" textDecoration="underline">{automations.data.sinkUrl}</chakra.a>
            </Text>
          )}
          {automations.data.automations.map((automation) => (
            <AutomationCard key={automation.event} automation={automation} sinkUrl={automations.data.sinkUrl} />
          ))}
        </Stack>
      )}
    </AdminPage>
  );
}
