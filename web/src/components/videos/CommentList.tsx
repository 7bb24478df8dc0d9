import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatCommentTime, isCommentActive, sortByTime, spokenCommentTime } from './timeline';
import type { MarkedComment } from './VideoPlayer';

interface CommentListProps<C extends MarkedComment> {
  comments: readonly C[];
  /** The player's time and seek; without a player (its file deleted), each moment is plain text. */
  player?: { currentTime: number; seek: (seconds: number) => void };
  /** Who wrote it, its date, its replies…: what the page shows under a comment's text. */
  footer?: (comment: C) => ReactNode;
  empty: string;
  /** The list's accessible name. */
  label: string;
}

/**
 * The educator's comments in the video's order, beside the player: each starts with its moment as a button that moves
 * the player there (Tab and Entrée reach it like a click); the one under the playhead is lit.
 */
export function CommentList<C extends MarkedComment>({ comments, player, footer, empty, label }: CommentListProps<C>) {
  if (comments.length === 0) {
    return (
      <Text color="fg.muted" fontSize="sm">
        {empty}
      </Text>
    );
  }
  return (
    <Stack as="ol" aria-label={label} gap="2" listStyleType="none" m="0" p="0">
      {sortByTime(comments).map((comment) => {
        const active = player !== undefined && isCommentActive(comment, player.currentTime);
        return (
          <Box
            as="li"
            key={comment.id}
            p="3"
            rounded="lg"
            borderWidth="1px"
            borderColor={active ? 'accent.solid' : 'border'}
            bg={active ? 'accent.subtle' : 'bg.panel'}
            data-active={active ? 'true' : undefined}
          >
            <Stack gap="1.5">
              <HStack gap="2" flexWrap="wrap">
                {player ? (
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="brand"
                    fontVariantNumeric="tabular-nums"
                    aria-label={`Aller ${spokenCommentTime(comment)}`}
                    onClick={() => player.seek(comment.atSeconds)}
                  >
                    {formatCommentTime(comment)}
                  </Button>
                ) : (
                  <Text as="span" fontSize="sm" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                    {formatCommentTime(comment)}
                  </Text>
                )}
                {comment.private && (
                  <Badge colorPalette="gray" variant="subtle">
                    Note privée
                  </Badge>
                )}
              </HStack>
              <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                {comment.text}
              </Text>
              {footer?.(comment)}
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
