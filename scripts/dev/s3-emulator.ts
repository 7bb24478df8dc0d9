import { verifyCannedSignedUrl } from './cloudfront-signed-url';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { evaluatePostPolicy, type PostPolicy } from '../../functions/lib/storage/post-policy';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './local-aws';
import type { Log } from './log';
import { boundaryOf, parseMultipart } from './multipart';

/**
 * The smallest S3 the product's code needs locally (issue 22, the members' data exports): private objects in the
 * buckets it names, path-style (`/<bucket>/<key>`), answering the real SDK (`@aws-sdk/client-s3` PutObject, GetObject,
 * DeleteObject, HeadObject) and presigned GET links (`@aws-sdk/s3-request-presigner`), as S3 does:
 * - every request must carry a Signature Version 4 made with the local credentials — in the Authorization header
 *   (the SDK) or in the query (a presigned link) — recomputed here from the request as received: a link whose query
 *   was altered, or that has expired (X-Amz-Expires), is refused with S3's 403 error codes; no anonymous read;
 * - a presigned GET honours `response-content-disposition` and `response-content-type`, as S3 does.
 * - a ranged GET (`Range: bytes=a-b`, `bytes=a-`, `bytes=-n`) answers 206 with its Content-Range, as S3 does;
 * - a browser's POST upload (issue 26, a presigned POST from `@aws-sdk/s3-presigned-post`) to `/<bucket>`: the form's
 *   policy signature is checked (SigV4 over the base64 policy), then its conditions by the product's own evaluator
 *   (functions/lib/storage/post-policy.ts: expiration, content-length-range, eq / starts-with, no extra field), then
 *   the file is stored with the form's Content-Type and answered with success_action_status (204 by default, 201 with
 *   S3's PostResponse XML); CORS as the AWS bucket's rule allows it (the site's origins, here any localhost origin);
 * - CopyObject (a PUT with `x-amz-copy-source`, issue 26: a commented video copied onto itself with its retention tag)
 *   as S3 does it: a new object, its LastModified now; `x-amz-metadata-directive` COPY (the default: the source's
 *   Content-Type and `x-amz-meta-*`) or REPLACE (the request's, Content-Type `binary/octet-stream` when not given);
 *   `x-amz-tagging-directive` COPY (the source's tags) or REPLACE (`x-amz-tagging`); a copy of an object onto itself
 *   that does not REPLACE its metadata is refused (400 InvalidRequest), a missing source is 404 NoSuchKey;
 * - after a PUT, POST or copy, `onObjectCreated` is called as S3 sends its ObjectCreated notification
 *   (asynchronously, after the answer).
 * Objects live in memory (the stack's lifetime); no listing, no lifecycle (the AWS buckets' rules are tested in
 * test/infra; the API itself refuses an export past its date).
 */
export interface S3Emulator {
  /** Whether a request path is an S3 request of one of the emulated buckets. */
  owns(path: string): boolean;
  handle(request: IncomingMessage, response: ServerResponse, body: Buffer): void;
  /**
   * CloudFront's `/videos/*` behaviour (issue 26): a GET or HEAD of `<path prefix>/<key>` answered from `bucket` only
   * for a URL signed by one of `trustedKeys` (key pair id → public key PEM) and not expired (cloudfront-signed-url.ts),
   * with ranges for seeking; anything else 403, as CloudFront answers.
   */
  serveSigned(request: IncomingMessage, response: ServerResponse, options: { bucket: string; key: string; url: URL; trustedKeys: ReadonlyMap<string, string> }): void;
  /** The tags of an object (tests: the retention tag of a commented video), or null when absent. */
  tagsOf(bucket: string, key: string): { name: string; value: string }[] | null;
}

/** What S3 tells of a new object (the S3 event record's essentials). */
export interface ObjectCreated {
  bucket: string;
  key: string;
  size: number;
  eventName: 'ObjectCreated:Put' | 'ObjectCreated:Post' | 'ObjectCreated:Copy';
}

interface StoredObject {
  body: Buffer;
  contentType: string;
  lastModified: Date;
  etag: string;
  /** User metadata (`x-amz-meta-<name>`), by name. */
  metadata: Record<string, string>;
  tags?: { name: string; value: string }[];
}

/** The user metadata of a request: its `x-amz-meta-*` headers. */
const metadataOf = (headers: IncomingMessage['headers']): Record<string, string> =>
  Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => name.startsWith('x-amz-meta-'))
      .map(([name, value]) => [name.slice('x-amz-meta-'.length), Array.isArray(value) ? value.join(',') : String(value ?? '')]),
  );

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

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
  return hmac(signingKey(scope), stringToSign).toString('hex');
}

