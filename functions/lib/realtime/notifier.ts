import { Sha256 } from '@aws-crypto/sha256-js';
import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { SignatureV4 } from '@smithy/signature-v4';
import {
  memberChannel,
  memberNotificationSchema,
  staffChannel,
  staffNotificationSchema,
  type MemberNotification,
  type StaffNotification,
} from '../../../shared/realtime/channels';
import { config } from '../config';
import { outboxItem } from '../events/outbox';
import type { WriteEntities } from '../points/ledger';

/** A publish that takes longer failed: the queue tries again. */
const PUBLISH_TIMEOUT_MS = 5_000;

let signer: SignatureV4 | undefined;

/** One signer per container: the default credential chain (the Lambda's role; the local stack's fixed keys). */
function appsyncSigner(): SignatureV4 {
  signer ??= new SignatureV4({ service: 'appsync', region: config().AWS_REGION, credentials: defaultProvider(), sha256: Sha256 });
  return signer;
}

/**
 * Tells a member, on their own channel (`/members/<sub>`), that something changed for them: an HTTP publish to the
 * AppSync Events API signed with SigV4 (the namespace accepts only IAM publishers; see infra/constructs/realtime.ts).
 * Only the member-notifications consumer calls it, from the `member_notified` event the change wrote with its commit
 * (`notificationItem`): a publish that fails throws, so the consumer's queue tries it again. Failures are described
 * by the notification's kind and status only, never the member or the payload.
 */
export async function notifyMember(sub: string, notification: MemberNotification): Promise<void> {
  await publish(memberChannel(sub), notification.kind, memberNotificationSchema.parse(notification));
}

/**
 * Tells a staff member, on their own channel (`/staff/<sub>`), that a member is waiting (issue 21): the same signed
 * publish, on the `staff` namespace. Only the staff-notifications consumer calls it.
 */
export async function notifyStaff(sub: string, notification: StaffNotification): Promise<void> {
  await publish(staffChannel(sub), notification.kind, staffNotificationSchema.parse(notification));
}

async function publish(channel: string, kind: string, payload: unknown): Promise<void> {
  const endpoint = config().REALTIME_EVENT_URL;
  if (!endpoint) throw new Error(`Notification ${kind} non envoyée : REALTIME_EVENT_URL absent de cette fonction`);
  const url = new URL(endpoint);
  const body = JSON.stringify({ channel, events: [JSON.stringify(payload)] });
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
  const response = await fetch(url, { method: 'POST', headers: signed.headers, body, signal: AbortSignal.timeout(PUBLISH_TIMEOUT_MS) });
  // AppSync answers 200 with the events it could not deliver listed under `failed`.
  const answer = (await response.json().catch(() => ({}))) as { failed?: unknown[] };
  if (!response.ok || (Array.isArray(answer.failed) && answer.failed.length > 0)) {
    throw new Error(`Notification ${kind} refusée par le canal temps réel (${response.status}, ${answer.failed?.length ?? 0} en échec)`);
  }
}

/**
 * The item that tells a member something once the transaction it goes in commits: the `member_notified` event (put it
 * last, as any outbox item). The database stays the truth; the message only has the app refetch sooner.
 */
export function notificationItem(entities: WriteEntities, userId: string, notification: MemberNotification, at: string) {
  return outboxItem(entities, 'member_notified', { userId, notification }, at);
}
