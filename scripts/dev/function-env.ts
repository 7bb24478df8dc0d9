import { DISCORD_SANDBOX_PATH } from './discord-sandbox';
import { WEBHOOK_SINK_PATH } from './webhook-sink';
import { PUSH_SANDBOX_PATH } from './push-sandbox';
import { LOCAL_CREDENTIALS, LOCAL_EVENT_BUS_NAME, LOCAL_EXPORTS_BUCKET, LOCAL_REGION, LOCAL_VIDEOS_BUCKET, LOCAL_PLAYBACK_PATH, LOCAL_PLAYBACK_KEY_PAIR_ID, LOCAL_REMINDER_FUNCTION, LOCAL_TABLE_NAME } from './local-aws';

interface Endpoints {
  userPoolId: string;
  serverClientId: string;
  dynamodb: string;
  /** The local AWS emulation (EventBridge, Secrets Manager, SSM). */
  aws: string;
  cognito: string;
  /** The local live channel's HTTP publish endpoint (scripts/dev/realtime.ts). */
  realtime: string;
  /** The site the e-mails link to (the local web app). */
  site?: string;
  /**
   * Where the videos' signed playback URLs point (issue 26): the served site, whose `/videos/*` goes to the emulator's
   * check as CloudFront's behaviour does in AWS; without a site (integration tests, benches), the emulator's
   * `/_cloudfront` itself.
   */
  playback?: string;
  /** The Stripe sandbox the SDK is pointed at; absent when a real Stripe test key is used. */
  stripe?: string;
}

/** Where the local functions find the server client's secret and id, as CDK names them in AWS. */
export const LOCAL_SERVER_CLIENT_SECRET_ARN = `arn:aws:secretsmanager:${LOCAL_REGION}:000000000000:secret:la-meute-local-server-client`;
export const LOCAL_SERVER_CLIENT_ID_PARAMETER = '/la-meute-local/cognito/server-client-id';
/** Where the local functions find the payment provider's keys and prices, as CDK names them in AWS. */
export const LOCAL_STRIPE_SECRET_ARN = `arn:aws:secretsmanager:${LOCAL_REGION}:000000000000:secret:la-meute-local-stripe`;
export const LOCAL_STRIPE_PRICES_PARAMETER = '/la-meute-local/stripe/prices';
/** Where the local functions find the Discord bot's token and the application's secret (the sandbox's). */
export const LOCAL_DISCORD_SECRET_ARN = `arn:aws:secretsmanager:${LOCAL_REGION}:000000000000:secret:la-meute-local-discord`;
/** Where they find the sandbox's application, guild and plan roles. */
export const LOCAL_DISCORD_IDS_PARAMETER = '/la-meute-local/discord/ids';

/**
 * Where the local functions find the secret that signs the one-click unsubscribe links (issue 22), and its local
 * value (AWS generates a random one at deployment; locally a fixed one keeps the mailbox's links valid across restarts).
 */
export const LOCAL_UNSUBSCRIBE_SECRET_ARN = `arn:aws:secretsmanager:${LOCAL_REGION}:000000000000:secret:la-meute-local-unsubscribe`;
export const LOCAL_UNSUBSCRIBE_SECRET = 'la-meute-local-unsubscribe-links-not-a-production-secret';

/** Where the local functions find the VAPID keys of the training reminders' notifications (issue 25), as CDK names them. */
export const LOCAL_WEB_PUSH_SECRET_ARN = `arn:aws:secretsmanager:${LOCAL_REGION}:000000000000:secret:la-meute-local-web-push`;
export const LOCAL_WEB_PUSH_IDS_PARAMETER = '/la-meute-local/web-push/ids';

/** Where the local functions find the private key that signs the videos' playback URLs (issue 26). */
export const LOCAL_VIDEO_PLAYBACK_SECRET_ARN = `arn:aws:secretsmanager:${LOCAL_REGION}:000000000000:secret:la-meute-local-video-playback`;

/**
 * The environment every local function runs with (what CDK sets on each Lambda, plus the endpoint
 * overrides that point the AWS SDK at the emulators). Handlers share the dev process, so it is set once.
 */
export function functionEnvironment({ userPoolId, serverClientId, dynamodb, aws, cognito, realtime, site = 'http://localhost:5173', playback = `${aws}${LOCAL_PLAYBACK_PATH}`, stripe }: Endpoints): Record<string, string> {
  return {
    TABLE_NAME: LOCAL_TABLE_NAME,
    EVENT_BUS_NAME: LOCAL_EVENT_BUS_NAME,
    USER_POOL_ID: userPoolId,
    SERVER_CLIENT_ID: serverClientId,
    SERVER_CLIENT_SECRET_ARN: LOCAL_SERVER_CLIENT_SECRET_ARN,
    SERVER_CLIENT_ID_PARAMETER: LOCAL_SERVER_CLIENT_ID_PARAMETER,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'WARN',
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    DYNAMODB_ENDPOINT: dynamodb,
    EVENTBRIDGE_ENDPOINT: aws,
    SECRETS_MANAGER_ENDPOINT: aws,
    SSM_ENDPOINT: aws,
    COGNITO_ENDPOINT: cognito,
    REALTIME_EVENT_URL: realtime,
    SES_ENDPOINT: aws,
    SCHEDULER_ENDPOINT: aws,
    S3_ENDPOINT: aws,
    EXPORTS_BUCKET: LOCAL_EXPORTS_BUCKET,
    VIDEOS_BUCKET: LOCAL_VIDEOS_BUCKET,
    VIDEO_PLAYBACK_URL: playback,
    VIDEO_PLAYBACK_KEY_PAIR_ID: LOCAL_PLAYBACK_KEY_PAIR_ID,
    VIDEO_PLAYBACK_SECRET_ARN: LOCAL_VIDEO_PLAYBACK_SECRET_ARN,
    WEBHOOK_SINK_URL: `${aws}${WEBHOOK_SINK_PATH}`,
    DISCORD_SECRET_ARN: LOCAL_DISCORD_SECRET_ARN,
    DISCORD_IDS_PARAMETER: LOCAL_DISCORD_IDS_PARAMETER,
    DISCORD_API_URL: `${aws}${DISCORD_SANDBOX_PATH}/api`,
    DISCORD_AUTHORIZE_URL: `${aws}${DISCORD_SANDBOX_PATH}/oauth2/authorize`,
    MAIL_FROM: 'La Meute <bonjour@lameute.local>',
    SITE_URL: site,
    SCHEDULE_GROUP: 'la-meute-local-reminders',
    SCHEDULER_ROLE_ARN: `arn:aws:iam::000000000000:role/la-meute-local-scheduler`,
    REMINDER_TARGET_ARN: `arn:aws:lambda:${LOCAL_REGION}:000000000000:function:${LOCAL_REMINDER_FUNCTION}`,
    STRIPE_SECRET_ARN: LOCAL_STRIPE_SECRET_ARN,
    UNSUBSCRIBE_SECRET_ARN: LOCAL_UNSUBSCRIBE_SECRET_ARN,
    STRIPE_PRICES_PARAMETER: LOCAL_STRIPE_PRICES_PARAMETER,
    WEB_PUSH_SECRET_ARN: LOCAL_WEB_PUSH_SECRET_ARN,
    WEB_PUSH_IDS_PARAMETER: LOCAL_WEB_PUSH_IDS_PARAMETER,
    PUSH_SANDBOX_URL: `${aws}${PUSH_SANDBOX_PATH}`,
    ...(stripe ? { STRIPE_API_URL: stripe } : {}),
  };
}
