import { randomUUID } from 'node:crypto';
import type { EventBridgeEvent, SQSBatchResponse } from 'aws-lambda';
import { EVENT_SOURCE, events } from '../../shared/events/catalogue';
import { lambdaContext, loadHandler, namedFunctionModules } from './functions';
import { LOCAL_REGION } from './local-aws';
import type { Log } from './log';
import { sqsMessage } from './sqs-message';

/** One entry of a PutEvents request (JSON 1.1 protocol). */
export interface PutEventsEntry {
  Source?: string;
  DetailType?: string;
  Detail?: string;
  EventBusName?: string;
  Resources?: string[];
  Time?: string | number;
}

export type PutEventsResultEntry = { EventId: string } | { ErrorCode: string; ErrorMessage: string };

export interface EventBus {
  putEvents(entries: PutEventsEntry[]): { FailedEntryCount: number; Entries: PutEventsResultEntry[] };
  /** Resolves once every delivery under way has finished. */
  drained(): Promise<void>;
}

const catalogue = new Map(Object.values(events).map((event) => [event.detailType as string, event]));

/** Locally a failed event is tried again a few times, quickly (in AWS: every 15 minutes for 24 hours). */
const LOCAL_ATTEMPTS = 4;
const LOCAL_RETRY_MS = 250;

/**
 * The local EventBridge bus: the same rules as CDK (one per catalogue event, source `EVENT_SOURCE`,
 * targets = the event's consumers, through their SQS queues). Details are checked against the catalogue's zod schema, so a
 * publisher that drifts fails here first. Delivery is asynchronous, as in AWS; a failing consumer is logged,
 * tried again a few times (its message returned to the queue) and never breaks the publisher or the stack.
 */
export function createEventBus({ busName, log }: { busName: string; log: Log }): EventBus {
  const inFlight = new Set<Promise<void>>();

  function accept(entry: PutEventsEntry): PutEventsResultEntry {
    const reject = (ErrorCode: string, ErrorMessage: string): PutEventsResultEntry => {
      log.error(`Bus local : événement refusé (${entry.DetailType ?? 'sans detail-type'}) : ${ErrorMessage}`);
      return { ErrorCode, ErrorMessage };
    };
    if ((entry.EventBusName ?? 'default') !== busName) return reject('NotFoundException', `unknown event bus ${entry.EventBusName}`);
    if (entry.Source !== EVENT_SOURCE) return reject('InvalidArgument', `source must be ${EVENT_SOURCE}`);
    const definition = entry.DetailType ? catalogue.get(entry.DetailType) : undefined;
    if (!definition) return reject('InvalidArgument', `detail-type ${entry.DetailType} is not in shared/events/catalogue.ts`);
    let detail: unknown;
    try {
      detail = JSON.parse(entry.Detail ?? '');
    } catch {
      return reject('MalformedDetail', 'Detail is not JSON');
    }
    const parsed = definition.detail.safeParse(detail);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'detail'}: ${issue.message}`).join('; ');
      return reject('InvalidArgument', `detail does not match the catalogue (${problems})`);
    }

    const event: EventBridgeEvent<string, unknown> = {
      version: '0',
      id: randomUUID(),
      'detail-type': definition.detailType,
      source: entry.Source,
      account: '000000000000',
      time: eventTime(entry.Time),
      region: LOCAL_REGION,
      resources: entry.Resources ?? [],
      detail,
    };
    for (const consumer of definition.consumers) {
      const delivery = deliver(consumer, event);
      inFlight.add(delivery);
      void delivery.finally(() => inFlight.delete(delivery));
    }
    return { EventId: event.id };
  }

  async function deliver(consumer: string, event: EventBridgeEvent<string, unknown>): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    const modulePath = namedFunctionModules.get(consumer);
    if (!modulePath) return log.error(`Bus local : aucun module pour le consommateur ${consumer}`);
    for (let attempt = 1; attempt <= LOCAL_ATTEMPTS; attempt += 1) {
      try {
        const handler = await loadHandler(modulePath);
        // The event as the consumer's SQS queue hands it to the consumer's Lambda (infra/constructs/events.ts).
        const message = sqsMessage(event, { receiveCount: attempt, sender: 'events.amazonaws.com', queue: `la-meute-local-${consumer}` });
        const answer = (await handler(message, lambdaContext(consumer, randomUUID()))) as SQSBatchResponse | undefined;
        if (!answer?.batchItemFailures.length) return;
      } catch (error) {
        log.error(`Bus local : le consommateur ${consumer} a échoué sur ${event['detail-type']} (${event.id}) : ${describe(error)}`);
      }
      if (attempt < LOCAL_ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, LOCAL_RETRY_MS * 2 ** (attempt - 1)));
    }
    log.error(`Bus local : ${event['detail-type']} (${event.id}) abandonné par ${consumer} après ${LOCAL_ATTEMPTS} essais (en AWS : file de lettres mortes)`);
  }

  return {
    putEvents(entries) {
      const results = entries.map(accept);
      return { FailedEntryCount: results.filter((result) => 'ErrorCode' in result).length, Entries: results };
    },
    async drained() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}

/** EventBridge's `time`: ISO 8601 to the second. The SDK sends `Time` as epoch seconds. */
function eventTime(time: string | number | undefined): string {
  const date = time === undefined ? new Date() : new Date(typeof time === 'number' ? time * 1000 : time);
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
