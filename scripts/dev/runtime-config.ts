import { API_BASE_PATH, type RuntimeConfig } from '../../shared/contract/runtime-config';
import type { StackInfo } from './stack';

/**
 * The web app's `/config.json` for a local stack (Vite in `npm start`, the built site in e2e and benchmarks), served
 * at `webUrl`: the API is that site's `/api`, proxied to the local gateway (scripts/dev/api-proxy.ts), as in AWS.
 */
export function localRuntimeConfig(
  stack: Pick<StackInfo, 'region' | 'userPoolId' | 'userPoolClientId'> & { urls: Pick<StackInfo['urls'], 'cognito' | 'realtime'> },
  webUrl: string,
): RuntimeConfig {
  return {
    stage: 'local',
    region: stack.region,
    apiUrl: `${webUrl}${API_BASE_PATH}`,
    userPoolId: stack.userPoolId,
    userPoolClientId: stack.userPoolClientId,
    cognitoEndpoint: stack.urls.cognito,
    authFlow: 'USER_PASSWORD_AUTH',
    // The local live channel, on its own port: the web app opens its WebSocket there (web/src/lib/realtime).
    realtimeUrl: stack.urls.realtime,
  };
}

/** What the site's CSP lets the app connect to besides its own origin, locally: cognito-local and the live channel (HTTP and WebSocket). */
export function localConnectSources(config: Pick<RuntimeConfig, 'cognitoEndpoint' | 'realtimeUrl'>): string[] {
  const realtime = new URL(config.realtimeUrl);
  return [...(config.cognitoEndpoint ? [new URL(config.cognitoEndpoint).origin] : []), realtime.origin, `ws://${realtime.host}`];
}
