import { Sha256 } from '@aws-crypto/sha256-js';
import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { SignatureV4 } from '@smithy/signature-v4';
import { memberChannel, memberNotificationSchema, type MemberNotification } from '../../../shared/realtime/channels';
import { config } from '../config';
import { logger } from '../logger';

/** A notification is a courtesy: past this, the caller's answer matters more than the toast. */
const PUBLISH_TIMEOUT_MS = 2_000;

let signer: SignatureV4 | undefined;

/** One signer per container: the default credential chain (the Lambda's role; the local stack's fixed keys). */
function appsyncSigner(): SignatureV4 {
  signer ??= new SignatureV4({ service: 'appsync', region: config().AWS_REGION, credentials: defaultProvider(), sha256: Sha256 });
  return signer;
}

/**
 * Tells a member, on their own channel (`/members/<sub>`), that something changed for them: an HTTP publish to the
 * AppSync Events API signed with SigV4 (the namespace accepts only IAM publishers; see infra/constructs/realtime.ts).
 *
 * Best effort, by design: it resolves in every case and never throws. The database is the truth; a member who misses
 * a message (offline, no tab open, a publish that failed) sees the change when the app refetches on focus or
 * reconnection. Call it after the write has committed, and await it before the handler returns (a frozen Lambda
 * sends nothing). Failures are logged with the notification's kind only, never the member or the payload.
 */
export async function notifyMember(sub: string, notification: MemberNotification): Promise<void> {
  const kind = notification.kind;
  try {
    const parsed = memberNotificationSchema.safeParse(notification);
    if (!parsed.success) {
      logger.error('Notification refusée par son schéma', { kind, issues: parsed.error.issues.map((issue) => issue.path.join('.')) });
      return;
    }
    const endpoint = config().REALTIME_EVENT_URL;
    if (!endpoint) {
      logger.error('Notification non envoyée : REALTIME_EVENT_URL absent de cette fonction', { kind });
      return;
    }
    const url = new URL(endpoint);
    const body = JSON.stringify({ channel: memberChannel(sub), events: [JSON.stringify(parsed.data)] });
    const signed = await appsyncSigner().sign({
      method: 'POST',
      protocol: url.protocol,
      hostname: url.hostname,
      ...(url.port ? { port: Number(url.port) } : {}),
      path: url.pathname,
      query: {},
      headers: { host: url.host, 'content-type': 'application/json' },
      body,
    });
    const response = await fetch(url, {
      method: 'POST',
      headers: signed.headers,
      body,
      signal: AbortSignal.timeout(PUBLISH_TIMEOUT_MS),
    });
    // AppSync answers 200 with the events it could not deliver listed under `failed`.
    const answer = (await response.json().catch(() => ({}))) as { failed?: unknown[] };
    if (!response.ok || (Array.isArray(answer.failed) && answer.failed.length > 0)) {
      logger.error('Notification refusée par le canal temps réel', { kind, status: response.status, failed: answer.failed?.length ?? 0 });
    }
  } catch (error) {
    // The error's name only (TimeoutError, TypeError…): a message may quote the endpoint's answer.
    const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : 'inconnue';
    logger.error('Notification non envoyée', { kind, error: name });
  }
}
