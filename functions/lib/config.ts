import { z } from 'zod';

/**
 * The functions' configuration, parsed once per cold start (DESIGN §6.7). The *_ENDPOINT variables are
 * set only by the local stack, to point the AWS SDK at DynamoDB Local, cognito-local and the local bus.
 */
const configSchema = z.object({
  TABLE_NAME: z.string().min(1),
  EVENT_BUS_NAME: z.string().min(1).default('default'),
  USER_POOL_ID: z.string().min(1).optional(),
  AWS_REGION: z.string().min(1).default('eu-west-3'),
  DYNAMODB_ENDPOINT: z.string().url().optional(),
  EVENTBRIDGE_ENDPOINT: z.string().url().optional(),
  COGNITO_ENDPOINT: z.string().url().optional(),
});

export type FunctionConfig = z.infer<typeof configSchema>;

let cached: FunctionConfig | undefined;

/** Reads the environment on first use (so tests and the local stack can set it before), then caches it. */
export function config(): FunctionConfig {
  cached ??= configSchema.parse(process.env);
  return cached;
}
