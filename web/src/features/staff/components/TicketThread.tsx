import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { Lock } from 'lucide-react';
import type { StaffTicket } from '../../../../../shared/contract/ticket-schemas';
import { formatDateTime } from '../../../lib/dates';

type Entry =
  | { kind: 'message'; id: string; author: string; fromStaff: boolean; body: string; createdAt: string }
  | { kind: 'note'; id: string; author: string; body: string; createdAt: string };

/** The member's description first, then answers, replies and the team's notes in the order they were written. */
function timeline({ ticket, messages, notes }: StaffTicket): Entry[] {
  const entries: Entry[] = [
    ...messages.map((message): Entry => ({ kind: 'message', id: message.id, author: message.author.name, fromStaff: message.author.role === 'staff', body: message.body, createdAt: message.createdAt })),
    ...notes.map((note): Entry => ({ kind: 'note', id: note.id, author: note.author.name, body: note.body, createdAt: note.createdAt })),
  ];
  entries.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return [{ kind: 'message', id: 'description', author: ticket.member.firstName, fromStaff: false, body: ticket.description, createdAt: ticket.createdAt }, ...entries];
}

/**
 * The conversation as the team sees it. An internal note stands apart (yellow, a lock, and its label in words), so
 * no one mistakes it for what the member reads.
 */
export function TicketThread({ data }: { data: StaffTicket }) {
  return (
    <Stack as="ol" gap="3" listStyleType="none" m="0" p="0" aria-label="Conversation">
      {timeline(data).map((entry) =>
        entry.kind === 'note' ? (
          <Box as="li" key={entry.id} bg="yellow.subtle" borderWidth="1px" borderStyle="dashed" borderColor="yellow.emphasized" rounded="lg" p="4" data-kind="note">
            <HStack gap="2" mb="2" flexWrap="wrap">
              <Lock size={14} aria-hidden="true" />
              <Text fontSize="sm" fontWeight="semibold">
                Note interne — le membre ne la voit pas
              </Text>
            </HStack>
            <Text whiteSpace="pre-wrap">{entry.body}</Text>
            <Text fontSize="xs" color="fg.muted" mt="2">
              {entry.author}, le {formatDateTime(entry.createdAt)}
            </Text>
          </Box>
        ) : (
          <Box
            as="li"
            key={entry.id}
            bg={entry.fromStaff ? 'brand.subtle' : 'bg.panel'}
            borderWidth="1px"
            borderColor="border"
            rounded="lg"
            p="4"
            ms={{ base: entry.fromStaff ? '4' : '0', md: entry.fromStaff ? '12' : '0' }}
            me={{ base: entry.fromStaff ? '0' : '4', md: entry.fromStaff ? '0' : '12' }}
            data-kind="message"
          >
            <HStack gap="2" mb="2" flexWrap="wrap">
              <Text fontSize="sm" fontWeight="semibold">
                {entry.author}
              </Text>
              <Badge size="sm" variant="subtle" colorPalette={entry.fromStaff ? 'brand' : 'gray'}>
                {entry.fromStaff ? 'Équipe' : entry.id === 'description' ? 'Demande du membre' : 'Membre'}
              </Badge>
            </HStack>
            <Text whiteSpace="pre-wrap">{entry.body}</Text>
            <Text fontSize="xs" color="fg.muted" mt="2">
              {formatDateTime(entry.createdAt)}
            </Text>
          </Box>
        ),
      )}
    </Stack>
  );
}
