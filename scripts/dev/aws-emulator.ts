import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { describe, type EventBus, type PutEventsEntry } from './event-bus';
import { lambdaContext, loadHandler, namedFunctionModules } from './functions';
import type { Log } from './log';
import { closeServer, listen, readBody, sendJson } from './http-server';

const INVOKE_PATH = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;

export interface AwsEmulator {
  url: string;
  /** Stores a Secrets Manager secret (by ARN) or an SSM parameter (by name) the functions read. */
  putSecret(arn: string, value: string): void;
  putParameter(name: string, value: string): void;
  close(): Promise<void>;
}

/**
 * The AWS APIs the functions and cognito-local call that no emulator package provides, on one
 * internal port: Lambda Invoke (cognito-local calls the triggers through it), EventBridge PutEvents
 * (the functions publish with the real SDK pointed here by EVENTBRIDGE_ENDPOINT), and reading a secret
 * (Secrets Manager GetSecretValue) or a parameter (SSM GetParameter), as the functions do in AWS.
 */
export async function startAwsEmulator({ port, bus, log }: { port: number; bus: EventBus; log: Log }): Promise<AwsEmulator> {
  const secrets = new Map<string, string>();
  const parameters = new Map<string, string>();
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      log.error(`Émulateur AWS : ${describe(error)}`);
      if (!response.headersSent) sendJson(response, 500, { message: 'Internal error' });
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = (await readBody(request, 10 * 1024 * 1024)) ?? Buffer.alloc(0);
    const invoke = INVOKE_PATH.exec(request.url?.split('?')[0] ?? '');
    if (request.method === 'POST' && invoke) return invokeFunction(decodeURIComponent(invoke[1] ?? ''), body, response);
    if (request.method === 'POST' && request.headers['x-amz-target'] === 'AWSEvents.PutEvents') {
      const { Entries = [] } = JSON.parse(body.toString('utf8') || '{}') as { Entries?: PutEventsEntry[] };
      return sendJson(response, 200, bus.putEvents(Entries), { 'content-type': 'application/x-amz-json-1.1' });
    }
    if (request.method === 'POST' && request.headers['x-amz-target'] === 'secretsmanager.GetSecretValue') {
      const { SecretId = '' } = JSON.parse(body.toString('utf8') || '{}') as { SecretId?: string };
      const value = secrets.get(SecretId);
      if (value === undefined) return sendAwsError(response, 'ResourceNotFoundException', `Secrets Manager can't find the specified secret.`);
      return sendJson(response, 200, { ARN: SecretId, Name: SecretId, SecretString: value }, { 'content-type': 'application/x-amz-json-1.1' });
    }
    if (request.method === 'POST' && request.headers['x-amz-target'] === 'AmazonSSM.GetParameter') {
      const { Name = '' } = JSON.parse(body.toString('utf8') || '{}') as { Name?: string };
      const value = parameters.get(Name);
      if (value === undefined) return sendAwsError(response, 'ParameterNotFound', `Parameter ${Name} not found.`);
      return sendJson(response, 200, { Parameter: { Name, Type: 'String', Value: value, Version: 1 } }, { 'content-type': 'application/x-amz-json-1.1' });
    }
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

  const boundPort = await listen(server, port);
  return {
    url: `http://127.0.0.1:${boundPort}`,
    putSecret: (arn, value) => void secrets.set(arn, value),
    putParameter: (name, value) => void parameters.set(name, value),
    close: () => closeServer(server),
  };
}

/** An error as the AWS JSON protocol answers one: the SDK reads its type from `__type`. */
function sendAwsError(response: ServerResponse, type: string, message: string): void {
  sendJson(response, 400, { __type: type, message }, { 'content-type': 'application/x-amz-json-1.1' });
}
