import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

export interface JwtAuthorization {
  claims: Record<string, string>;
  scopes: string[];
}

/** How far in the future a token's `iat` may be, for clocks that drift apart (API Gateway wants it in the past). */
const CLOCK_SKEW_SECONDS = 60;

interface Options {
  /** `http://localhost:<cognitoPort>/<userPoolId>`: the pool's issuer, JWKS under `/.well-known/jwks.json`. */
  issuer: string;
  /** The app client id the access token must carry. */
  audience: string;
}

/**
 * The HTTP API's Cognito JWT authorizer: a Bearer access token, signed by the pool, issued in the past, not expired,
 * to the app client. Null means API Gateway would answer 401 without calling the Lambda.
 */
export function createJwtAuthorizer({ issuer, audience }: Options): (authorization: string | undefined) => Promise<JwtAuthorization | null> {
  const keys = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
  return async (authorization) => {
    const token = authorization?.replace(/^Bearer\s+/i, '').trim();
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, keys, { issuer, algorithms: ['RS256'], requiredClaims: ['exp'] });
      const clientId = payload.client_id ?? payload.aud;
      if (payload.token_use !== 'access' || clientId !== audience) return null;
      if (payload.iat === undefined || payload.iat > Date.now() / 1000 + CLOCK_SKEW_SECONDS) return null;
      return { claims: flattenClaims(payload), scopes: typeof payload.scope === 'string' ? payload.scope.split(' ') : [] };
    } catch {
      return null;
    }
  };
}

/**
 * Claims as the HTTP API authorizer hands them to the Lambda: every value a string, arrays flattened
 * to `[a b]` (so `cognito:groups` arrives as "[admin educator]").
 */
export function flattenClaims(payload: JWTPayload): Record<string, string> {
  return Object.fromEntries(
    Object.entries(payload).map(([name, value]) => [
      name,
      Array.isArray(value) ? `[${value.join(' ')}]` : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value),
    ]),
  );
}
