import * as z from 'zod';

/**
 * Where the API is served on the site's own origin (CloudFront's `/api/*` behaviour in AWS, a proxy locally):
 * the web app calls `<site>/api/...`, same origin, so no CORS anywhere.
 */
export const API_BASE_PATH = '/api';

/**
 * What the web app reads from `/config.json` at start-up. CDK writes it next to the site in AWS;
 * the dev stack serves it locally. Nothing environment-specific is compiled into the bundle.
 */
export const runtimeConfigSchema = z.object({
  stage: z.enum(['local', 'prod']),
  region: z.string(),
  /** `<site origin>${API_BASE_PATH}`. */
  apiUrl: z.string().url(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  /** Set only locally, where cognito-local stands in for Cognito. */
  cognitoEndpoint: z.string().url().optional(),
  /** SRP in AWS; cognito-local only supports USER_PASSWORD_AUTH. */
  authFlow: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']),
  /**
   * The members' live channel: the AppSync Events HTTP endpoint (`https://<http domain>/event`), from which Amplify
   * derives the WebSocket; locally the realtime server of scripts/dev (`http://localhost:<port>/event`).
   */
  realtimeUrl: z.string().url(),
  /**
   * The site's public facts (Discord invitation, social networks, the publisher of the mentions légales), read by
   * shared/site-config.ts, which treats anything absent or malformed as not configured.
   */
  site: z.record(z.string(), z.unknown()).optional(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
