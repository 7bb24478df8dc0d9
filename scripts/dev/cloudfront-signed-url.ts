import { createVerify } from 'node:crypto';

/**
 * CloudFront's check of a signed URL with a canned policy, as the site distribution's `/videos/*` behaviour does it
 * for its trusted key group (issue 26): the query carries Expires (epoch seconds), Signature (the RSA-SHA1 signature
 * of the policy, base64 with CloudFront's '-', '_', '~' for '+', '=', '/') and Key-Pair-Id (a public key of the
 * group). The policy signed is `{"Statement":[{"Resource":"<url without those three>","Condition":{"DateLessThan":
 * {"AWS:EpochTime":<Expires>}}}]}`. An unknown key, a tampered URL or signature, or a time past Expires → 403.
 */
export type SignedUrlVerdict = { ok: true } | { ok: false; reason: 'missing' | 'unknown-key' | 'expired' | 'bad-signature' };

export function verifyCannedSignedUrl(url: URL, trustedKeys: ReadonlyMap<string, string>, now = Date.now()): SignedUrlVerdict {
  const expires = url.searchParams.get('Expires');
  const signature = url.searchParams.get('Signature');
  const keyPairId = url.searchParams.get('Key-Pair-Id');
  if (!expires || !signature || !keyPairId || !/^\d+$/.test(expires)) return { ok: false, reason: 'missing' };
  const publicKey = trustedKeys.get(keyPairId);
  if (!publicKey) return { ok: false, reason: 'unknown-key' };
  const resource = new URL(url);
  for (const name of ['Expires', 'Signature', 'Key-Pair-Id']) resource.searchParams.delete(name);
  const policy = JSON.stringify({ Statement: [{ Resource: resource.toString().replace(/\?$/, ''), Condition: { DateLessThan: { 'AWS:EpochTime': Number(expires) } } }] });
  const decoded = Buffer.from(signature.replace(/-/g, '+').replace(/_/g, '=').replace(/~/g, '/'), 'base64');
  const genuine = createVerify('RSA-SHA1').update(policy).verify(publicKey, decoded);
  if (!genuine) return { ok: false, reason: 'bad-signature' };
  if (now >= Number(expires) * 1000) return { ok: false, reason: 'expired' };
  return { ok: true };
}
