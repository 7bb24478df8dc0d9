/**
 * S3's browser-based upload (a presigned POST, issue 26): the policy the server signs and the way S3 decides whether a
 * form may store its file under it. In AWS, S3 applies these rules itself; the local S3 (scripts/dev/s3-emulator.ts)
 * calls `evaluatePostPolicy` on each POST, so the conditions the product signs (size range, type, key) are enforced
 * on the local path by this code, written after S3's documentation of POST policies:
 * - every form field but `x-amz-signature`, `file`, `policy` and `x-ignore-*` must be named by a condition;
 * - `{ field: value }` and `["eq", "$field", value]` match exactly, `["starts-with", "$field", prefix]` by prefix
 *   (for Content-Type, each comma-separated value), `bucket` is the bucket posted to;
 * - `["content-length-range", min, max]` bounds the file's bytes (EntityTooSmall / EntityTooLarge, 400);
 * - a policy past its expiration, or a failed condition, is 403 AccessDenied 'Invalid according to Policy: …'.
 */

export type PostCondition = Record<string, string> | ['eq' | 'starts-with', string, string] | ['content-length-range', number, number];

export interface PostPolicy {
  expiration: string;
  conditions: PostCondition[];
}

export type PostVerdict = { ok: true } | { ok: false; status: 400 | 403; code: string; message: string };

/** Fields S3 never asks a condition for. */
const EXEMPT = new Set(['x-amz-signature', 'file', 'policy']);

const denied = (message: string): PostVerdict => ({ ok: false, status: 403, code: 'AccessDenied', message: `Invalid according to Policy: ${message}` });

function matches(operator: 'eq' | 'starts-with', name: string, actual: string | undefined, expected: string): boolean {
  if (actual === undefined) return false;
  if (operator === 'eq') return actual === expected;
  // S3: a Content-Type may list several values, each of which must start with the prefix.
  if (name === 'content-type') return actual.split(',').every((value) => value.trim().startsWith(expected));
  return actual.startsWith(expected);
}

/**
 * Whether a POST form may store its file: `fields` are the form's fields by lower-cased name (the file's excluded),
 * `bucket` the bucket posted to, `fileSize` the file's bytes. The policy's signature is checked before, by the caller.
 */
export function evaluatePostPolicy({ policy, fields, bucket, fileSize, now = Date.now() }: { policy: PostPolicy; fields: Readonly<Record<string, string>>; bucket: string; fileSize: number; now?: number }): PostVerdict {
  const expiration = Date.parse(policy.expiration);
  if (!Number.isFinite(expiration) || now > expiration) return denied('Policy expired.');
  if (!Array.isArray(policy.conditions)) return denied('Policy has no conditions.');
  const values: Record<string, string> = { ...fields, bucket };
  const covered = new Set<string>();
  for (const condition of policy.conditions) {
    if (Array.isArray(condition)) {
      const [operator, first, second] = condition;
      if (operator === 'content-length-range') {
        const [min, max] = [Number(first), Number(second)];
        if (fileSize > max) return { ok: false, status: 400, code: 'EntityTooLarge', message: 'Your proposed upload exceeds the maximum allowed size' };
        if (fileSize < min) return { ok: false, status: 400, code: 'EntityTooSmall', message: 'Your proposed upload is smaller than the minimum allowed size' };
        continue;
      }
      if ((operator !== 'eq' && operator !== 'starts-with') || typeof first !== 'string' || !first.startsWith('$')) return denied(`Invalid condition ${JSON.stringify(condition)}.`);
      const name = first.slice(1).toLowerCase();
      covered.add(name);
      if (!matches(operator, name, values[name], String(second))) return denied(`Policy Condition failed: ${JSON.stringify(condition)}`);
      continue;
    }
    for (const [rawName, expected] of Object.entries(condition)) {
      const name = rawName.toLowerCase();
      covered.add(name);
      if (values[name] !== expected) return denied(`Policy Condition failed: ${JSON.stringify(['eq', `$${rawName}`, expected])}`);
    }
  }
  const extra = Object.keys(fields).filter((name) => !EXEMPT.has(name) && !name.startsWith('x-ignore-') && !covered.has(name));
  if (extra.length > 0) return denied(`Extra input fields: ${extra.join(', ')}`);
  return { ok: true };
}
