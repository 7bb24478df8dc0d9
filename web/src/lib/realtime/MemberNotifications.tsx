import { useQueryClient } from '@tanstack/react-query';
import { useLiveChannel } from './useLiveChannel';
import { useAuth } from '../auth';

/**
 * Listens on the signed-in member's live channel while they are signed in, wherever they are in the app (SPEC §7
 * Realtime), and closes it on sign-out. Renders nothing. The channel's code is its own chunk, loaded only once
 * someone is signed in (visitors never download it); the notification schema (zod) waits for the first message.
 */
export function MemberNotifications(): null {
  const { state } = useAuth();
  const queryClient = useQueryClient();
  const sub = state.status === 'signedIn' ? state.user.sub : null;

  useLiveChannel(sub, (member) => import('./memberChannel').then(({ openMemberChannel }) => openMemberChannel(member, queryClient)));

  return null;
}
