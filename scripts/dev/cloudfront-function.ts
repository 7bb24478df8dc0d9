import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { runInNewContext } from 'node:vm';

/** What a viewer asked, as the local site received it. */
export interface ViewerRequest {
  method: string;
  /** The path, still percent-encoded, as CloudFront hands it to a function. */
  uri: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
}

/** The function's verdict: the request goes on to the origin (its uri maybe rewritten), or the function answers itself. */
export type ViewerRequestResult = { uri: string; response?: never } | { uri?: never; response: { statusCode: number; headers: Record<string, string>; body: string } };

type CloudFrontValue = { value: string };
type Handler = (event: unknown) => unknown;

/**
 * A CloudFront Function's viewer-request handler, from its very source, run in a V8 context of its own as CloudFront
 * runs it (runtime cloudfront-js-2.0, a subset of what V8 runs): the event has CloudFront's shape (headers and query
 * lower-cased `{ value }` maps), the handler may be async, and it returns the request to send on or a response.
 * Only the request's `uri` is read back: the S3 origin ignores the headers and the query.
 */
export function viewerRequestFunction(source: string): (request: ViewerRequest) => Promise<ViewerRequestResult> {
  const handler = runInNewContext(`${source}\n;handler`, {}, { filename: 'viewer-request.js' }) as Handler;
  return async ({ method, uri, query, headers }) => {
    const event = {
      version: '1.0',
      context: { eventType: 'viewer-request', distributionDomainName: String(headers.host ?? 'localhost'), distributionId: 'LOCAL', requestId: randomUUID() },
      viewer: { ip: '127.0.0.1' },
      request: {
        method,
        uri,
        querystring: Object.fromEntries([...query.keys()].map((name) => [name, { value: query.get(name) ?? '' }])),
        headers: Object.fromEntries(Object.entries(headers).flatMap(([name, value]) => (value === undefined ? [] : [[name, { value: [value].flat().join(',') }]]))),
        cookies: {},
      },
    };
    const result = (await handler(event)) as { uri?: string; statusCode?: number; headers?: Record<string, CloudFrontValue>; body?: string | { data: string } };
    if (typeof result.statusCode === 'number') {
      const body = typeof result.body === 'object' ? result.body.data : (result.body ?? '');
      const answerHeaders = Object.fromEntries(Object.entries(result.headers ?? {}).map(([name, { value }]) => [name, value]));
      return { response: { statusCode: result.statusCode, headers: answerHeaders, body } };
    }
    if (typeof result.uri !== 'string') throw new Error('The viewer-request function returned neither a request nor a response');
    return { uri: result.uri };
  };
}
