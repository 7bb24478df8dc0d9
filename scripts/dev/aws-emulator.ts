import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { describe, type EventBus, type PutEventsEntry } from './event-bus';
import { lambdaContext, loadHandler, namedFunctionModules } from './functions';
import type { Log } from './log';
import { closeServer, listen, readBody, sendJson } from './http-server';
import { createMailbox, mailboxPage } from './mailbox';
import { createOneTimeSchedules } from './one-time-schedules';
import { AWS_JSON, createParameterStore } from './parameter-store';
import { createWebhookSink, WEBHOOK_SINK_PATH, webhookSinkPage } from './webhook-sink';
import { createDiscordSandbox, DISCORD_SANDBOX_PATH } from './discord-sandbox';
import { createPushSandbox, PUSH_SANDBOX_PATH } from './push-sandbox';
import { LOCAL_EXPORTS_BUCKET, LOCAL_PLAYBACK_PATH, LOCAL_VIDEOS_BUCKET, LOCAL_VIDEO_CHECK_FUNCTION } from './local-aws';
import { createS3Emulator, type ObjectCreated } from './s3-emulator';

const INVOKE_PATH = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;
const SCHEDULE_PATH = /^\/schedules\/([^/]+)$/;
const RUN_SCHEDULE_PATH = /^\/_local\/schedules\/([^/]+)\/run$/;
const MAIL_PATH = /^\/_local\/mailbox\/([^/]+)$/;
/** The AWS APIs' requests are small; an S3 upload (a video, issue 26: ≤ 150 Mo) is read whole up to this. */
const API_BODY_LIMIT = 10 * 1024 * 1024;
const S3_BODY_LIMIT = 200 * 1024 * 1024;
/** Where the local mailbox page is, on the emulator's port (printed with each e-mail in the dev log). */
export const MAILBOX_PATH = '/_local/mailbox';

export interface AwsEmulator {
  url: string;
  /** Stores a Secrets Manager secret (by ARN) or an SSM parameter (by name) the functions read. */
  putSecret(arn: string, value: string): void;
  putParameter(name: string, value: string): void;
  /** Adds a public key (PEM) to the local CloudFront's trusted key group of the videos' playback (issue 26). */
  trustPlaybackKey(keyPairId: string, publicKeyPem: string): void;
  /** The tags of an object of a local bucket (tests), or null when absent. */
  objectTags(bucket: string, key: string): { name: string; value: string }[] | null;
  /** The local mailbox page (SES). */
  mailboxUrl: string;
  close(): Promise<void>;
}

/**
 * The AWS APIs the functions and cognito-local call that no emulator package provides, on one
 * internal port: Lambda Invoke (cognito-local calls the triggers through it), EventBridge PutEvents
 * (the functions publish with the real SDK pointed here by EVENTBRIDGE_ENDPOINT), reading a secret
 * (Secrets Manager GetSecretValue) or a parameter (SSM GetParameter), SESv2 SendEmail (into a local mailbox, with
 * its page) and EventBridge Scheduler's one-time schedules (run here at their time), as the functions do in AWS, and
 * S3 for the private buckets (path-style `/<bucket>/<key>`, signatures checked, presigned GET: scripts/dev/s3-emulator.ts).
 * Under `/_local/`, what tests read: the mails (`/_local/mails`), the pending schedules (`/_local/schedules`),
 * a schedule run at once (`POST /_local/schedules/<name>/run`), and the automations' webhook sink (POST
 * `/_local/webhooks/<hook>`, its page `/_local/webhooks`, its list `/_local/webhooks.json`), and the push sandbox
 * (devices, the notifications they received at `/_local/push.json`: scripts/dev/push-sandbox.ts). `POST /_local/drained`
 * answers once every change committed before it has been relayed from the outbox and handled by its consumers, so a
 * test that checks that something did not happen waits for exactly that instead of a fixed time.
 */
