import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';

let documentClient: DynamoDBDocumentClient | undefined;

/** The DynamoDB document client, created once per container. */
export function dynamo(): DynamoDBDocumentClient {
  if (!documentClient) {
    const { AWS_REGION, DYNAMODB_ENDPOINT } = config();
    const client = new DynamoDBClient({ region: AWS_REGION, ...(DYNAMODB_ENDPOINT ? { endpoint: DYNAMODB_ENDPOINT } : {}) });
    documentClient = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  }
  return documentClient;
}
