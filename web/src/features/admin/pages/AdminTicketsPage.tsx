import { Alert, Button, Checkbox, Field, Heading, HStack, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { TICKET_PRIORITIES, TICKET_PRIORITY_LABELS, TICKET_STATUS_LABELS, TICKET_STATUSES } from '../../../../../shared/domain/tickets';
import { StaffTicketTable } from '../../../components/tickets/StaffTicketTable';
import { Card } from '../../../components/ui/Card';
import type { AdminTicketsFilter } from '../../../lib/api';
import { useAdminTickets, useTeam } from '../api/tickets';
import { AdminPage } from '../components/AdminPage';
import { EducatorFigures } from '../components/EducatorFigures';
import { sectionOf } from '../sections';

/** The filter as the URL holds it (a shared link shows the same list); an unknown value is no filter. */
function filterOf(search: URLSearchParams): AdminTicketsFilter {
  const status = TICKET_STATUSES.find((value) => value === search.get('status'));
  const priority = TICKET_PRIORITIES.find((value) => value === search.get('priority'));
  const assigneeId = search.get('assigneeId') || undefined;
  const late = search.get('late') === 'true' ? 'true' : undefined;
  return { status, priority, assigneeId, late };
}

/** /admin/tickets (issue 11): every ticket with its filters, and the figures per educator. */
export default function AdminTicketsPage() {
  const section = sectionOf('/admin/tickets');
  const [search, setSearch] = useSearchParams();
  const filter = filterOf(search);
  const tickets = useAdminTickets(filter);
  const team = useTeam();
  const rows = tickets.data?.tickets;
  const filtered = Object.values(filter).some((value) => value !== undefined);

  const setFilter = (name: keyof AdminTicketsFilter, value: string | undefined) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  return (
    <AdminPage title={section?.label ?? 'Tickets'} summary="Tous les tickets d’accompagnement, et comment l’équipe tient ses délais de réponse.">
      <Stack as="section" gap="3" aria-labelledby="figures-title">
        <Heading as="h2" id="figures-title" size="lg">
          Chiffres par éducateur
        </Heading>
        {tickets.isPending ? <Skeleton h="40" rounded="card" /> : tickets.data && <EducatorFigures rows={tickets.data.educators} />}
      </Stack>

      <Stack as="section" gap="3" aria-labelledby="tickets-title">
        <Heading as="h2" id="tickets-title" size="lg">
          Tickets
        </Heading>
        <Card p={{ base: '4', md: '5' }}>
          <Stack direction={{ base: 'column', md: 'row' }} gap="4" align={{ md: 'flex-end' }} role="group" aria-label="Filtres">
            <Field.Root flex="1">
              <Field.Label>Statut</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={filter.status ?? ''} onChange={(event) => setFilter('status', event.target.value)}>
                  <option value="">Tous les statuts</option>
                  {TICKET_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {TICKET_STATUS_LABELS[status].label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root flex="1">
              <Field.Label>Priorité</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={filter.priority ?? ''} onChange={(event) => setFilter('priority', event.target.value)}>
                  <option value="">Toutes les priorités</option>
                  {TICKET_PRIORITIES.map((priority) => (
                    <option key={priority} value={priority}>
                      {TICKET_PRIORITY_LABELS[priority]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root flex="1">
              <Field.Label>Éducateur</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={filter.assigneeId ?? ''} onChange={(event) => setFilter('assigneeId', event.target.value)}>
                  <option value="">Tous les éducateurs</option>
                  {(team.data?.educators ?? []).map((educator) => (
                    <option key={educator.id} value={educator.id}>
                      {educator.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Checkbox.Root checked={filter.late === 'true'} onCheckedChange={(details) => setFilter('late', details.checked === true ? 'true' : undefined)} colorPalette="brand" pb={{ md: '2.5' }}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>En retard seulement</Checkbox.Label>
            </Checkbox.Root>
          </Stack>
          {filtered && (
            <Button mt="4" size="sm" variant="ghost" onClick={() => setSearch({}, { replace: true })}>
              Effacer les filtres
            </Button>
          )}
        </Card>

        {tickets.isError ? (
          <Alert.Root status="error" rounded="lg">
            <Alert.Indicator />
            <Alert.Title>{tickets.error.message}</Alert.Title>
          </Alert.Root>
        ) : (
          <Card p="0" overflow="hidden">
            <HStack px={{ base: '4', md: '5' }} py="3" borderBottomWidth="1px" borderColor="border">
              <Text fontWeight="semibold" aria-live="polite">
                {tickets.isPending ? 'Chargement des tickets…' : `${rows?.length ?? 0} ticket${(rows?.length ?? 0) > 1 ? 's' : ''}`}
              </Text>
            </HStack>
            <StaffTicketTable
              caption="Tickets de tous les membres"
              rows={rows}
              loading={tickets.isPending}
              busy={tickets.isFetching}
              empty={filtered ? 'Aucun ticket ne correspond à ces filtres.' : 'Aucun ticket pour l’instant : les membres n’ont encore rien demandé.'}
            />
          </Card>
        )}
      </Stack>
    </AdminPage>
  );
}
