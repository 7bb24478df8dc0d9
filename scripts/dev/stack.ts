import { generateKeyPairSync } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routes } from '../../shared/contract/routes';
import { startAwsEmulator } from './aws-emulator';
import { startCognito } from './cognito-local';
import { LOCAL_DISCORD } from './discord-sandbox';
import { startOutboxStream } from './outbox-stream';
import { ensureTable, startDynamoDb } from './dynamodb';
import { createEventBus } from './event-bus';
import {
  functionEnvironment,
  LOCAL_SERVER_CLIENT_ID_PARAMETER,
  LOCAL_SERVER_CLIENT_SECRET_ARN,
  LOCAL_STRIPE_PRICES_PARAMETER,
  LOCAL_DISCORD_SECRET_ARN,
  LOCAL_DISCORD_IDS_PARAMETER,
  LOCAL_STRIPE_SECRET_ARN,
  LOCAL_UNSUBSCRIBE_SECRET,
  LOCAL_UNSUBSCRIBE_SECRET_ARN,
  LOCAL_WEB_PUSH_IDS_PARAMETER,
  LOCAL_WEB_PUSH_SECRET_ARN,
  LOCAL_VIDEO_PLAYBACK_SECRET_ARN,
} from './function-env';
import { localVapidKeys } from './push-sandbox';
import { startGateway } from './gateway';
import { createJwtAuthorizer } from './jwt-authorizer';
import { LOCAL_EVENT_BUS_NAME, LOCAL_PLAYBACK_KEY_PAIR_ID, LOCAL_REGION, LOCAL_TABLE_NAME } from './local-aws';
import { createLog } from './log';
import { resolvePort } from './ports';
import { startRealtime } from './realtime';
import { localRuntimeConfig } from './runtime-config';
import { startScheduler } from './scheduler';
import { startPayments } from './payments';
import { seedContent, seedDemoAccounts } from './seed';
import { cognitoClient, ensureUserPool } from './user-pool';
import { startWeb } from './web';

export const DEFAULT_PORTS = { web: 5173, api: 3001, cognito: 9229, dynamodb: 8000, aws: 3002, realtime: 3003, stripe: 3004 };
export type StackPorts = typeof DEFAULT_PORTS;

export interface StackOptions {
  /** Fixed ports (a taken one is a clear error); 0 picks a free port. Defaults: DEFAULT_PORTS. */
  ports?: Partial<StackPorts>;
  /** Where DynamoDB Local and cognito-local keep their data; null: in memory / a temporary directory removed on stop. */
  dataDir: string | null;
  /** Wipe `dataDir` first. */
  reset?: boolean;
  /** Serve the web app through Vite. */
  web?: boolean;
  /** Seed the demo accounts (the fiche catalogue is always written). */
  seed?: boolean;
  /** Only errors on the console (tests). */
  quiet?: boolean;
  /**
   * Every log line of the stack to this file (created, appended to) and none on the console: its own messages, the
   * functions' and consumers' JSON logs, DynamoDB Local's and cognito-local's output (scripts/dev/log.ts). For the
   * benches and the test runs, which print their results only; the file is closed by `stop()`.
   */
  logFile?: string;
}

export interface StackInfo {
  /**
   * `aws`: the internal Lambda-invoke and EventBridge endpoint the functions are pointed at. `realtime`: the members'
   * live channel, its HTTP publish endpoint (`…/event`), from which clients derive the WebSocket. `stripe`: the Stripe
   * sandbox (absent when STRIPE_SECRET_KEY points the functions at real Stripe).
   */
  urls: { web?: string; api: string; cognito: string; dynamodb: string; aws: string; realtime: string; stripe?: string };
  region: string;
  tableName: string;
  userPoolId: string;
  userPoolClientId: string;
  /** The API's Cognito client (its secret stays in the stack's local Secrets Manager). */
  serverClientId: string;
}

export interface Stack extends StackInfo {
  /** Resolves once the events written so far are relayed and their consumers have finished (benchmarks wait on it). */
  drained(): Promise<void>;
  stop(): Promise<void>;
}

/** File, in a persistent data dir, that tells `npm run job <name>` how to reach the running stack. */
export const STACK_INFO_FILE = 'stack.json';

/**
 * The whole product on one machine (DESIGN §5): DynamoDB Local, cognito-local with the triggers, the
 * local bus, the gateway over the real handlers, the scheduler and, if asked, Vite. `stop()` ends
 * every child process; a failed start stops what had started. One stack per process: the handlers run
 * in this process and read their environment (set here) once.
 */
