import { z } from 'zod';

/**
 * What the web app reads from `/config.json` at start-up. CDK writes it next to the site in AWS;
 * the dev stack serves it locally. Nothing environment-specific is compiled into the bundle.
 */
export const runtimeConfigSchema = z.object({
  stage: z.enum(['local', 'prod']),
  region: z.string(),
  apiUrl: z.string().url(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  /** Set only locally, where cognito-local stands in for Cognito. */
  cognitoEndpoint: z.string().url().optional(),
  /** SRP in AWS; cognito-local only supports USER_PASSWORD_AUTH. */
  authFlow: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
