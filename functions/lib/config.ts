import * as z from 'zod';

/**
 * The functions' configuration, parsed once per cold start (DESIGN §6.7). The *_ENDPOINT variables are
 * set only by the local stack, to point the AWS SDK at DynamoDB Local, cognito-local and the local
 * emulation of EventBridge, Secrets Manager and Parameter Store.
 */
const configSchema = z.object({
  TABLE_NAME: z.string().min(1),
  EVENT_BUS_NAME: z.string().min(1).default('default'),
  USER_POOL_ID: z.string().min(1).optional(),
  AWS_REGION: z.string().min(1).default('eu-west-3'),
  /** The server's Cognito app client (auth domain only): its id, and the ARN of the secret holding its secret. */
  SERVER_CLIENT_ID: z.string().min(1).optional(),
  SERVER_CLIENT_SECRET_ARN: z.string().min(1).optional(),
  /** Where the pre-sign-up trigger reads the server client's id (SSM Parameter Store). */
  SERVER_CLIENT_ID_PARAMETER: z.string().min(1).optional(),
  /**
   * Whether admin routes refuse an account without TOTP (functions/lib/auth/second-factor.ts). CDK sets it on every
   * function that serves an admin route; the local stack leaves it off (its accounts sign in with a password alone).
   */
  ADMIN_MFA_REQUIRED: z.stringbool().default(false),
  /**
   * The AppSync Events HTTP endpoint the member notifier publishes to (`https://<http domain>/event`; locally the
   * realtime server of scripts/dev). Set only on the functions that notify members (`bindMemberChannel` in CDK).
   */
  REALTIME_EVENT_URL: z.string().url().optional(),
  /** Where each visio's meeting room is created (issue 12): Jitsi Meet's public service unless configured. */
  VIDEO_BASE_URL: z.string().url().default('https://meet.jit.si'),
  /** The sender of the members' e-mails (an address of the SES identity) and the site links in them point to. */
  MAIL_FROM: z.string().min(3).default('La Meute <bonjour@lameute.fr>'),
  SITE_URL: z.string().url().default('https://lameute.fr'),
  /**
   * One-time reminders (EventBridge Scheduler): the group they are created in, the role Scheduler assumes to invoke
   * the reminder function, that function, and the queue that keeps the reminders it could not deliver.
   */
  SCHEDULE_GROUP: z.string().min(1).optional(),
  SCHEDULER_ROLE_ARN: z.string().min(1).optional(),
  REMINDER_TARGET_ARN: z.string().min(1).optional(),
  REMINDER_DLQ_ARN: z.string().min(1).optional(),
  /**
   * Payments (issue 13): the Secrets Manager secret holding the provider's keys (`{ "secretKey", "webhookSecret" }`),
   * the SSM parameter mapping each price key to the provider's price id, and, locally only, the Stripe sandbox the
   * SDK is pointed at instead of api.stripe.com.
   */
  STRIPE_SECRET_ARN: z.string().min(1).optional(),
  STRIPE_PRICES_PARAMETER: z.string().min(1).optional(),
  STRIPE_API_URL: z.string().url().optional(),
  /**
   * Discord (issue 15): the secret holding `{ "botToken", "clientSecret" }`, the SSM parameter holding the application's
   * client id, the guild and the role of each plan (shared/deploy-settings.ts), and, locally only, the sandbox the
   * client is pointed at instead of discord.com.
   */
  DISCORD_SECRET_ARN: z.string().min(1).optional(),
  DISCORD_IDS_PARAMETER: z.string().min(1).optional(),
  DISCORD_API_URL: z.string().url().optional(),
  DISCORD_AUTHORIZE_URL: z.string().url().default('https://discord.com/oauth2/authorize'),
  /**
   * Web Push (issue 25, training reminders): the secret holding the VAPID private key, the SSM parameter holding its
   * public key and contact (shared/deploy-settings.ts).
   */
  WEB_PUSH_SECRET_ARN: z.string().min(1).optional(),
  WEB_PUSH_IDS_PARAMETER: z.string().min(1).optional(),
  /** Locally only: the push sandbox of scripts/dev, the one push service besides the browsers' that subscriptions may name. */
  PUSH_SANDBOX_URL: z.string().url().optional(),
  /**
   * The Secrets Manager secret (a random string the stack generates) that signs the one-click unsubscribe links of the
   * marketing e-mails (issue 22, functions/lib/mail/unsubscribe.ts): the mailers sign with it, the account domain checks.
   */
  UNSUBSCRIBE_SECRET_ARN: z.string().min(1).optional(),
  /**
   * The local stack's webhook sink (`npm start`, scripts/dev): the one non-public address an automation's webhook may
   * point to, offered on the admin page. Never set in AWS.
   */
  WEBHOOK_SINK_URL: z.string().url().optional(),
  DYNAMODB_ENDPOINT: z.string().url().optional(),
  EVENTBRIDGE_ENDPOINT: z.string().url().optional(),
  COGNITO_ENDPOINT: z.string().url().optional(),
  SECRETS_MANAGER_ENDPOINT: z.string().url().optional(),
  SSM_ENDPOINT: z.string().url().optional(),
  SES_ENDPOINT: z.string().url().optional(),
  SCHEDULER_ENDPOINT: z.string().url().optional(),
  /** The members' data exports (issue 22): the private bucket, and locally the AWS emulator's S3 the SDK is pointed at. */
  EXPORTS_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  /** The members' videos (issue 26): the private media bucket the browsers POST to (infra/constructs/media.ts). */
  VIDEOS_BUCKET: z.string().min(1).optional(),
  /**
   * Playback of the videos (issue 26): the base of their CloudFront URLs (the site's origin, whose `/videos/*` behaviour
   * serves the bucket to signed URLs only), the id of the distribution's public key, and the secret holding its
   * private key (read by the functions that sign, never logged).
   */
  VIDEO_PLAYBACK_URL: z.string().url().optional(),
  VIDEO_PLAYBACK_KEY_PAIR_ID: z.string().min(1).optional(),
  VIDEO_PLAYBACK_SECRET_ARN: z.string().min(1).optional(),
});

export type FunctionConfig = z.infer<typeof configSchema>;

let cached: FunctionConfig | undefined;

/** Reads the environment on first use (so tests and the local stack can set it before), then caches it. */
export function config(): FunctionConfig {
  cached ??= configSchema.parse(process.env);
  return cached;
}
