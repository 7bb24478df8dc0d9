import { Alert, Button, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { StaffTicket } from '../../../../../shared/contract/ticket-schemas';
import type { TicketStatus } from '../../../../../shared/domain/tickets';
import { STAFF_MESSAGES } from '../../../../../shared/schemas/messages';
import { useAuth } from '../../../lib/auth';
import { useEducators, useStaffAssign, useStaffSetStatus } from '../api/tickets';

/** The words of each move the team may make (the server says which through `nextStatuses`). */
function statusAction(from: TicketStatus, to: TicketStatus): string {
  if (to === 'en_cours') return from === 'ouvert' ? 'Prendre en charge' : 'Reprendre';
  if (to === 'resolu') return 'Marquer résolu';
  if (to === 'ferme') return 'Fermer';
  return 'Rouvrir';
}

/** Status buttons for the allowed moves only; a refusal (409, someone else moved the ticket) is said here in French. */
export function StatusActions({ data }: { data: StaffTicket }) {
  const setStatus = useStaffSetStatus(data.ticket.id);
  const { status } = data.ticket;
  return (
    <Stack gap="3">
      {data.nextStatuses.length === 0 ? (
        <Text color="fg.muted">Ce ticket est fermé : plus aucun changement de statut n’est possible.</Text>
      ) : (
        <HStack gap="2" flexWrap="wrap" role="group" aria-label="Changer le statut">
          {data.nextStatuses.map((next) => (
            <Button
              key={next}
              size="sm"
              variant={next === 'resolu' ? 'solid' : 'outline'}
              colorPalette={next === 'resolu' ? 'green' : next === 'ferme' ? 'gray' : 'brand'}
              loading={setStatus.isPending && setStatus.variables === next}
              disabled={setStatus.isPending}
              onClick={() => setStatus.mutate(next)}
            >
              {statusAction(status, next)}
            </Button>
          ))}
        </HStack>
      )}
      {setStatus.isError && (
        <Alert.Root status="error" rounded="lg">
          <Alert.Indicator />
          <Alert.Title>{setStatus.error.message}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}

/** Who handles the ticket: 'M’attribuer', another educator of the team, or nobody. */
export function AssignControl({ data }: { data: StaffTicket }) {
  const { state } = useAuth();
  const me = state.user?.sub;
  const educators = useEducators();
  const assign = useStaffAssign(data.ticket.id);
  const current = data.ticket.assignee;
  const [choice, setChoice] = useState('');
  const others = (educators.data?.educators ?? []).filter((educator) => educator.id !== current?.id);
  const chosen = others.find((educator) => educator.id === choice);

  return (
    <Stack gap="3">
      <Text>
        {current ? (
          <>
            Assigné à <strong>{current.id === me ? `toi (${current.name})` : current.name}</strong>
          </>
        ) : (
          'Personne ne s’occupe encore de ce ticket.'
        )}
      </Text>
      <HStack gap="2" flexWrap="wrap">
        {me && current?.id !== me && (
          <Button size="sm" colorPalette="brand" loading={assign.isPending && assign.variables.assigneeId === me} disabled={assign.isPending} onClick={() => assign.mutate({ assigneeId: me, toast: STAFF_MESSAGES.assignedToMe })}>
            M’attribuer
          </Button>
        )}
        {current && (
          <Button size="sm" variant="outline" disabled={assign.isPending} onClick={() => assign.mutate({ assigneeId: null, toast: STAFF_MESSAGES.unassigned })}>
            Désassigner
          </Button>
        )}
      </HStack>
      <Stack
        as="form"
        direction={{ base: 'column', sm: 'row' }}
        gap="2"
        align={{ sm: 'flex-end' }}
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen) assign.mutate({ assigneeId: chosen.id, toast: STAFF_MESSAGES.assigned(chosen.name) }, { onSuccess: () => setChoice('') });
        }}
      >
        <Field.Root flex="1" disabled={others.length === 0}>
          <Field.Label fontSize="sm">Attribuer à un éducateur</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={choice} onChange={(event) => setChoice(event.target.value)}>
              <option value="">{educators.isPending ? 'Chargement…' : 'Choisir un éducateur'}</option>
              {others.map((educator) => (
                <option key={educator.id} value={educator.id}>
                  {educator.id === me ? `${educator.name} (toi)` : educator.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button type="submit" size="sm" variant="outline" disabled={!chosen || assign.isPending}>
          Attribuer
        </Button>
      </Stack>
    </Stack>
  );
}
