import { useCallback, useMemo, useRef, useState, type SyntheticEvent } from 'react';
import { seekTarget } from './timeline';

export interface VideoPlayerControls {
  /** Give it to the <video> element. */
  ref: React.RefObject<HTMLVideoElement | null>;
  /** The <video> element's handlers that keep the state below current. */
  events: {
    onLoadedMetadata: (event: SyntheticEvent<HTMLVideoElement>) => void;
    onDurationChange: (event: SyntheticEvent<HTMLVideoElement>) => void;
    onTimeUpdate: (event: SyntheticEvent<HTMLVideoElement>) => void;
    onSeeked: (event: SyntheticEvent<HTMLVideoElement>) => void;
    onPlay: () => void;
    onPause: () => void;
  };
  currentTime: number;
  /** NaN until the browser knows it. */
  duration: number;
  playing: boolean;
  /** Moves the playhead to `seconds` (kept inside the video). */
  seek: (seconds: number) => void;
  /** Moves it by `delta` seconds from where it is. */
  seekBy: (delta: number) => void;
  togglePlay: () => void;
  pause: () => void;
}

/**
 * The state of one <video> element the page needs beside it: the time (for the playhead and the lit comment), the
 * duration (for the marks), whether it plays; and the seeks the comment list and the shortcuts ask for.
 *
 * A WebM recorded by MediaRecorder often has no duration in its header (the element says Infinity): the marks need
 * one, so the element is sent past the end once, which makes the browser read the file's real length, then back.
 */
export function useVideoPlayer(): VideoPlayerControls {
  const ref = useRef<HTMLVideoElement>(null);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(Number.NaN);
  const [playing, setPlaying] = useState(false);
  const probing = useRef(false);

  const readDuration = useCallback((video: HTMLVideoElement) => {
    if (Number.isFinite(video.duration) && video.duration > 0) {
      setDuration(video.duration);
      if (probing.current) {
        probing.current = false;
        video.currentTime = 0;
      }
    }
  }, []);

  const events = useMemo<VideoPlayerControls['events']>(
    () => ({
      onLoadedMetadata: (event) => {
        const video = event.currentTarget;
        if (video.duration === Number.POSITIVE_INFINITY) {
          probing.current = true;
          video.currentTime = Number.MAX_SAFE_INTEGER;
          return;
        }
        readDuration(video);
      },
      onDurationChange: (event) => readDuration(event.currentTarget),
      onTimeUpdate: (event) => {
        if (!probing.current) setCurrentTime(event.currentTarget.currentTime);
      },
      onSeeked: (event) => {
        if (!probing.current) setCurrentTime(event.currentTarget.currentTime);
      },
      onPlay: () => setPlaying(true),
      onPause: () => setPlaying(false),
    }),
    [readDuration],
  );

  const seek = useCallback(
    (seconds: number) => {
      const video = ref.current;
      if (!video) return;
      const target = seekTarget(seconds, 0, Number.isFinite(video.duration) ? video.duration : duration);
      video.currentTime = target;
      setCurrentTime(target);
    },
    [duration],
  );
  const seekBy = useCallback((delta: number) => seek((ref.current?.currentTime ?? 0) + delta), [seek]);
  const togglePlay = useCallback(() => {
    const video = ref.current;
    if (!video) return;
    // A play refused by the browser (no user gesture yet, a source not ready) leaves the video paused: nothing to undo.
    if (video.paused) video.play().catch(() => undefined);
    else video.pause();
  }, []);
  const pause = useCallback(() => ref.current?.pause(), []);

  return { ref, events, currentTime, duration, playing, seek, seekBy, togglePlay, pause };
}
