import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { config } from '../config';

let client: CognitoIdentityProviderClient | undefined;

/** The Cognito user-pool client, created once per container (cognito-local when COGNITO_ENDPOINT is set). */
export function cognito(): CognitoIdentityProviderClient {
  if (!client) {
    const { AWS_REGION, COGNITO_ENDPOINT } = config();
    client = new CognitoIdentityProviderClient({ region: AWS_REGION, ...(COGNITO_ENDPOINT ? { endpoint: COGNITO_ENDPOINT } : {}) });
  }
  return client;
}
