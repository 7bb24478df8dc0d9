import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './local-aws';
import type { Log } from './log';

/**
 * The smallest S3 the product's code needs locally (issue 22, the members' data exports): private objects in the
 * buckets it names, path-style (`/<bucket>/<key>`), answering the real SDK (`@aws-sdk/client-s3` PutObject, GetObject,
 * DeleteObject, HeadObject) and presigned GET links (`@aws-sdk/s3-request-presigner`), as S3 does:
 * - every request must carry a Signature Version 4 made with the local credentials — in the Authorization header
 *   (the SDK) or in the query (a presigned link) — recomputed here from the request as received: a link whose query
 *   was altered, or that has expired (X-Amz-Expires), is refused with S3's 403 error codes; no anonymous read;
 * - a presigned GET honours `response-content-disposition` and `response-content-type`, as S3 does.
 * Objects live in memory (the stack's lifetime); no listing, no lifecycle (the AWS bucket's 7-day rule is tested in
 * test/infra; the API itself refuses an export past its date).
 */
export interface S3Emulator {
  /** Whether a request path is an S3 request of one of the emulated buckets. */
  owns(path: string): boolean;
  handle(request: IncomingMessage, response: ServerResponse, body: Buffer): void;
}

interface StoredObject {
  body: Buffer;
  contentType: string;
  lastModified: Date;
  etag: string;
}

const ALGORITHM = 'AWS4-HMAC-SHA256';
const UNSIGNED = 'UNSIGNED-PAYLOAD';

/** RFC 3986 encoding, as SigV4's canonical query string wants it. */
const encode = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

function parseQuery(raw: string): [string, string][] {
  if (!raw) return [];
  return raw.split('&').map((pair) => {
    const [key = '', value = ''] = pair.split('=');
    const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, '%20'));
    return [decode(key), decode(value)];
  });
}

