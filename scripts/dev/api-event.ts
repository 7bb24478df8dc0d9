import type { IncomingHttpHeaders } from 'node:http';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { JwtAuthorization } from './jwt-authorizer';

export interface ApiRequest {
  method: string;
  /** Path and query as received (`/admin/users?plan=premium`). */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  sourceIp: string;
  requestId: string;
  domainName: string;
}

/** Content types API Gateway passes as text; any other body arrives base64-encoded. */
const TEXT_BODY = /^(text\/|application\/(json|xml|javascript|x-www-form-urlencoded)|[^;]*\+(json|xml))/i;

/** The event API Gateway HTTP API (payload format 2.0) gives the Lambda. */
export function toApiEvent(
  request: ApiRequest,
  routeKey: string,
  pathParameters: Record<string, string> | undefined,
  authorization: JwtAuthorization | null,
): APIGatewayProxyEventV2WithJWTAuthorizer {
  const [rawPath = '/', rawQueryString = ''] = request.url.split(/\?(.*)/s);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined && name !== 'cookie') headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const cookies = request.headers.cookie?.split(';').map((cookie) => cookie.trim()).filter(Boolean);

  const query: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(rawQueryString)) query[name] = name in query ? `${query[name]},${value}` : value;

  const now = new Date();
  const hasBody = request.body.length > 0;
  const isText = TEXT_BODY.test(headers['content-type'] ?? 'application/json');
  const event = {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString,
    ...(cookies?.length ? { cookies } : {}),
    headers,
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(pathParameters && Object.keys(pathParameters).length ? { pathParameters } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: request.domainName,
      domainPrefix: request.domainName.split('.')[0] ?? request.domainName,
      http: {
        method: request.method,
        path: rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: request.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: request.requestId,
      routeKey,
      stage: '$default',
      time: apiGatewayTime(now),
      timeEpoch: now.getTime(),
      ...(authorization ? { authorizer: { principalId: '', integrationLatency: 0, jwt: authorization } } : {}),
    },
    ...(hasBody ? { body: request.body.toString(isText ? 'utf8' : 'base64') } : {}),
    isBase64Encoded: hasBody && !isText,
  };
  // Public routes carry no authorizer, as in AWS; the type assumes one because most routes have it.
  return event as APIGatewayProxyEventV2WithJWTAuthorizer;
}

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/**
 * How API Gateway turns a Lambda result (format 2.0) into the HTTP answer: a structured result as
 * given, anything else is a 200 JSON body.
 */
export function fromLambdaResult(result: unknown): HttpAnswer {
  if (isStructured(result)) {
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(result.headers ?? {})) headers[name.toLowerCase()] = String(value);
    if (result.cookies?.length) headers['set-cookie'] = result.cookies;
    const body = Buffer.from(result.body ?? '', result.isBase64Encoded ? 'base64' : 'utf8');
    return { status: result.statusCode ?? 200, headers, body };
  }
  const body = typeof result === 'string' ? result : JSON.stringify(result ?? null);
  return { status: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from(body) };
}

function isStructured(result: unknown): result is APIGatewayProxyStructuredResultV2 {
  return typeof result === 'object' && result !== null && 'statusCode' in result;
}

/** `21/Nov/2026:09:57:00 +0000`, the format of requestContext.time. */
function apiGatewayTime(date: Date): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${months[date.getUTCMonth()]}/${date.getUTCFullYear()}:${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`;
}