export async function startAwsEmulator({
  port,
  bus,
  log,
  dataDir = null,
  drained,
}: {
  port: number;
  bus: EventBus;
  log: Log;
  dataDir?: string | null;
  /** Resolves once the stack has relayed and delivered every event committed so far (`POST /_local/drained`). */
  drained: () => Promise<void>;
}): Promise<AwsEmulator> {
  const store = createParameterStore();
  let baseUrl = '';
  const mailbox = createMailbox({ dataDir, log, pageUrl: () => `${baseUrl}${MAILBOX_PATH}` });
  const schedules = createOneTimeSchedules({ dataDir, log, invoke: invokeTarget });
  const sink = createWebhookSink({ log, pageUrl: () => `${baseUrl}${WEBHOOK_SINK_PATH}` });
  const discord = createDiscordSandbox({ log });
  const push = createPushSandbox({ log, baseUrl: () => baseUrl });
  const s3 = createS3Emulator({ buckets: [LOCAL_EXPORTS_BUCKET, LOCAL_VIDEOS_BUCKET], log, onObjectCreated: notifyObjectCreated });
  const playbackKeys = new Map<string, string>();
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      log.error(`Émulateur AWS : ${describe(error)}`);
      if (!response.headersSent) sendJson(response, 500, { message: 'Internal error' });
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = request.url?.split('?')[0] ?? '';
    if (path.startsWith(`${LOCAL_PLAYBACK_PATH}/`)) {
      // The site distribution's `/videos/*` behaviour: the object key is the path after the prefix (`videos/…`). The URL
      // checked against the signature is the viewer's: the local site's (its `/videos/…`, forwarded here with its host by
      // scripts/dev/api-proxy.ts), or this one's when a test without a site asks here directly.
      const forwardedHost = request.headers['x-forwarded-host'];
      const url =
        typeof forwardedHost === 'string'
          ? new URL((request.url ?? '/').slice(LOCAL_PLAYBACK_PATH.length), `${request.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http'}://${forwardedHost}`)
          : new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
      return s3.serveSigned(request, response, { bucket: LOCAL_VIDEOS_BUCKET, key: decodeURIComponent(path.slice(LOCAL_PLAYBACK_PATH.length + 1)), url, trustedKeys: playbackKeys });
    }
    if (s3.owns(path)) {
      const upload = await readBody(request, S3_BODY_LIMIT);
      if (!upload) return sendJson(response, 400, { Code: 'EntityTooLarge', Message: `The local S3 reads at most ${S3_BODY_LIMIT} bytes per request` });
      return s3.handle(request, response, upload);
    }
    const body = (await readBody(request, API_BODY_LIMIT)) ?? Buffer.alloc(0);
    const invoke = INVOKE_PATH.exec(path);
    if (request.method === 'POST' && invoke) return invokeFunction(decodeURIComponent(invoke[1] ?? ''), body, response);
    if (request.method === 'POST' && path === '/v2/email/outbound-emails') return sendJson(response, 200, mailbox.send(JSON.parse(body.toString('utf8') || '{}')));
    const schedule = SCHEDULE_PATH.exec(path);
    if (schedule) return scheduleOperation(request.method ?? '', decodeURIComponent(schedule[1] ?? ''), body, response);
    if (request.method === 'GET' && path === `${DISCORD_SANDBOX_PATH}.json`) return sendJson(response, 200, discord.state());
    if (path.startsWith(`${DISCORD_SANDBOX_PATH}/`)) return discord.handle(request, response, path, body);
    if (request.method === 'GET' && path === `${PUSH_SANDBOX_PATH}.json`) return sendJson(response, 200, push.list());
    if (path.startsWith(`${PUSH_SANDBOX_PATH}/`)) return push.handle(request, response, path, body);
    const hook = path.startsWith(`${WEBHOOK_SINK_PATH}/`) ? path.slice(WEBHOOK_SINK_PATH.length + 1) : null;
    if (request.method === 'POST' && hook) {
      const header = request.headers['x-la-meute-event-id'];
      return sendJson(response, sink.receive(decodeURIComponent(hook), body.toString('utf8'), typeof header === 'string' ? header : undefined), { accepted: true });
    }
    if (path.startsWith('/_local/')) return localOperation(request.method ?? '', path, response);
    if (request.method === 'POST' && request.headers['x-amz-target'] === 'AWSEvents.PutEvents') {
      const { Entries = [] } = JSON.parse(body.toString('utf8') || '{}') as { Entries?: PutEventsEntry[] };
      return sendJson(response, 200, bus.putEvents(Entries), { 'content-type': 'application/x-amz-json-1.1' });
    }
    const stored = request.method === 'POST' ? store.answer(request.headers['x-amz-target'] as string | undefined, body.toString('utf8')) : undefined;
    if (stored) return sendJson(response, stored.status, stored.body, AWS_JSON);
    sendJson(response, 400, { __type: 'UnknownOperationException', message: `${request.method} ${request.url} is not emulated locally` });
  }

  async function invokeFunction(name: string, payload: Buffer, response: ServerResponse): Promise<void> {
    const modulePath = namedFunctionModules.get(name);
    if (!modulePath) {
      response.setHeader('x-amzn-ErrorType', 'ResourceNotFoundException');
      return sendJson(response, 404, { Type: 'User', message: `Function not found: ${name}` });
    }
    const requestId = randomUUID();
    response.setHeader('x-amzn-RequestId', requestId);
    try {
      const handler = await loadHandler(modulePath);
      const result = await handler(JSON.parse(payload.toString('utf8') || 'null'), lambdaContext(name, requestId));
      sendJson(response, 200, result ?? null);
    } catch (error) {
      // A trigger refusing a sign-up throws on purpose: one line, the message Cognito passes on.
      log.warn(`Lambda ${name} a échoué : ${error instanceof Error ? error.message : String(error)}`);
      response.setHeader('X-Amz-Function-Error', 'Unhandled');
      const errorType = error instanceof Error ? error.name : 'Error';
      const errorMessage = error instanceof Error ? error.message : String(error);
      sendJson(response, 200, { errorType, errorMessage, trace: [] });
    }
  }

  /** CreateSchedule / GetSchedule / DeleteSchedule (REST-JSON: errors carry their type in x-amzn-ErrorType). */
  function scheduleOperation(method: string, name: string, body: Buffer, response: ServerResponse): void {
    const error = (status: number, type: string, message: string) => sendJson(response, status, { Message: message }, { 'x-amzn-ErrorType': type });
    if (method === 'POST') {
      const created = schedules.create(name, JSON.parse(body.toString('utf8') || '{}'));
      if (created === 'conflict') return error(409, 'ConflictException', `Schedule ${name} already exists.`);
      if (created === 'invalid') return error(400, 'ValidationException', 'Only one-time at() schedules in UTC with a target are emulated locally.');
      return sendJson(response, 200, { ScheduleArn: `arn:aws:scheduler:eu-west-3:000000000000:schedule/${created.group}/${name}` });
    }
    const found = schedules.get(name);
    if (!found) return error(404, 'ResourceNotFoundException', `Schedule ${name} does not exist.`);
    if (method === 'DELETE') {
      schedules.delete(name);
      return sendJson(response, 200, {});
    }
    return sendJson(response, 200, { Name: name, GroupName: found.group, ScheduleExpression: `at(${found.at.slice(0, 19)})`, Target: { Arn: found.targetArn, Input: found.input } });
  }

  async function localOperation(method: string, path: string, response: ServerResponse): Promise<void> {
    if (method === 'GET' && path === '/_local/mails') return sendJson(response, 200, mailbox.list());
    if (method === 'POST' && path === '/_local/drained') return drained().then(() => sendJson(response, 200, { drained: true }));
    if (method === 'GET' && path === `${WEBHOOK_SINK_PATH}.json`) return sendJson(response, 200, sink.list());
    if (method === 'GET' && path === WEBHOOK_SINK_PATH) return sendHtml(response, webhookSinkPage(sink.list()));
    if (method === 'GET' && path === '/_local/schedules') return sendJson(response, 200, schedules.list());
    const run = RUN_SCHEDULE_PATH.exec(path);
    if (method === 'POST' && run) return sendJson(response, (await schedules.runNow(decodeURIComponent(run[1] ?? ''))) ? 200 : 404, {});
    if (method === 'GET' && path === MAILBOX_PATH) return sendHtml(response, mailboxPage(mailbox.list(), (id) => `${MAILBOX_PATH}/${id}`));
    const mail = MAIL_PATH.exec(path);
    const found = mail ? mailbox.find(decodeURIComponent(mail[1] ?? '')) : undefined;
    if (method === 'GET' && found) return sendHtml(response, found.html);
    sendJson(response, 404, { message: `${method} ${path} : rien ici` });
  }

  /**
   * S3's event notification of the videos bucket (issue 26): in AWS the bucket invokes the upload check function
   * asynchronously with an S3 event (infra/constructs/media.ts); here the same function gets the same event shape, and
   * a failure is logged (S3's async invoke retries twice, then drops it: the check job catches what is left behind).
   */
  function notifyObjectCreated(created: ObjectCreated): void {
    if (created.bucket !== LOCAL_VIDEOS_BUCKET) return;
    const modulePath = namedFunctionModules.get(LOCAL_VIDEO_CHECK_FUNCTION);
    if (!modulePath) return;
    const event = {
      Records: [
        {
          eventVersion: '2.1',
          eventSource: 'aws:s3',
          awsRegion: 'eu-west-3',
          eventTime: new Date().toISOString(),
          eventName: created.eventName,
          s3: { s3SchemaVersion: '1.0', bucket: { name: created.bucket, arn: `arn:aws:s3:::${created.bucket}` }, object: { key: encodeURIComponent(created.key).replace(/%2F/g, '/'), size: created.size } },
        },
      ],
    };
    void loadHandler(modulePath)
      .then((handler) => handler(event, lambdaContext(LOCAL_VIDEO_CHECK_FUNCTION, randomUUID())))
      .catch((error: unknown) => log.error(`Contrôle de la vidéo ${created.key} : ${describe(error)}`));
  }

  /** A schedule's target: a local function named in its Lambda ARN (arn:aws:lambda:…:function:<name>). */
  async function invokeTarget(targetArn: string, input: string): Promise<void> {
    const name = targetArn.split(':function:')[1] ?? '';
    const modulePath = namedFunctionModules.get(name);
    if (!modulePath) throw new Error(`Cible de planification inconnue : ${targetArn}`);
    const handler = await loadHandler(modulePath);
    await handler(JSON.parse(input), lambdaContext(name, randomUUID()));
  }

  const boundPort = await listen(server, port);
  baseUrl = `http://127.0.0.1:${boundPort}`;
  return {
    url: baseUrl,
    putSecret: store.putSecret,
    putParameter: store.putParameter,
    trustPlaybackKey: (keyPairId, publicKeyPem) => void playbackKeys.set(keyPairId, publicKeyPem),
    objectTags: (bucket, key) => s3.tagsOf(bucket, key),
    mailboxUrl: `${baseUrl}${MAILBOX_PATH}`,
    close: async () => {
      schedules.stop();
      await closeServer(server);
    },
  };
}

function sendHtml(response: ServerResponse, html: string): void {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'" });
  response.end(html);
}
