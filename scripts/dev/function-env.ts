import { LOCAL_CREDENTIALS, LOCAL_EVENT_BUS_NAME, LOCAL_REGION, LOCAL_TABLE_NAME } from './local-aws';

interface Endpoints {
  userPoolId: string;
  dynamodb: string;
  eventBridge: string;
  cognito: string;
}

/**
 * The environment every local function runs with (what CDK sets on each Lambda, plus the endpoint
 * overrides that point the AWS SDK at the emulators). Handlers share the dev process, so it is set once.
 */
export function functionEnvironment({ userPoolId, dynamodb, eventBridge, cognito }: Endpoints): Record<string, string> {
  return {
    TABLE_NAME: LOCAL_TABLE_NAME,
    EVENT_BUS_NAME: LOCAL_EVENT_BUS_NAME,
    USER_POOL_ID: userPoolId,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'WARN',
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    DYNAMODB_ENDPOINT: dynamodb,
    EVENTBRIDGE_ENDPOINT: eventBridge,
    COGNITO_ENDPOINT: cognito,
  };
}
