import { createHmac } from 'node:crypto';
import { SecretsProvider } from '@aws-lambda-powertools/parameters/secrets';
import { SSMProvider } from '@aws-lambda-powertools/parameters/ssm';
import { config } from '../config';
import { once } from '../once';

/**
 * The server's Cognito app client: the only client through which members sign up (the pre-sign-up trigger refuses
 * the others), so every password reaches Cognito after the API checked it with the shared rules. Its secret lives in
 * Secrets Manager and only the API's auth Lambda may read it.
 */
export interface ServerClient {
  clientId: string;
  secret: string;
}

/** Neither value changes while the client exists: no cache expiry is needed. */
const FOREVER = { maxAge: Number.MAX_SAFE_INTEGER } as const;

export const serverClient = once(async (): Promise<ServerClient> => {
  const { SERVER_CLIENT_ID, SERVER_CLIENT_SECRET_ARN, AWS_REGION, SECRETS_MANAGER_ENDPOINT } = config();
  if (!SERVER_CLIENT_ID || !SERVER_CLIENT_SECRET_ARN) throw new Error('SERVER_CLIENT_ID et SERVER_CLIENT_SECRET_ARN sont requis');
  const secrets = new SecretsProvider({ clientConfig: { region: AWS_REGION, ...(SECRETS_MANAGER_ENDPOINT ? { endpoint: SECRETS_MANAGER_ENDPOINT } : {}) } });
  const secret = await secrets.get(SERVER_CLIENT_SECRET_ARN, FOREVER);
  if (typeof secret !== 'string' || secret === '') throw new Error('Le secret du client serveur Cognito est vide');
  return { clientId: SERVER_CLIENT_ID, secret };
});

/** The server client's id, for the pre-sign-up trigger (which cannot have it in its environment, see infra/constructs/auth.ts). */
export const serverClientId = once(async (): Promise<string> => {
  const { SERVER_CLIENT_ID_PARAMETER, AWS_REGION, SSM_ENDPOINT } = config();
  if (!SERVER_CLIENT_ID_PARAMETER) throw new Error('SERVER_CLIENT_ID_PARAMETER est requis');
  const parameters = new SSMProvider({ clientConfig: { region: AWS_REGION, ...(SSM_ENDPOINT ? { endpoint: SSM_ENDPOINT } : {}) } });
  const clientId = await parameters.get(SERVER_CLIENT_ID_PARAMETER, FOREVER);
  if (!clientId) throw new Error(`Le paramètre ${SERVER_CLIENT_ID_PARAMETER} est vide`);
  return clientId;
});

/** Cognito's SECRET_HASH: HMAC-SHA256 of username + client id, keyed with the client secret, in base64. */
export function secretHash({ clientId, secret }: ServerClient, username: string): string {
  return createHmac('sha256', secret).update(username + clientId).digest('base64');
}