export async function startStack(options: StackOptions): Promise<Stack> {
  const log = createLog({ quiet: options.quiet ?? false, file: options.logFile });
  // The last to stop: what the others log while they stop is still written.
  const stoppers: Array<() => Promise<void> | void> = [() => log.close()];
  // Stops in reverse start order; every part is stopped even if another fails. Called twice, it stops once.
  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      for (const stopOne of stoppers.reverse()) {
        await Promise.resolve()
          .then(stopOne)
          .catch((error: unknown) => log.error(`Arrêt incomplet : ${error instanceof Error ? error.message : String(error)}`));
      }
    })());

  try {
    const wanted = { ...DEFAULT_PORTS, ...options.ports };
    const ports: StackPorts = {
      // Without Vite, the caller serves the site on the web port (the e2e tests: the built app, scripts/dev/static-site.ts).
      web: options.web ? await resolvePort(wanted.web) : wanted.web || DEFAULT_PORTS.web,
      api: await resolvePort(wanted.api),
      cognito: await resolvePort(wanted.cognito),
      dynamodb: await resolvePort(wanted.dynamodb),
      aws: await resolvePort(wanted.aws),
      realtime: await resolvePort(wanted.realtime),
      stripe: await resolvePort(wanted.stripe),
    };

    const dataDir = options.dataDir;
    if (dataDir && options.reset) rmSync(dataDir, { recursive: true, force: true });
    const cognitoDir = dataDir ? join(dataDir, 'cognito') : mkdtempSync(join(tmpdir(), 'la-meute-cognito-'));
    if (!dataDir) stoppers.push(() => rmSync(cognitoDir, { recursive: true, force: true }));
    mkdirSync(cognitoDir, { recursive: true });

    const bus = createEventBus({ busName: LOCAL_EVENT_BUS_NAME, log });
    // A consumer's run may write more events (none does today): two rounds settle one level of them. (The outbox stream
    // starts below; nothing asks before the stack is up.)
    const drained = async () => {
      for (let round = 0; round < 2; round += 1) {
        await outbox.caughtUp();
        await bus.drained();
      }
    };
    const aws = await startAwsEmulator({ port: ports.aws, bus, log, dataDir, drained });
    stoppers.push(() => aws.close());

    // Both emulators start together; if one fails, the other is stopped once it is up.
    const [dynamodbStart, cognitoStart] = await Promise.allSettled([
      startDynamoDb({ port: ports.dynamodb, dataDir: dataDir ? join(dataDir, 'dynamodb') : null, output: (line) => log.output('DynamoDB Local', line) }),
      startCognito({ port: ports.cognito, dir: cognitoDir, lambdaEndpoint: aws.url, log, output: (line) => log.output('cognito-local', line) }),
    ]);
    for (const started of [dynamodbStart, cognitoStart]) if (started.status === 'fulfilled') stoppers.push(() => started.value.stop());
    if (dynamodbStart.status === 'rejected') throw dynamodbStart.reason;
    if (cognitoStart.status === 'rejected') throw cognitoStart.reason;
    const [dynamodb, cognito] = [dynamodbStart.value, cognitoStart.value];

    const cognitoApi = cognitoClient(cognito.url);
    // On stop: the gateway closes first, then deliveries under way finish, then the emulators go.
    stoppers.push(() => cognitoApi.destroy(), () => bus.drained());
    const [{ userPoolId, userPoolClientId, serverClient }] = await Promise.all([ensureUserPool(cognitoApi), ensureTable(dynamodb.client, LOCAL_TABLE_NAME)]);
    // The outbox's events reach the bus through the table's stream, as in AWS (stopped before the bus drains).
    const outbox = await startOutboxStream({ dynamodb: dynamodb.client, endpoint: dynamodb.url, tableName: LOCAL_TABLE_NAME, log });
    stoppers.push(() => outbox.stop());

    // The pool's tokens, checked the same way by the gateway (API Gateway's JWT authorizer) and the live channel.
    const issuer = `${cognito.url}/${userPoolId}`;
    const authorize = createJwtAuthorizer({ issuer, audience: userPoolClientId });
    const realtime = await startRealtime({ port: ports.realtime, authorize, issuer, log });
    stoppers.push(() => realtime.close());

    // Payments: the Stripe sandbox, unless a real Stripe test key is given (README: Stripe CLI `listen`).
    let gatewayUrl = '';
    const stripe = await startPayments({ port: ports.stripe, dataDir, log, webhookUrl: () => `${gatewayUrl}/webhooks/stripe` });
    if (stripe.sandbox) stoppers.push(() => stripe.sandbox?.close());

    Object.assign(
      process.env,
      functionEnvironment({
        userPoolId,
        serverClientId: serverClient.clientId,
        dynamodb: dynamodb.url,
        aws: aws.url,
        cognito: cognito.url,
        realtime: realtime.url,
        site: `http://localhost:${ports.web}`,
        // A site is served on the web port (Vite with `web`, the built one by the e2e runner, which names its port): the
        // videos play through its `/videos/*`, as in AWS; with port 0 nothing is served there.
        ...(options.web || wanted.web !== 0 ? { playback: `http://localhost:${ports.web}` } : {}),
        ...(stripe.sandbox ? { stripe: stripe.sandbox.url } : {}),
      }),
    );
    aws.putSecret(LOCAL_SERVER_CLIENT_SECRET_ARN, serverClient.secret);
    aws.putParameter(LOCAL_SERVER_CLIENT_ID_PARAMETER, serverClient.clientId);
    aws.putSecret(LOCAL_STRIPE_SECRET_ARN, JSON.stringify(stripe.keys));
    aws.putSecret(LOCAL_UNSUBSCRIBE_SECRET_ARN, LOCAL_UNSUBSCRIBE_SECRET);
    aws.putParameter(LOCAL_STRIPE_PRICES_PARAMETER, JSON.stringify(stripe.prices));
    aws.putSecret(LOCAL_DISCORD_SECRET_ARN, JSON.stringify({ botToken: LOCAL_DISCORD.botToken, clientSecret: LOCAL_DISCORD.clientSecret }));
    // Web Push (issue 25): the local VAPID pair; the reminders' notifications go to the push sandbox's devices.
    const vapid = localVapidKeys(dataDir);
    aws.putSecret(LOCAL_WEB_PUSH_SECRET_ARN, JSON.stringify({ privateKey: vapid.privateKey }));
    aws.putParameter(LOCAL_WEB_PUSH_IDS_PARAMETER, JSON.stringify({ publicKey: vapid.publicKey, subject: vapid.subject }));
    // Video playback (issue 26): a key pair made for this run; the local CloudFront trusts its public key.
    const playback = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
    aws.putSecret(LOCAL_VIDEO_PLAYBACK_SECRET_ARN, JSON.stringify({ privateKey: playback.privateKey }));
    aws.trustPlaybackKey(LOCAL_PLAYBACK_KEY_PAIR_ID, playback.publicKey);
    aws.putParameter(LOCAL_DISCORD_IDS_PARAMETER, JSON.stringify({ clientId: LOCAL_DISCORD.clientId, guildId: LOCAL_DISCORD.guildId, roles: LOCAL_DISCORD.roles }));

    const webUrl = `http://localhost:${ports.web}`;
    const gateway = await startGateway({
      port: ports.api,
      routes: Object.values(routes),
      authorize,
      log,
    });
    stoppers.push(() => gateway.close());
    gatewayUrl = gateway.url;

    await seedContent();
    if (options.seed) {
      await seedDemoAccounts({ client: cognitoApi, userPoolId, userPoolClientId, stripe: stripe.sandbox }).catch((error: unknown) =>
        log.error(`Comptes de démo incomplets : ${error instanceof Error ? error.message : String(error)}`),
      );
    }

    const scheduler = startScheduler(log);
    stoppers.push(() => scheduler.stop());

    if (options.web) {
      const web = await startWeb({
        port: ports.web,
        quiet: options.quiet ?? false,
        origins: { gatewayUrl: gateway.url, awsUrl: aws.url },
        config: localRuntimeConfig({ region: LOCAL_REGION, userPoolId, userPoolClientId, urls: { cognito: cognito.url, realtime: realtime.url } }, webUrl),
      });
      stoppers.push(() => web.close());
    }

    const info: StackInfo = {
      urls: {
        ...(options.web ? { web: webUrl } : {}),
        api: gateway.url,
        cognito: cognito.url,
        dynamodb: dynamodb.url,
        aws: aws.url,
        realtime: realtime.url,
        ...(stripe.sandbox ? { stripe: stripe.sandbox.url } : {}),
      },
      region: LOCAL_REGION,
      tableName: LOCAL_TABLE_NAME,
      userPoolId,
      userPoolClientId,
      serverClientId: serverClient.clientId,
    };
    if (dataDir) {
      const infoFile = join(dataDir, STACK_INFO_FILE);
      writeFileSync(infoFile, JSON.stringify(info, null, 2));
      stoppers.push(() => rmSync(infoFile, { force: true }));
    }
    return { ...info, drained, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
