import { useEffect, useRef } from 'react';

/**
 * Keeps a live channel open while `sub` is set: `open` loads the channel's chunk and connects, resolving with its
 * close. One place for members and staff. A channel that cannot open (the chunk or the connection failed) is no
 * error: the pages still refetch on focus and reconnection.
 */
export function useLiveChannel(sub: string | null, open: (sub: string) => Promise<() => void>): void {
  const opener = useRef(open);
  opener.current = open;
  useEffect(() => {
    if (!sub) return;
    let stopped = false;
    let close: (() => void) | undefined;
    opener.current(sub).then(
      (closeChannel) => {
        if (stopped) closeChannel();
        else close = closeChannel;
      },
      () => undefined,
    );
    return () => {
      stopped = true;
      close?.();
    };
  }, [sub]);
}
