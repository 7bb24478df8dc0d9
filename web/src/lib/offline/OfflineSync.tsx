import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAuth } from '../auth';

/**
 * Runs the signed-in member's offline work (sync.ts) while they are signed in, wherever they are in the app. Renders
 * nothing. Its code (IndexedDB, the queue) is its own chunk, loaded once someone is signed in (issue 24's budget).
 * Signing out (the member signed in before, nobody now or someone else) empties the member's data kept on the device
 * (sync.ts, `forgetMember`).
 */
export function OfflineSync(): null {
  const { state } = useAuth();
  const queryClient = useQueryClient();
  const userId = state.status === 'signedIn' ? state.user.sub : null;
  const previous = useRef<string | null>(null);

  useEffect(() => {
    const before = previous.current;
    previous.current = userId;
    if (before && before !== userId) void import('./sync').then(({ forgetMember }) => forgetMember(before));
    if (!userId) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('./sync').then(({ startOfflineSync }) => {
      if (!cancelled) stop = startOfflineSync(userId, queryClient);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId, queryClient]);

  return null;
}
