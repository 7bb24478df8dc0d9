import { createHmac, timingSafeEqual } from 'node:crypto';
import { SecretsProvider } from '@aws-lambda-powertools/parameters/secrets';
import { CONSENT_KINDS, type ConsentKind } from '../../../shared/domain/consents';
import { API_BASE_PATH } from '../../../shared/contract/runtime-config';
import { config } from '../config';
import { once } from '../once';

/**
 * The one-click unsubscribe of the marketing e-mails (issue 22, RFC 8058). Each link carries a token naming the member
 * and the consent it withdraws, signed with HMAC-SHA256 under a secret only the stack knows (Secrets Manager, generated
 * at deployment): nobody can forge the link of another member, and it needs no sign-in. The token is the same for
 * every e-mail of that member and consent: withdrawing is idempotent, so a replay changes nothing.
 */

/** The secret never changes while the stack exists: read once per container. */
const FOREVER = { maxAge: Number.MAX_SAFE_INTEGER } as const;

export const unsubscribeSecret = once(async (): Promise<string> => {
  const { UNSUBSCRIBE_SECRET_ARN, AWS_REGION, SECRETS_MANAGER_ENDPOINT } = config();
  if (!UNSUBSCRIBE_SECRET_ARN) throw new Error('UNSUBSCRIBE_SECRET_ARN est requis pour signer les liens de désinscription');
  const secrets = new SecretsProvider({ clientConfig: { region: AWS_REGION, ...(SECRETS_MANAGER_ENDPOINT ? { endpoint: SECRETS_MANAGER_ENDPOINT } : {}) } });
  const secret = await secrets.get(UNSUBSCRIBE_SECRET_ARN, FOREVER);
  if (typeof secret !== 'string' || secret.length < 32) throw new Error('Le secret des liens de désinscription est vide ou trop court');
  return secret;
});

const signatureOf = (secret: string, userId: string, kind: ConsentKind): Buffer => createHmac('sha256', secret).update(`unsubscribe\n${userId}\n${kind}`).digest();

/** `<userId>.<kind>.<signature>` (base64url): what the link's `t` parameter holds. */
export function unsubscribeToken(secret: string, userId: string, kind: ConsentKind): string {
  return `${userId}.${kind}.${signatureOf(secret, userId, kind).toString('base64url')}`;
}

/** The member and consent a token names, when its signature holds; null for anything else (altered, truncated…). */
export function verifyUnsubscribeToken(secret: string, token: string): { userId: string; kind: ConsentKind } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [userId = '', kind = '', signature = ''] = parts;
  if (!userId || !(CONSENT_KINDS as readonly string[]).includes(kind)) return null;
  const expected = signatureOf(secret, userId, kind as ConsentKind);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, kind: kind as ConsentKind };
}

/** The links of one marketing e-mail: the one-click URL (POST, List-Unsubscribe) and the site's page (a person's click). */
export function unsubscribeLinks(token: string): { oneClick: string; page: string } {
  const site = config().SITE_URL;
  const query = `?t=${encodeURIComponent(token)}`;
  return { oneClick: new URL(`${API_BASE_PATH}/account/unsubscribe${query}`, site).toString(), page: new URL(`/desinscription${query}`, site).toString() };
}

/** The headers every marketing e-mail carries (RFC 2369 List-Unsubscribe, RFC 8058 List-Unsubscribe-Post). */
export function unsubscribeHeaders(oneClick: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
