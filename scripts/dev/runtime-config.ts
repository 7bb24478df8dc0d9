import type { RuntimeConfig } from '../../shared/contract/runtime-config';
import type { StackInfo } from './stack';

/** The web app's `/config.json` for a local stack (Vite in `npm start`, the built site in e2e and benchmarks). */
export function localRuntimeConfig(stack: Pick<StackInfo, 'region' | 'userPoolId' | 'userPoolClientId'> & { urls: Pick<StackInfo['urls'], 'api' | 'cognito'> }): RuntimeConfig {
  return {
    stage: 'local',
    region: stack.region,
    apiUrl: stack.urls.api,
    userPoolId: stack.userPoolId,
    userPoolClientId: stack.userPoolClientId,
    cognitoEndpoint: stack.urls.cognito,
    authFlow: 'USER_PASSWORD_AUTH',
  };
}
