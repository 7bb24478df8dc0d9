import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';

let client: DynamoDBClient | undefined;
let documentClient: DynamoDBDocumentClient | undefined;

/** The low-level DynamoDB client, created once per container (Powertools idempotency takes this one). */
export function dynamoClient(): DynamoDBClient {
  if (!client) {
    const { AWS_REGION, DYNAMODB_ENDPOINT } = config();
    client = new DynamoDBClient({ region: AWS_REGION, ...(DYNAMODB_ENDPOINT ? { endpoint: DYNAMODB_ENDPOINT } : {}) });
  }
  return client;
}

/** The DynamoDB document client, created once per container. */
export function dynamo(): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(dynamoClient(), { marshallOptions: { removeUndefinedValues: true } });
  return documentClient;
}
