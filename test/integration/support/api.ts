import { testStack } from './stack';

export interface ApiCall {
  /** Access token sent as `Authorization: Bearer …`. */
  token?: string;
  /** JSON-encoded as the body. */
  body?: unknown;
  /** Sent as is (malformed JSON, oversized bodies…). */
  rawBody?: string | Buffer;
  headers?: Record<string, string>;
}

export interface ApiAnswer {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
}

/** Calls the local gateway the way the web app does. */
export async function api(method: string, path: string, { token, body, rawBody, headers = {} }: ApiCall = {}): Promise<ApiAnswer> {
  const payload = rawBody ?? (body === undefined ? undefined : JSON.stringify(body));
  const response = await fetch(`${testStack().urls.api}${path}`, {
    method,
    headers: {
      ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: typeof payload === 'string' || payload === undefined ? payload : new Uint8Array(payload),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}
