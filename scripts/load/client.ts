import { Pool } from 'undici';
import type { Sample } from './measure';

/**
 * The load's HTTP side: one undici pool per origin, with a fixed number of connections (the run is bounded by
 * them and its duration), every request timed and recorded as a Sample under its route's name.
 */
export interface Answer {
  status: number;
  body: unknown;
}

/** How long one request may wait for its answer before it counts as an error with status 0. */
const REQUEST_TIMEOUT_MS = 30_000;

export class LoadClient {
  readonly samples: Sample[] = [];
  /** Recording is on during the timed run only (the members' creation is not measured). */
  recording = false;
  private readonly api: Pool;
  private readonly cognito: Pool;

  constructor(
    private readonly urls: { api: string; cognito: string },
    connections: { api: number; cognito: number },
  ) {
    const options = { headersTimeout: REQUEST_TIMEOUT_MS, bodyTimeout: REQUEST_TIMEOUT_MS, keepAliveTimeout: 60_000 };
    this.api = new Pool(new URL(urls.api).origin, { ...options, connections: connections.api });
    this.cognito = new Pool(new URL(urls.cognito).origin, { ...options, connections: connections.cognito });
  }

  /** A call to the API, recorded under `route` (the contract's `METHOD /path` with its placeholders). */
  call(route: string, path: string, { token, body }: { token?: string; body?: unknown } = {}): Promise<Answer> {
    const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT';
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const base = new URL(this.urls.api).pathname.replace(/\/$/, '');
    return this.timed(route, this.api, { method, path: `${base}${path}`, headers, body: body === undefined ? null : JSON.stringify(body) });
  }

  /** Cognito's USER_PASSWORD_AUTH sign-in, as the web app's Amplify sends it; the access token, or null when refused. */
  async signIn(clientId: string, email: string, password: string): Promise<string | null> {
    const answer = await this.timed('Cognito InitiateAuth', this.cognito, {
      method: 'POST',
      path: '/',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
      body: JSON.stringify({ ClientId: clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } }),
    });
    const result = answer.body as { AuthenticationResult?: { AccessToken?: string } } | null;
    return answer.status === 200 ? (result?.AuthenticationResult?.AccessToken ?? null) : null;
  }

  close(): Promise<void> {
    return Promise.all([this.api.close(), this.cognito.close()]).then(() => undefined);
  }

  private async timed(route: string, pool: Pool, request: { method: 'GET' | 'POST' | 'PUT'; path: string; headers: Record<string, string>; body: string | null }): Promise<Answer> {
    const start = performance.now();
    let status = 0;
    let body: unknown = null;
    try {
      const response = await pool.request(request);
      status = response.statusCode;
      const text = await response.body.text();
      body = text ? (JSON.parse(text) as unknown) : null;
    } catch {
      // No answer (a reset, a timeout) or one that is not JSON: recorded as it came (status 0 when none).
    }
    if (this.recording) this.samples.push({ route, status, ms: performance.now() - start });
    return { status, body };
  }
}
