import { CONNECTION_STATE_CHANGE, ConnectionState, events } from 'aws-amplify/data';
import { Hub } from 'aws-amplify/utils';
import { loadCognito } from '../auth/loader';
import { config } from '../config';
import { allowPlainLocalWebSocket } from './localWebSocket';

/** States from which reaching `Connected` again means messages may have been missed while away. */
const DISRUPTED: ReadonlySet<string> = new Set([ConnectionState.ConnectionDisrupted, ConnectionState.ConnectionDisruptedPendingNetwork]);

export interface LiveChannelHandlers {
  /** Each message's event, as sent (checked by the caller with its schema). */
  onMessage(event: unknown): void;
  /** The connection came back from a disruption: messages sent meanwhile are lost, so the caller reads its data again. */
  onReconnected(): void;
}

/**
 * Subscribes to one live channel (`/members/<sub>`, `/staff/<sub>`) with Amplify's `events` client, configured with
 * the user pool by web/src/lib/auth/cognito.ts, and watches the connection for disruptions. Resolves to the function
 * that closes it. A refused or broken subscription is silent: the pages still refetch on focus and reconnection.
 */
export async function openLiveChannel(path: string, { onMessage, onReconnected }: LiveChannelHandlers): Promise<() => void> {
  await loadCognito();
  allowPlainLocalWebSocket((await config()).realtimeUrl);
  const channel = await events.connect(path);
  const subscription = channel.subscribe({
    next: (message: { event?: unknown }) => onMessage(message.event),
    error: () => undefined,
  });

  let disrupted = false;
  const stopWatching = Hub.listen('api', ({ payload }) => {
    if (payload.event !== CONNECTION_STATE_CHANGE) return;
    const data: unknown = payload.data;
    const state = typeof data === 'object' && data !== null && 'connectionState' in data ? data.connectionState : undefined;
    if (typeof state !== 'string') return;
    if (DISRUPTED.has(state)) disrupted = true;
    else if (state === ConnectionState.Connected && disrupted) {
      disrupted = false;
      onReconnected();
    }
  });

  return () => {
    stopWatching();
    subscription.unsubscribe();
    void channel.close();
  };
}
