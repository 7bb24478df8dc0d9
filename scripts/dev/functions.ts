import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { CONSUMERS } from '../../shared/events/catalogue';
import { TRIGGER_FUNCTIONS } from './cognito-local';
import { LOCAL_REMINDER_FUNCTION, LOCAL_VIDEO_CHECK_FUNCTION } from './local-aws';

/**
 * The Lambda handlers the local stack runs: the very modules CDK bundles, imported once each,
 * all in the dev process with the environment of `function-env.ts`.
 */
export type LambdaHandler = (event: unknown, context: Context) => Promise<unknown>;

const functionsRoot = fileURLToPath(new URL('../../functions/', import.meta.url));

/** `functions/<domain>/handler.ts`: one Lambda per API domain. */
export const apiHandlerModule = (domain: string): string => `${domain}/handler.ts`;

/** Functions invoked by name through the local Lambda-invoke endpoint: Cognito triggers and event consumers. */
export const namedFunctionModules: ReadonlyMap<string, string> = new Map([
  ...Object.values(TRIGGER_FUNCTIONS).map((name) => [name, `auth/${name}.ts`] as const),
  ...CONSUMERS.map((name) => [name, `consumers/${name}.ts`] as const),
  // Run by the one-time schedules made at booking (EventBridge Scheduler in AWS, the AWS emulator locally).
  [LOCAL_REMINDER_FUNCTION, 'visios/reminder.ts'],
  // Invoked by S3's ObjectCreated notification of the videos bucket (the AWS emulator's S3 locally).
  [LOCAL_VIDEO_CHECK_FUNCTION, 'videos/upload-check.ts'],
]);

const loaded = new Map<string, Promise<LambdaHandler>>();

/** Imports `functions/<modulePath>` once and returns its `handler`; a failed import is retried next call. */
export function loadHandler(modulePath: string): Promise<LambdaHandler> {
  let handler = loaded.get(modulePath);
  if (!handler) {
    handler = importHandler(modulePath);
    loaded.set(modulePath, handler);
    handler.catch(() => loaded.delete(modulePath));
  }
  return handler;
}

async function importHandler(modulePath: string): Promise<LambdaHandler> {
  const file = `${functionsRoot}${modulePath}`;
  if (!existsSync(file)) throw new Error(`functions/${modulePath} n’existe pas`);
  const module = (await import(pathToFileURL(file).href)) as { handler?: unknown };
  if (typeof module.handler !== 'function') throw new Error(`functions/${modulePath} n’exporte pas de fonction handler`);
  return module.handler as LambdaHandler;
}

/** A Lambda context as the runtime gives it (fixed 30 s budget: nothing times out locally). */
export function lambdaContext(functionName: string, requestId: string, timeoutMs = 30_000): Context {
  const deadline = Date.now() + timeoutMs;
  const fail = (): never => {
    throw new Error('Legacy Lambda callbacks are not used');
  };
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:eu-west-3:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: fail,
    fail,
    succeed: fail,
  };
}
