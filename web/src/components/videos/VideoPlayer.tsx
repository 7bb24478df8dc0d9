import { Box, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { formatTimecode, markPosition, sortByTime, type TimedComment } from './timeline';
import type { VideoPlayerControls } from './useVideoPlayer';

/** A comment as the player marks it: its time, and for the team whether it is a private note. */
export interface MarkedComment extends TimedComment {
  id: string;
  text: string;
  private?: boolean;
}

interface VideoPlayerProps {
  player: VideoPlayerControls;
  /** The signed playback URL, valid for minutes: the page reads the video again for a newer one, used when this one fails. */
  src: string;
  /** What the video shows, for screen readers ('Vidéo de Pixel, fiche « Le rappel »'). */
  label: string;
  comments: readonly MarkedComment[];
  /** Told when the URL stopped working (expired): the page fetches a new one. */
  onSourceError?: () => void;
}

/**
 * The HTML5 player with, under it, the video's whole length as a bar: the educator's comments as marks (a point for a
 * moment, a bar for a range) and the playhead. A mark is clicked to go to its moment; the list of comments beside the
 * player does the same for the keyboard and screen readers, so the bar itself is hidden from them.
 */
export function VideoPlayer({ player, src, label, comments, onSourceError }: VideoPlayerProps) {
  const { duration, currentTime } = player;
  // The page reads the video again every few minutes for a fresh signed URL: swapping the element's source would
  // start the video over, so the working one stays; a newer one takes over only when the current one fails (expired),
  // at the same moment.
  const [source, setSource] = useState(src);
  const latest = useRef(src);
  latest.current = src;
  const resumeAt = useRef<number | null>(null);
  const takeLatest = () => {
    resumeAt.current = player.ref.current?.currentTime ?? 0;
    setSource(latest.current);
  };
  useEffect(() => {
    if (player.ref.current?.error && src !== source) takeLatest();
    // Only a new URL from the page matters here; the element's error is read when it comes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [src]);
  const onError = () => {
    if (latest.current !== source) takeLatest();
    else onSourceError?.();
  };
  const onLoadedMetadata = (event: SyntheticEvent<HTMLVideoElement>) => {
    player.events.onLoadedMetadata(event);
    if (resumeAt.current !== null) {
      event.currentTarget.currentTime = resumeAt.current;
      resumeAt.current = null;
    }
  };
  const known = Number.isFinite(duration) && duration > 0;
  const playhead = known ? Math.min(100, (currentTime / duration) * 100) : 0;
  return (
    <Stack gap="2">
      <Box bg="black" rounded="lg" overflow="hidden">
        <video
          ref={player.ref}
          src={source}
          controls
          playsInline
          preload="metadata"
          aria-label={label}
          style={{ display: 'block', width: '100%', maxHeight: '70vh', background: 'black' }}
          {...player.events}
          onLoadedMetadata={onLoadedMetadata}
          onError={onError}
        />
      </Box>
      <Box aria-hidden="true" position="relative" h="4" data-video-timeline="">
        <Box position="absolute" insetX="0" top="1.5" h="1" rounded="full" bg="bg.emphasized" />
        <Box position="absolute" left="0" top="1.5" h="1" rounded="full" bg="brand.solid" style={{ width: `${playhead}%` }} />
        {sortByTime(comments).map((comment) => {
          const position = markPosition(comment, duration);
          if (!position) return null;
          const range = position.widthPercent !== null;
          return (
            <Box
              key={comment.id}
              data-video-mark={formatTimecode(comment.atSeconds)}
              data-private={comment.private ? 'true' : undefined}
              position="absolute"
              top={range ? '1' : '0'}
              h={range ? '2' : '4'}
              w={range ? undefined : '1.5'}
              ms={range ? undefined : '-0.75'}
              rounded="full"
              bg={comment.private ? 'gray.500' : 'accent.solid'}
              opacity={range ? 0.85 : 1}
              cursor="pointer"
              title={`${formatTimecode(comment.atSeconds)} · ${comment.text}`}
              style={{ left: `${position.leftPercent}%`, ...(range ? { width: `${position.widthPercent}%` } : {}) }}
              onClick={() => player.seek(comment.atSeconds)}
            />
          );
        })}
      </Box>
      <Text fontSize="xs" color="fg.muted" textAlign="end" aria-hidden="true">
        {formatTimecode(currentTime)} / {known ? formatTimecode(duration) : '–:––'}
      </Text>
    </Stack>
  );
}
