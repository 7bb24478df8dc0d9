let installed = false;

/**
 * Amplify's events client always opens `wss://` (its getRealtimeEndpointUrl rewrites http to wss), but the local
 * realtime server of `npm start` (scripts/dev/realtime.ts) speaks plain `ws://` on localhost, like the rest of the
 * local site. When the runtime config names an `http://` channel, which only the local stack does (AWS's is https),
 * sockets to that very host are opened with `ws://`; every other socket, and the whole client code path, is unchanged.
 */
export function allowPlainLocalWebSocket(realtimeUrl: string): void {
  const { protocol, host } = new URL(realtimeUrl);
  if (protocol !== 'http:' || installed) return;
  installed = true;
  const secure = `wss://${host}/`;
  const NativeWebSocket = window.WebSocket;
  window.WebSocket = class LocalRealtimeWebSocket extends NativeWebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      const address = String(url);
      super(address.startsWith(secure) ? `ws://${address.slice('wss://'.length)}` : address, protocols);
    }
  };
}
