import { Alert, Badge, Tabs } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { useSearchParams } from 'react-router-dom';
import { STAFF_QUEUE_LABELS, STAFF_QUEUES, type StaffQueue } from '../../../../../shared/domain/tickets';
import { StaffTicketTable } from '../../../components/tickets/StaffTicketTable';
import { Card } from '../../../components/ui/Card';
import { useStaffQueue } from '../api/tickets';
import { StaffPage } from '../components/StaffPage';
import { queueOf } from '../paths';

/** What an empty queue says: good news, in the team's words. */
const EMPTY: Record<StaffQueue, string> = {
  'non-assignes': 'Aucun ticket en attente d’un éducateur. Tout le monde a quelqu’un pour lui répondre.',
  'mes-tickets': 'Tu n’as aucun ticket en cours. Prends-en un dans « Non assignés ».',
  urgents: 'Aucun ticket urgent ouvert.',
  'bientot-en-retard': 'Aucun ticket n’arrive à échéance dans les 6 prochaines heures.',
  'en-retard': 'Aucun ticket en retard. Bravo à l’équipe !',
};

/** /equipe/tickets?file=…: the team's queues as tabs with their counts, each sorted by due-by. */
export default function StaffQueuePage() {
  const [search, setSearch] = useSearchParams();
  const queue = queueOf(search);
  const tickets = useStaffQueue(queue);
  const counts = tickets.data?.counts;

  return (
    <StaffPage title="Tickets" summary="Les demandes des membres, de la plus proche de son échéance à la plus lointaine.">
      <Tabs.Root
        recipe={tabsSlotRecipe}
        value={queue}
        onValueChange={(details) => setSearch({ file: details.value })}
        variant="enclosed"
        activationMode="manual"
      >
        <Tabs.List flexWrap="wrap" aria-label="Files de tickets">
          {STAFF_QUEUES.map((name) => (
            <Tabs.Trigger key={name} value={name}>
              {STAFF_QUEUE_LABELS[name]}
              {counts && (
                <Badge variant="subtle" colorPalette={name === 'en-retard' && counts[name] > 0 ? 'red' : 'gray'} ms="1">
                  {counts[name]}
                </Badge>
              )}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {STAFF_QUEUES.map((name) => (
          // Every panel exists for its tab to point at; only the open queue's holds the list.
          <Tabs.Content key={name} value={name} pt="4">
            {name !== queue ? null : tickets.isError ? (
              <Alert.Root status="error" rounded="lg">
                <Alert.Indicator />
                <Alert.Title>{tickets.error.message}</Alert.Title>
              </Alert.Root>
            ) : (
              <Card p="0" overflow="hidden">
                <StaffTicketTable
                  caption={`File ${STAFF_QUEUE_LABELS[name]}`}
                  rows={tickets.isPlaceholderData ? undefined : tickets.data?.tickets}
                  loading={tickets.isPending || tickets.isPlaceholderData}
                  busy={tickets.isFetching}
                  empty={EMPTY[name]}
                />
              </Card>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </StaffPage>
  );
}
