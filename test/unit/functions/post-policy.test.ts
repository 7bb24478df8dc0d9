import { evaluatePostPolicy, type PostPolicy } from '../../../functions/lib/storage/post-policy';

/** S3's rules for a POST policy (issue 26), as the local S3 applies them with the product's evaluator. */
const now = Date.parse('2026-11-26T10:00:00Z');
const policy = (conditions: PostPolicy['conditions'], expiration = '2026-11-26T10:30:00Z'): PostPolicy => ({ expiration, conditions });
const fields = { key: 'videos/u/1', 'content-type': 'video/mp4', 'x-amz-algorithm': 'AWS4-HMAC-SHA256' };
const base: PostPolicy['conditions'] = [{ bucket: 'b' }, { key: 'videos/u/1' }, ['starts-with', '$Content-Type', 'video/'], { 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256' }, ['content-length-range', 1, 100]];

it('accepts a form within its policy', () => {
  expect(evaluatePostPolicy({ policy: policy(base), fields, bucket: 'b', fileSize: 100, now })).toEqual({ ok: true });
});

it.each([
  ['a file over the range', { fileSize: 101 }, 'EntityTooLarge'],
  ['an empty file under the range', { fileSize: 0 }, 'EntityTooSmall'],
  ['another bucket', { bucket: 'c' }, 'AccessDenied'],
  ['another type', { fields: { ...fields, 'content-type': 'image/png' } }, 'AccessDenied'],
  ['several types, one of them not a video', { fields: { ...fields, 'content-type': 'video/mp4, text/html' } }, 'AccessDenied'],
  ['an extra field', { fields: { ...fields, acl: 'public-read' } }, 'AccessDenied'],
  ['an expired policy', { now: Date.parse('2026-11-26T10:31:00Z') }, 'AccessDenied'],
])('refuses %s', (_label, change, code) => {
  const verdict = evaluatePostPolicy({ policy: policy(base), fields, bucket: 'b', fileSize: 50, now, ...change });
  expect(verdict).toMatchObject({ ok: false, code });
});

it('exempts the signature, the policy and x-ignore- fields from needing a condition', () => {
  const extra = { ...fields, 'x-amz-signature': 'abc', policy: 'e30=', 'x-ignore-trace': '1' };
  expect(evaluatePostPolicy({ policy: policy(base), fields: extra, bucket: 'b', fileSize: 50, now })).toEqual({ ok: true });
});
