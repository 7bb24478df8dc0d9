import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import type { z } from 'zod';
import { MAX_BODY_BYTES } from '../../../shared/contract/errors';
import type { RouteDefinition } from '../../../shared/contract/route';
import { fieldErrors } from '../../../shared/schemas/field-errors';
import { HttpError } from './errors';

/** The validated input of a route: body, query and path parameters, each parsed by the contract's zod schema. */
export interface ParsedInput {
  body: unknown;
  query: unknown;
  params: unknown;
}

export function parseInput(route: RouteDefinition, event: APIGatewayProxyEventV2WithJWTAuthorizer): ParsedInput {
  return {
    body: route.body && route.access !== 'webhook' ? validate(route.body, readJsonBody(event)) : undefined,
    query: route.query ? validate(route.query, event.queryStringParameters ?? {}) : undefined,
    params: route.params ? validate(route.params, event.pathParameters ?? {}) : undefined,
  };
}

/**
 * The body's bytes exactly as the sender signed them (API Gateway base64-encodes binary bodies), refused when
 * oversized. A webhook route gets these; every other route gets them parsed as JSON.
 */
export function readRawBody(event: APIGatewayProxyEventV2WithJWTAuthorizer): Buffer {
  if (event.body === undefined || event.body === null) return Buffer.alloc(0);
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
  if (raw.byteLength > MAX_BODY_BYTES) throw new HttpError('PAYLOAD_TOO_LARGE');
  return raw;
}

/** Raw body → JSON value, refusing oversized or malformed bodies before anything else reads them. */
function readJsonBody(event: APIGatewayProxyEventV2WithJWTAuthorizer): unknown {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  const raw = readRawBody(event);
  const contentType = event.headers?.['content-type'];
  if (contentType && !/^application\/(.+\+)?json\b/i.test(contentType)) throw new HttpError('UNSUPPORTED_MEDIA_TYPE');
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw new HttpError('INVALID_JSON');
  }
}

function validate(schema: z.ZodType, value: unknown): unknown {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError('VALIDATION_FAILED', fieldErrors(result.error));
  return result.data;
}
