import { WELCOME_SUBJECT } from '../../../functions/lib/mail/templates';
import type { LocalMail } from '../../../scripts/dev/mailbox';
import type { LocalSchedule } from '../../../scripts/dev/one-time-schedules';
import { VERIFICATION_CODE_SUBJECT } from '../../../shared/verification-code-mail';
import { testStack } from './stack';

/** What the local AWS emulator kept of the outside world: the e-mails SES would have sent, the pending schedules. */

async function local(method: string, path: string): Promise<Response> {
  return fetch(`${testStack().urls.aws}${path}`, { method });
}

/** The e-mails sent to an address, oldest first. */
export async function mailsTo(email: string): Promise<LocalMail[]> {
  const mails = (await (await local('GET', '/_local/mails')).json()) as LocalMail[];
  return mails.filter((mail) => mail.to.includes(email));
}

/**
 * The same, without the sign-up's code and the welcome every new account receives (member-mails.test.ts checks
 * those). A later code (a new address's) is a 'Ton code' e-mail too: read those with `mailsTo`.
 */
export async function mailsAfterWelcome(email: string): Promise<LocalMail[]> {
  return (await mailsTo(email)).filter((mail) => mail.subject !== WELCOME_SUBJECT && mail.subject !== VERIFICATION_CODE_SUBJECT);
}

export async function pendingSchedules(prefix: string): Promise<LocalSchedule[]> {
  const schedules = (await (await local('GET', '/_local/schedules')).json()) as LocalSchedule[];
  return schedules.filter((schedule) => schedule.name.startsWith(prefix));
}

/** Runs a one-time schedule now, as Scheduler would at its time; false when there is none by that name. */
export async function runSchedule(name: string): Promise<boolean> {
  return (await local('POST', `/_local/schedules/${encodeURIComponent(name)}/run`)).ok;
}

/** A request the local webhook sink received (scripts/dev/webhook-sink.ts). */
export interface SinkDelivery {
  hook: string;
  eventId: string | null;
  body: Record<string, unknown>;
  status: number;
}

/** What the webhook sink received on one hook, oldest first. */
export async function sinkDeliveries(hook: string): Promise<SinkDelivery[]> {
  return ((await (await local('GET', '/_local/webhooks.json')).json()) as SinkDelivery[]).filter((one) => one.hook === hook);
}

/**
 * Resolves once every change committed so far has been relayed from the outbox and handled by its consumers (retries
 * included): what a test that checks that something did NOT happen (a second e-mail, a delivery to a switched-off hook)
 * waits for, instead of a fixed time that is too short on a loaded machine and too long on a quiet one.
 */
export async function pipelineDrained(): Promise<void> {
  const answer = await local('POST', '/_local/drained');
  if (!answer.ok) throw new Error(`La pile locale n’a pas pu attendre ses événements (${answer.status})`);
}

/** Waits (10 s at most) until what the stack does in the background — an event relayed, a mail sent — is there. */
export async function waitFor(check: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 100 && !(await check()); tries += 1) await new Promise((resolve) => setTimeout(resolve, 100));
}
