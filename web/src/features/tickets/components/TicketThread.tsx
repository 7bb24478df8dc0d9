import { Badge, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { MemberTicket, TicketMessage } from '../../../../../shared/contract/ticket-schemas';
import { formatDateTime } from '../../../lib/dates';

interface ThreadEntry {
  id: string;
  fromMember: boolean;
  name: string;
  body: string;
  createdAt: string;
}

/** The member's description opens the conversation, then every message in order (the server sends no internal note). */
export function threadEntries({ ticket, messages }: Pick<MemberTicket, 'ticket' | 'messages'>): ThreadEntry[] {
  const entryOf = (message: TicketMessage): ThreadEntry => ({
    id: message.id,
    fromMember: message.author.role === 'member',
    name: message.author.name,
    body: message.body,
    createdAt: message.createdAt,
  });
  return [
    { id: 'description', fromMember: true, name: 'Toi', body: ticket.description, createdAt: ticket.createdAt },
    ...messages.map(entryOf),
  ];
}

/** The conversation of a ticket, a list of messages with their author and French date, the member's on the right. */
export function TicketThread({ data }: { data: Pick<MemberTicket, 'ticket' | 'messages'> }) {
  const entries = threadEntries(data);
  return (
    <Stack as="section" aria-labelledby="conversation-title" gap="4">
      <Heading as="h2" id="conversation-title" size="xl">
        Conversation
      </Heading>
      <Stack as="ol" gap="4" listStyleType="none" m="0" p="0">
        {entries.map((entry) => (
          <Stack
            as="li"
            key={entry.id}
            gap="2"
            alignSelf={entry.fromMember ? 'flex-end' : 'flex-start'}
            w={{ base: 'full', md: '85%' }}
            p={{ base: '4', md: '5' }}
            rounded="xl"
            borderWidth="1px"
            borderColor={entry.fromMember ? 'brand.muted' : 'accent.muted'}
            bg={entry.fromMember ? 'brand.subtle' : 'bg.panel'}
          >
            <HStack gap="2" flexWrap="wrap" justify="space-between">
              <HStack gap="2">
                <Text fontWeight="semibold">{entry.fromMember ? 'Toi' : entry.name}</Text>
                {!entry.fromMember && (
                  <Badge colorPalette="accent" variant="subtle">
                    Éducateur
                  </Badge>
                )}
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
              </Text>
            </HStack>
            <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
              {entry.body}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