/** SigV4's signing key of a credential scope ('day/region/service/aws4_request'). */
function signingKey(scope: string): Buffer {
  const [day = '', region = '', service = ''] = scope.split('/');
  return hmac(hmac(hmac(hmac(`AWS4${LOCAL_CREDENTIALS.secretAccessKey}`, day), region), service), 'aws4_request');
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

/** The CORS rule of the AWS buckets that take browser uploads (the site's origin); locally, the local sites' origins. */
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

function corsHeaders(request: IncomingMessage): Record<string, string> {
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || !LOCAL_ORIGIN.test(origin)) return {};
  return { 'access-control-allow-origin': origin, 'access-control-expose-headers': 'ETag, Location', vary: 'Origin' };
}

/** The bytes a Range header asks for, as [start, end] inclusive; null for none, 'invalid' when unsatisfiable. */
function rangeOf(header: string | undefined, length: number): [number, number] | null | 'invalid' {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') return length === 0 ? 'invalid' : [Math.max(0, length - Number(to)), length - 1];
  const start = Number(from);
  if (start >= length) return 'invalid';
  return [start, to === '' ? length - 1 : Math.min(Number(to), length - 1)];
}

export function createS3Emulator({ buckets, log, onObjectCreated }: { buckets: readonly string[]; log: Log; onObjectCreated?: (created: ObjectCreated) => void }): S3Emulator {
  const objects = new Map<string, StoredObject>();
  const bucketOf = (path: string) => buckets.find((bucket) => path === `/${bucket}` || path.startsWith(`/${bucket}/`));

  function store(
    bucket: string,
    key: string,
    body: Buffer,
    contentType: string,
    eventName: ObjectCreated['eventName'],
    { metadata = {}, tags }: Pick<Partial<StoredObject>, 'metadata' | 'tags'> = {},
  ): StoredObject {
    const etag = `"${createHash('md5').update(body).digest('hex')}"`;
    const stored: StoredObject = { body, contentType, lastModified: new Date(), etag, metadata, ...(tags ? { tags } : {}) };
    objects.set(`/${bucket}/${key}`, stored);
    // S3's notification comes after the answer, never inside the request.
    if (onObjectCreated) setImmediate(() => onObjectCreated({ bucket, key, size: body.length, eventName }));
    return stored;
  }

  /** CopyObject: `x-amz-copy-source` ('<bucket>/<key>', URL-encoded, optionally '?versionId=…') into `/<bucket>/<key>`. */
  function copy(request: IncomingMessage, response: ServerResponse, bucket: string, target: string, copySource: string): void {
    const method = 'PUT';
    const source = `/${decodeURIComponent(copySource.split('?')[0] ?? '').replace(/^\//, '')}`;
    const original = objects.get(source);
    if (!original) return sendError(response, 404, 'NoSuchKey', 'The specified key does not exist.', method);
    const directive = (name: string) => String(request.headers[name] ?? 'COPY');
    const metadataDirective = directive('x-amz-metadata-directive');
    const taggingDirective = directive('x-amz-tagging-directive');
    for (const value of [metadataDirective, taggingDirective]) {
      if (value !== 'COPY' && value !== 'REPLACE') return sendError(response, 400, 'InvalidArgument', `Unknown directive: ${escapeXml(value)}`, method);
    }
    if (source === target && metadataDirective !== 'REPLACE') {
      return sendError(response, 400, 'InvalidRequest', 'This copy request is illegal because it is trying to copy an object to itself without changing the object\'s metadata, storage class, website redirect location or encryption attributes.', method);
    }
    const replaced = metadataDirective === 'REPLACE';
    const tags = taggingDirective === 'REPLACE' ? [...new URLSearchParams(String(request.headers['x-amz-tagging'] ?? ''))].map(([name, value]) => ({ name, value })) : original.tags;
    const stored = store(
      bucket,
      target.slice(bucket.length + 2),
      original.body,
      replaced ? String(request.headers['content-type'] ?? 'binary/octet-stream') : original.contentType,
      'ObjectCreated:Copy',
      { metadata: replaced ? metadataOf(request.headers) : { ...original.metadata }, ...(tags ? { tags } : {}) },
    );
    response.writeHead(200, { 'content-type': 'application/xml' });
    response.end(`<?xml version="1.0" encoding="UTF-8"?>\n<CopyObjectResult><LastModified>${stored.lastModified.toISOString()}</LastModified><ETag>${escapeXml(stored.etag)}</ETag></CopyObjectResult>`);
  }

  /** A browser's POST upload to `/<bucket>`: signature of the policy, the policy's conditions, then the object. */
  function post(request: IncomingMessage, response: ServerResponse, bucket: string, body: Buffer): void {
    const cors = corsHeaders(request);
    const fail = (status: number, code: string, message: string) => {
      log.info(`S3 local : POST refusé (${code})`);
      response.writeHead(status, { 'content-type': 'application/xml', ...cors });
      response.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`);
    };
    const boundary = boundaryOf(request.headers['content-type']);
    const parts = boundary ? parseMultipart(body, boundary) : null;
    if (!parts) return fail(400, 'MalformedPOSTRequest', 'The body of your POST request is not well-formed multipart/form-data.');
    // S3 reads the fields before the file: whatever comes after the file is ignored.
    const fileIndex = parts.findIndex((part) => part.name.toLowerCase() === 'file');
    const file = parts[fileIndex];
    if (!file) return fail(400, 'InvalidArgument', 'POST requires exactly one file upload per request.');
    const fields = Object.fromEntries(parts.slice(0, fileIndex).map((part) => [part.name.toLowerCase(), part.data.toString('utf8')]));
    const encodedPolicy = fields.policy ?? '';
    const credential = fields['x-amz-credential'] ?? '';
    const [accessKeyId, ...scopeParts] = credential.split('/');
    if (!encodedPolicy || fields['x-amz-algorithm'] !== ALGORITHM) return fail(403, 'AccessDenied', 'Bucket POST must contain a signed policy.');
    if (accessKeyId !== LOCAL_CREDENTIALS.accessKeyId) return fail(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
    if (scopeParts[1] !== LOCAL_REGION || scopeParts[2] !== 's3') return fail(400, 'AuthorizationHeaderMalformed', 'Bad credential scope');
    const expected = hmac(signingKey(scopeParts.join('/')), encodedPolicy).toString('hex');
    if (!sameSignature(expected, fields['x-amz-signature'] ?? '')) return fail(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
    let policy: PostPolicy;
    try {
      policy = JSON.parse(Buffer.from(encodedPolicy, 'base64').toString('utf8')) as PostPolicy;
    } catch {
      return fail(400, 'InvalidPolicyDocument', 'Invalid Policy: Invalid JSON.');
    }
    const verdict = evaluatePostPolicy({ policy, fields, bucket, fileSize: file.data.length });
    if (!verdict.ok) return fail(verdict.status, verdict.code, verdict.message);
    const key = (fields.key ?? '').replace('${filename}', file.filename ?? '');
    if (!key) return fail(400, 'InvalidArgument', 'Bucket POST must contain a field named key.');
    const { etag } = store(bucket, key, file.data, fields['content-type'] ?? 'binary/octet-stream', 'ObjectCreated:Post', {
      metadata: Object.fromEntries(Object.entries(fields).filter(([name]) => name.startsWith('x-amz-meta-')).map(([name, value]) => [name.slice('x-amz-meta-'.length), value])),
    });
    const location = `http://${request.headers.host ?? 'localhost'}/${bucket}/${encodeURIComponent(key)}`;
    const status = Number(fields.success_action_status);
    if (status === 201) {
      response.writeHead(201, { 'content-type': 'application/xml', etag, location, ...cors });
      return void response.end(`<?xml version="1.0" encoding="UTF-8"?>\n<PostResponse><Location>${location}</Location><Bucket>${bucket}</Bucket><Key>${key}</Key><ETag>${etag}</ETag></PostResponse>`);
    }
    response.writeHead(status === 200 ? 200 : 204, { etag, location, ...cors });
    response.end();
  }

  return {
    owns: (path) => bucketOf(path) !== undefined,
    handle(request, response, body) {
      const [path = '', rawQuery = ''] = (request.url ?? '').split('?');
      const method = request.method ?? 'GET';
      const bucket = bucketOf(path) ?? '';
      if (method === 'OPTIONS') {
        // CORS preflight of a browser upload: the rule allows POST from the site's origin with any header.
        const cors = corsHeaders(request);
        if (!cors['access-control-allow-origin']) return sendError(response, 403, 'AccessForbidden', 'CORSResponse: This CORS request is not allowed.', method);
        response.writeHead(200, { ...cors, 'access-control-allow-methods': 'POST, GET, HEAD', 'access-control-allow-headers': String(request.headers['access-control-request-headers'] ?? '*'), 'access-control-max-age': '3000' });
        return void response.end();
      }
      if (method === 'POST' && path.replace(/\/$/, '') === `/${bucket}`) return post(request, response, bucket, body);
      const verdict = verify(request, path, rawQuery, body);
      if (!verdict.ok) {
        log.info(`S3 local : ${method} refusé (${verdict.code})`);
        return sendError(response, 403, verdict.code, verdict.message, method);
      }
      // The object's key as S3 names it: the path after the bucket, decoded.
      const key = decodeURIComponent(path);
      const query = new URLSearchParams(rawQuery);
      if (method === 'PUT' && query.has('tagging')) {
        // PutObjectTagging (the retention tag of a commented video): the tags are kept with the object.
        const stored = objects.get(key);
        if (!stored) return sendError(response, 404, 'NoSuchKey', 'The specified key does not exist.', method);
        stored.tags = [...body.toString('utf8').matchAll(/<Key>([^<]*)<\/Key>\s*<Value>([^<]*)<\/Value>/g)].map(([, name = '', value = '']) => ({ name, value }));
        response.writeHead(200);
        return void response.end();
      }
      if (method === 'GET' && query.has('tagging')) {
        const stored = objects.get(key);
        if (!stored) return sendError(response, 404, 'NoSuchKey', 'The specified key does not exist.', method);
        const tags = (stored.tags ?? []).map(({ name, value }) => `<Tag><Key>${escapeXml(name)}</Key><Value>${escapeXml(value)}</Value></Tag>`).join('');
        response.writeHead(200, { 'content-type': 'application/xml' });
        return void response.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Tagging><TagSet>${tags}</TagSet></Tagging>`);
      }
      if (method === 'GET' && query.get('list-type') === '2' && key.replace(/\/$/, '') === `/${bucket}`) {
        // ListObjectsV2 of a prefix (an erased member's videos), one page.
        const prefix = `/${bucket}/${query.get('prefix') ?? ''}`;
        const keys = [...objects.keys()].filter((name) => name.startsWith(prefix)).sort();
        const contents = keys.map((name) => `<Contents><Key>${escapeXml(name.slice(bucket.length + 2))}</Key><Size>${objects.get(name)!.body.length}</Size></Contents>`).join('');
        response.writeHead(200, { 'content-type': 'application/xml' });
        return void response.end(`<?xml version="1.0" encoding="UTF-8"?>\n<ListBucketResult><Name>${bucket}</Name><KeyCount>${keys.length}</KeyCount><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`);
      }
      const copySource = request.headers['x-amz-copy-source'];
      if (method === 'PUT' && typeof copySource === 'string') return copy(request, response, bucket, key, copySource);
      if (method === 'PUT') {
        const { etag } = store(bucket, key.slice(bucket.length + 2), body, String(request.headers['content-type'] ?? 'binary/octet-stream'), 'ObjectCreated:Put', { metadata: metadataOf(request.headers) });
        response.writeHead(200, { etag });
        return void response.end();
      }
      if (method === 'DELETE') {
        objects.delete(key);
        response.writeHead(204);
        return void response.end();
      }
      if (method !== 'GET' && method !== 'HEAD') return sendError(response, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.', method);
      sendObject(request, response, objects.get(key), query);
    },
    serveSigned(request, response, { bucket, key, url, trustedKeys }) {
      const method = request.method ?? 'GET';
      if (method !== 'GET' && method !== 'HEAD') return sendError(response, 403, 'AccessDenied', 'This distribution is not configured to allow the HTTP request method that was used for this request.', method);
      const verdict = verifyCannedSignedUrl(url, trustedKeys);
      if (!verdict.ok) {
        log.info(`CloudFront local : lecture refusée (${verdict.reason})`);
        return sendError(response, 403, 'AccessDenied', 'Access denied', method);
      }
      // The signed URL's own query (Expires…) is CloudFront's: S3 is read without it.
      sendObject(request, response, objects.get(`/${bucket}/${key}`), new URLSearchParams());
    },
    tagsOf: (bucket, key) => objects.get(`/${bucket}/${key}`)?.tags ?? null,
  };

  /** GetObject / HeadObject of a stored object: whole, or the bytes of its Range (206). */
  function sendObject(request: IncomingMessage, response: ServerResponse, stored: StoredObject | undefined, query: URLSearchParams): void {
      const method = request.method ?? 'GET';
      if (!stored) return sendError(response, 404, 'NoSuchKey', 'The specified key does not exist.', method);
      const disposition = query.get('response-content-disposition');
      const range = rangeOf(typeof request.headers.range === 'string' ? request.headers.range : undefined, stored.body.length);
      if (range === 'invalid') return sendError(response, 416, 'InvalidRange', 'The requested range is not satisfiable', method);
      const bytes = range ? stored.body.subarray(range[0], range[1] + 1) : stored.body;
      response.writeHead(range ? 206 : 200, {
        'content-type': query.get('response-content-type') ?? stored.contentType,
        'content-length': String(bytes.length),
        'last-modified': stored.lastModified.toUTCString(),
        etag: stored.etag,
        'accept-ranges': 'bytes',
        ...Object.fromEntries(Object.entries(stored.metadata).map(([name, value]) => [`x-amz-meta-${name}`, value])),
        ...(range ? { 'content-range': `bytes ${range[0]}-${range[1]}/${stored.body.length}` } : {}),
        ...(disposition ? { 'content-disposition': disposition } : {}),
        ...corsHeaders(request),
      });
      response.end(method === 'HEAD' ? undefined : bytes);
  }
}
