import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BRAND } from '../../../../../shared/brand';
import { useAuth } from '../../../lib/auth';
import { useLiveChannel } from '../../../lib/realtime/useLiveChannel';

/** The console's tab title, with the count of what arrived since the staff member last looked: "(3) Console — La Meute". */
export function consoleTitle(unread: number): string {
  const title = `Console — ${BRAND.name}`;
  return unread > 0 ? `(${unread}) ${title}` : title;
}

/** What says the staff member is looking at the console: the tab comes to the front or gets focus, a click, a key. */
const LOOKING_EVENTS = ['focus', 'pointerdown', 'keydown'] as const;

/**
 * Listens on the staff member's live channel while the console is open (issue 21): a member's new ticket, answer,
 * booking or cancellation has the console read again what it shows and says so in a toast, and the tab's title counts
 * what arrived until the staff member looks (tab shown, focus, click or key). No polling: the queues refetch on a
 * message, on focus and after a reconnection. The channel's code is its own chunk, loaded with the console. Renders nothing.
 */
export function StaffNotifications(): null {
  const { state, hasAccess } = useAuth();
  const queryClient = useQueryClient();
  const [unread, setUnread] = useState(0);
  const sub = state.status === 'signedIn' && hasAccess('educator') ? state.user.sub : null;

  useLiveChannel(sub, (staff) => import('./staffChannel').then(({ openStaffChannel }) => openStaffChannel(staff, queryClient, () => setUnread((count) => count + 1))));

  useEffect(() => {
    const seen = () => setUnread(0);
    const shown = () => {
      if (document.visibilityState === 'visible') seen();
    };
    for (const name of LOOKING_EVENTS) window.addEventListener(name, seen);
    document.addEventListener('visibilitychange', shown);
    return () => {
      for (const name of LOOKING_EVENTS) window.removeEventListener(name, seen);
      document.removeEventListener('visibilitychange', shown);
    };
  }, []);

  useEffect(() => {
    const previous = document.title;
    return () => {
      document.title = previous;
    };
  }, []);

  useEffect(() => {
    document.title = consoleTitle(unread);
  }, [unread]);

  return null;
}
