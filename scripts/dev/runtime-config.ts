import { responseHeaders } from '../../infra/site/edge';
import { API_BASE_PATH, type RuntimeConfig } from '../../shared/contract/runtime-config';
import type { StackInfo } from './stack';

/**
 * The local stack's site facts (shared/site-config.ts): a publisher clearly a local one, so the mentions légales read
 * as they will once configured; no Discord invitation and no social network, so the links stay hidden as they do in
 * a deployment that has none.
 */
export const LOCAL_SITE = {
  publisher: {
    name: 'La Meute (environnement local)',
    legalForm: 'Société par actions simplifiée',
    capital: '1 000 €',
    registration: 'RCS à renseigner : environnement de développement',
    vatNumber: 'TVA à renseigner : environnement de développement',
    address: 'Adresse à renseigner : environnement de développement',
    publicationDirector: 'Responsable de la publication de l’environnement local',
  },
} as const;

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
    site: LOCAL_SITE,
  };
}

/**
 * The edge's headers (infra/site/edge.ts) for a local site over plain HTTP: the CSP lets the app connect to
 * cognito-local, the live channel (HTTP and WebSocket) and the AWS emulator at `awsUrl`, whose S3 takes the videos'
 * POST uploads (issue 26) as the videos bucket does in AWS, with no upgrade to HTTPS.
 */
export function localEdgeHeaders(config: Pick<RuntimeConfig, 'cognitoEndpoint' | 'realtimeUrl'>, awsUrl: string): Readonly<Record<string, string>> {
  const realtime = new URL(config.realtimeUrl);
  const connectSources = [...(config.cognitoEndpoint ? [new URL(config.cognitoEndpoint).origin] : []), realtime.origin, `ws://${realtime.host}`, new URL(awsUrl).origin];
  return responseHeaders(connectSources, { plainHttp: true });
}
