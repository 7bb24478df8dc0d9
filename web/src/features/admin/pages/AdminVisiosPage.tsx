import { Button, Field, Heading, HStack, IconButton, NativeSelect, SimpleGrid, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { PLANS } from '../../../../../shared/domain/plans';
import { ADMIN_FIGURES } from '../../../../../shared/domain/stats';
import { VISIO_PAYMENT_LABELS, VISIO_STATUS_LABELS, VISIO_STATUSES } from '../../../../../shared/domain/visios';
import { BarChart } from '../../../components/charts/BarChart';
import { Card } from '../../../components/ui/Card';
import { formatDateTime, formatMinutes, formatMonth, parisMonth, shiftMonth } from '../../../lib/dates';
import type { AdminVisiosFilter } from '../../../lib/api';
import { useNow } from '../../../lib/useNow';
import { useAdminVisios } from '../api/visios';
import { AdminPage } from '../components/AdminPage';
import { AdminStat } from '../components/AdminStat';
import { LoadError } from '../components/LoadError';
import { sectionOf } from '../sections';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The filter as the URL holds it (a shared link shows the same month); an unknown value is no filter. */
function filterOf(search: URLSearchParams): AdminVisiosFilter & { month: string } {
  const month = search.get('month') ?? '';
  return {
    month: MONTH.test(month) ? month : parisMonth(new Date()),
    status: VISIO_STATUSES.find((value) => value === search.get('status')),
    educatorId: search.get('educatorId') || undefined,
  };
}

/** /admin/visios (issue 12): a month of sessions with its figures, each educator's load, and the filtered list. */
export default function AdminVisiosPage() {
  const section = sectionOf('/admin/visios');
  const [search, setSearch] = useSearchParams();
  const filter = filterOf(search);
  const visios = useAdminVisios(filter);
  const figures = visios.data?.figures;
  const setFilter = (name: keyof AdminVisiosFilter, value: string | undefined) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const educators = figures?.byEducator ?? [];
  const now = new Date(useNow()).toISOString();

  return (
    <AdminPage title={section?.label ?? 'Visios'} summary="Les visios de chaque mois, les absences et la charge de chaque éducateur.">
      <HStack gap="3">
        <IconButton aria-label="Mois précédent" variant="outline" size="sm" onClick={() => setFilter('month', shiftMonth(filter.month, -1))}>
          <ChevronLeft aria-hidden="true" />
        </IconButton>
        <Heading as="h2" size="lg" textTransform="capitalize" aria-live="polite">
          {formatMonth(filter.month)}
        </Heading>
        <IconButton aria-label="Mois suivant" variant="outline" size="sm" onClick={() => setFilter('month', shiftMonth(filter.month, 1))}>
          <ChevronRight aria-hidden="true" />
        </IconButton>
      </HStack>

      <SimpleGrid as="section" aria-label="Chiffres du mois" columns={{ base: 2, md: 4 }} gap="4">
        <AdminStat figure="visiosOfMonth" value={figures?.booked} />
        <AdminStat figure="visiosHeld" value={figures?.held} />
        <AdminStat figure="visiosNoShows" value={figures?.noShows} />
        <AdminStat figure="visiosCancelled" value={figures?.cancelled} />
      </SimpleGrid>

      <Stack as="section" gap="3" aria-labelledby="load-title">
        <Heading as="h2" id="load-title" size="lg">
          Charge par éducateur
        </Heading>
        {visios.isPending ? (
          <Skeleton h="40" rounded="card" />
        ) : educators.length === 0 ? (
          <Text color="fg.muted">Aucune visio ce mois-ci.</Text>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <BarChart id="booked" title={`${ADMIN_FIGURES.visiosOfMonth.label}, par éducateur`} hint="Réservées pour ce mois-ci, hors annulations et paiements en attente." color="brand.solid" bars={educators.map((row) => ({ id: row.educator.id, label: row.educator.name, value: row.booked, display: String(row.booked) }))} />
            <BarChart id="minutes" title="Temps de visio" hint="Durée cumulée des visios du mois." color="accent.solid" bars={educators.map((row) => ({ id: row.educator.id, label: row.educator.name, value: row.minutes, display: formatMinutes(row.minutes) }))} />
            <BarChart id="no-shows" title={`${ADMIN_FIGURES.visiosNoShows.label}, par éducateur`} hint="Membres absents à une visio du mois." color="orange.solid" bars={educators.map((row) => ({ id: row.educator.id, label: row.educator.name, value: row.noShows, display: String(row.noShows) }))} />
          </SimpleGrid>
        )}
      </Stack>

      <Stack as="section" gap="3" aria-labelledby="visios-title">
        <Heading as="h2" id="visios-title" size="lg">
          Visios
        </Heading>
        <Card p={{ base: '4', md: '5' }}>
          <Stack direction={{ base: 'column', md: 'row' }} gap="4" role="group" aria-label="Filtres">
            <Field.Root flex="1">
              <Field.Label>Statut</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={filter.status ?? ''} onChange={(event) => setFilter('status', event.target.value)}>
                  <option value="">Tous les statuts</option>
                  {VISIO_STATUSES.filter((status) => status !== 'deplacee').map((status) => (
                    <option key={status} value={status}>
                      {VISIO_STATUS_LABELS[status]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root flex="1">
              <Field.Label>Éducateur</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={filter.educatorId ?? ''} onChange={(event) => setFilter('educatorId', event.target.value)}>
                  <option value="">Tous les éducateurs</option>
                  {educators.map(({ educator }) => (
                    <option key={educator.id} value={educator.id}>
                      {educator.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          </Stack>
          {(filter.status || filter.educatorId) && (
            <Button mt="4" size="sm" variant="ghost" onClick={() => setSearch({ month: filter.month }, { replace: true })}>
              Effacer les filtres
            </Button>
          )}
        </Card>
        {visios.isError ? (
          <LoadError error={visios.error} />
        ) : (
          <Card p="0" overflow="hidden">
            <Table.ScrollArea tabIndex={0} role="region" aria-label="Tableau des visios du mois">
              <Table.Root size="sm" aria-busy={visios.isFetching}>
                <Table.Caption srOnly>Visios de {formatMonth(filter.month)}</Table.Caption>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Date</Table.ColumnHeader>
                    <Table.ColumnHeader>Membre</Table.ColumnHeader>
                    <Table.ColumnHeader>Éducateur</Table.ColumnHeader>
                    <Table.ColumnHeader>Durée</Table.ColumnHeader>
                    <Table.ColumnHeader>Paiement</Table.ColumnHeader>
                    <Table.ColumnHeader>Statut</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {(visios.data?.visios ?? []).map((visio) => (
                    <Table.Row key={visio.id}>
                      <Table.Cell whiteSpace="nowrap">{formatDateTime(visio.start)}</Table.Cell>
                      <Table.Cell>
                        {visio.member.firstName} ({PLANS[visio.member.plan].name})
                      </Table.Cell>
                      <Table.Cell>{visio.educator.name}</Table.Cell>
                      <Table.Cell>{visio.durationMinutes} min</Table.Cell>
                      <Table.Cell>{VISIO_PAYMENT_LABELS[visio.payment]}</Table.Cell>
                      <Table.Cell>{visio.status === 'confirmee' && visio.end <= now ? 'Passée, compte rendu à écrire' : VISIO_STATUS_LABELS[visio.status]}</Table.Cell>
                    </Table.Row>
                  ))}
                  {visios.data && visios.data.visios.length === 0 && (
                    <Table.Row>
                      <Table.Cell colSpan={6} color="fg.muted">
                        Aucune visio ne correspond.
                      </Table.Cell>
                    </Table.Row>
                  )}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          </Card>
        )}
      </Stack>
    </AdminPage>
  );
}
