import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import type { VideoReply } from '../../../../shared/contract/video-schemas';
import { formatDateTime } from '../../lib/dates';

/**
 * A video's reply thread, oldest first, for the member ('Toi' for their own messages) or the team (the member's first
 * name): the reader's side on the right, like a ticket's conversation.
 */
export function ReplyThread({ replies, reader, empty }: { replies: readonly VideoReply[]; reader: 'member' | 'staff'; empty: string }) {
  if (replies.length === 0) {
    return (
      <Text color="fg.muted" fontSize="sm">
        {empty}
      </Text>
    );
  }
  return (
    <Stack as="ol" gap="3" listStyleType="none" m="0" p="0">
      {replies.map((reply) => {
        const mine = (reply.author.role === 'member') === (reader === 'member');
        return (
          <Stack
            as="li"
            key={reply.id}
            gap="1.5"
            alignSelf={mine ? 'flex-end' : 'flex-start'}
            w={{ base: 'full', md: '85%' }}
            p="4"
            rounded="xl"
            borderWidth="1px"
            borderColor={reply.author.role === 'member' ? 'brand.muted' : 'accent.muted'}
            bg={reply.author.role === 'member' ? 'brand.subtle' : 'bg.panel'}
          >
            <HStack gap="2" flexWrap="wrap" justify="space-between">
              <HStack gap="2">
                <Text fontWeight="semibold">{reader === 'member' && reply.author.role === 'member' ? 'Toi' : reply.author.name}</Text>
                {reply.author.role === 'staff' && (
                  <Badge colorPalette="accent" variant="subtle">
                    Éducateur
                  </Badge>
                )}
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                <time dateTime={reply.createdAt}>{formatDateTime(reply.createdAt)}</time>
              </Text>
            </HStack>
            <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
              {reply.body}
            </Text>
          </Stack>
        );
      })}
    </Stack>
  );
}