/** The SigV4 signature of a request as S3 computes it (canonical request → string to sign → signing key). */
function signature({ method, path, query, headers, signedHeaders, payloadHash, amzDate, scope }: {
  method: string;
  path: string;
  query: [string, string][];
  headers: IncomingMessage['headers'];
  signedHeaders: string[];
  payloadHash: string;
  amzDate: string;
  scope: string;
}): string {
  const canonicalQuery = query
    .map(([key, value]) => [encode(key), encode(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const canonicalHeaders = signedHeaders.map((name) => {
    const value = headers[name];
    return `${name}:${(Array.isArray(value) ? value.join(',') : (value ?? '')).trim().replace(/\s+/g, ' ')}\n`;
  });
  const canonicalRequest = [method, path, canonicalQuery, canonicalHeaders.join(''), signedHeaders.join(';'), payloadHash].join('\n');
  const stringToSign = [ALGORITHM, amzDate, scope, sha256(canonicalRequest)].join('\n');
  const [day = '', region = '', service = ''] = scope.split('/');
  const key = hmac(hmac(hmac(hmac(`AWS4${LOCAL_CREDENTIALS.secretAccessKey}`, day), region), service), 'aws4_request');
  return hmac(key, stringToSign).toString('hex');
}

const sameSignature = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** 'YYYYMMDDTHHMMSSZ' → epoch ms. */
const amzInstant = (amzDate: string) =>
  Date.parse(`${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`);

type Verdict = { ok: true } | { ok: false; code: string; message: string };

/** Checks the request's signature, from its Authorization header or its presigned query. */
function verify(request: IncomingMessage, path: string, rawQuery: string, body: Buffer, now = Date.now()): Verdict {
  const query = parseQuery(rawQuery);
  const param = (name: string) => query.find(([key]) => key === name)?.[1];
  const method = request.method ?? 'GET';
  const presigned = param('X-Amz-Signature');
  let credential: string;
  let signedHeaders: string[];
  let given: string;
  let amzDate: string;
  let payloadHash: string;
  let signedQuery = query;
  if (presigned) {
    credential = param('X-Amz-Credential') ?? '';
    signedHeaders = (param('X-Amz-SignedHeaders') ?? '').split(';');
    amzDate = param('X-Amz-Date') ?? '';
    payloadHash = UNSIGNED;
    given = presigned;
    signedQuery = query.filter(([key]) => key !== 'X-Amz-Signature');
    const expires = Number(param('X-Amz-Expires'));
    if (param('X-Amz-Algorithm') !== ALGORITHM || !Number.isInteger(expires) || expires <= 0) return { ok: false, code: 'AuthorizationQueryParametersError', message: 'Invalid presigned query' };
    if (now > amzInstant(amzDate) + expires * 1000) return { ok: false, code: 'AccessDenied', message: 'Request has expired' };
  } else {
    const authorization = request.headers.authorization ?? '';
    const fields = Object.fromEntries(
      authorization
        .replace(`${ALGORITHM} `, '')
        .split(/,\s*/)
        .map((part) => part.split('=') as [string, string]),
    );
    if (!authorization.startsWith(ALGORITHM) || !fields.Credential) return { ok: false, code: 'AccessDenied', message: 'Access Denied' };
    credential = fields.Credential;
    signedHeaders = (fields.SignedHeaders ?? '').split(';');
    given = fields.Signature ?? '';
    amzDate = String(request.headers['x-amz-date'] ?? '');
    payloadHash = String(request.headers['x-amz-content-sha256'] ?? UNSIGNED);
    if (payloadHash !== UNSIGNED && !payloadHash.startsWith('STREAMING-') && payloadHash !== sha256(body)) {
      return { ok: false, code: 'XAmzContentSHA256Mismatch', message: 'The provided x-amz-content-sha256 header does not match what was computed.' };
    }
  }
  const [accessKeyId, ...scopeParts] = credential.split('/');
  if (accessKeyId !== LOCAL_CREDENTIALS.accessKeyId) return { ok: false, code: 'InvalidAccessKeyId', message: 'The AWS Access Key Id you provided does not exist in our records.' };
  const scope = scopeParts.join('/');
  if (scopeParts[1] !== LOCAL_REGION || scopeParts[2] !== 's3') return { ok: false, code: 'AuthorizationHeaderMalformed', message: `Bad credential scope ${scope}` };
  const expected = signature({ method, path, query: signedQuery, headers: request.headers, signedHeaders, payloadHash, amzDate, scope });
  return sameSignature(expected, given)
    ? { ok: true }
    : { ok: false, code: 'SignatureDoesNotMatch', message: 'The request signature we calculated does not match the signature you provided.' };
}

function sendError(response: ServerResponse, status: number, code: string, message: string, method: string): void {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(method === 'HEAD' ? undefined : `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}

export function createS3Emulator({ buckets, log }: { buckets: readonly string[]; log: Log }): S3Emulator {
  const objects = new Map<string, StoredObject>();
  const bucketOf = (path: string) => buckets.find((bucket) => path.startsWith(`/${bucket}/`));

  return {
    owns: (path) => bucketOf(path) !== undefined,
    handle(request, response, body) {
      const [path = '', rawQuery = ''] = (request.url ?? '').split('?');
      const method = request.method ?? 'GET';
      const verdict = verify(request, path, rawQuery, body);
      if (!verdict.ok) {
        log.info(`S3 local : ${method} refusé (${verdict.code})`);
        return sendError(response, 403, verdict.code, verdict.message, method);
      }
      // The object's key as S3 names it: the path after the bucket, decoded.
      const key = decodeURIComponent(path);
      const query = new URLSearchParams(rawQuery);
      if (method === 'PUT') {
        const etag = `"${createHash('md5').update(body).digest('hex')}"`;
        objects.set(key, { body, contentType: String(request.headers['content-type'] ?? 'binary/octet-stream'), lastModified: new Date(), etag });
        response.writeHead(200, { etag });
        return void response.end();
      }
      if (method === 'DELETE') {
        objects.delete(key);
        response.writeHead(204);
        return void response.end();
      }
      if (method !== 'GET' && method !== 'HEAD') return sendError(response, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.', method);
      const stored = objects.get(key);
      if (!stored) return sendError(response, 404, 'NoSuchKey', 'The specified key does not exist.', method);
      const disposition = query.get('response-content-disposition');
      response.writeHead(200, {
        'content-type': query.get('response-content-type') ?? stored.contentType,
        'content-length': String(stored.body.length),
        'last-modified': stored.lastModified.toUTCString(),
        etag: stored.etag,
        ...(disposition ? { 'content-disposition': disposition } : {}),
      });
      response.end(method === 'HEAD' ? undefined : stored.body);
    },
  };
}
