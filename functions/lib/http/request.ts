import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { parse as parseContentType } from 'content-type';
import type * as z from 'zod';
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

/** What an `Idempotency-Key` may be (the web app sends `crypto.randomUUID()`): letters, digits, `-` and `_`, 8 to 64. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * The request's `Idempotency-Key` header (IETF draft-ietf-httpapi-idempotency-key-header), null when absent; a
 * malformed one is refused (400) rather than ignored, since the caller counts on it to be applied once.
 */
export function readIdempotencyKey(event: APIGatewayProxyEventV2WithJWTAuthorizer): string | null {
  const key = event.headers?.['idempotency-key'];
  if (key === undefined) return null;
  if (!IDEMPOTENCY_KEY.test(key)) throw new HttpError('VALIDATION_FAILED', { idempotencyKey: 'La clé d’idempotence doit compter 8 à 64 lettres, chiffres, tirets ou soulignés.' });
  return key;
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

/** JSON, or a `+json` type; UTF-8, the only encoding JSON may travel in between systems (RFC 8259 §8.1). */
const JSON_TYPE = /^application\/(.+\+)?json$/i;
const UTF_8 = /^utf-?8$/i;

/**
 * Raw body → JSON value, refusing before anything reads it: an oversized body (413), a content type other than JSON
 * or a charset other than UTF-8 (415: decoding latin-1 bytes as UTF-8 would store mangled text), malformed JSON (400).
 * A leading byte order mark is dropped, as the WHATWG decoder does.
 */
function readJsonBody(event: APIGatewayProxyEventV2WithJWTAuthorizer): unknown {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  const raw = readRawBody(event);
  const contentType = event.headers?.['content-type'];
  if (contentType) {
    const { type, parameters } = parseContentType(contentType);
    if (!JSON_TYPE.test(type)) throw new HttpError('UNSUPPORTED_MEDIA_TYPE');
    if (parameters.charset !== undefined && !UTF_8.test(parameters.charset)) throw new HttpError('UNSUPPORTED_CHARSET');
  }
  try {
    return JSON.parse(new TextDecoder('utf-8').decode(raw));
  } catch {
    throw new HttpError('INVALID_JSON');
  }
}

function validate(schema: z.ZodType, value: unknown): unknown {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError('VALIDATION_FAILED', fieldErrors(result.error));
  return result.data;
}
