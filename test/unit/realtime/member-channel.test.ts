import { randomUUID } from 'node:crypto';
import { onSubscribe } from '../../../infra/realtime/member-channel';
import { cognitoIdentity, memberSubscriptionAllowed } from '../../../scripts/dev/realtime-handler';
import { memberChannel } from '../../../shared/realtime/channels';

/**
 * The `members` namespace's onSubscribe rule (infra/realtime/member-channel.ts), run as the local server runs it
 * (scripts/dev/realtime-handler.ts) and as AppSync runs the same function: a member subscribes to their own channel only.
 */
const member = (sub: string) => cognitoIdentity({ claims: { sub, username: sub, 'cognito:groups': '[]' }, scopes: [] }, 'https://cognito-idp.local/pool');

describe('who may subscribe to a member channel', () => {
  const sub = randomUUID();
  const other = randomUUID();

  it('lets a member subscribe to their own channel', () => {
    expect(memberSubscriptionAllowed(memberChannel(sub), member(sub))).toBe(true);
  });

  it.each([
    ["another member's channel", memberChannel(other)],
    ['every member channel at once (wildcard)', '/members/*'],
    ['a path under their own channel', `${memberChannel(sub)}/x`],
    ['a wildcard under their own channel', `${memberChannel(sub)}/*`],
    ['the namespace alone', '/members'],
    ['a channel whose name starts with their sub', `${memberChannel(sub)}0`],
    ['a channel that is a prefix of their sub', memberChannel(sub.slice(0, -1))],
  ])('refuses %s', (_case, path) => {
    expect(memberSubscriptionAllowed(path, member(sub))).toBe(false);
  });

  it('refuses a caller without a sub (IAM, API key) or with an empty one', () => {
    const iam = { accountId: '1', cognitoIdentityPoolId: '', cognitoIdentityId: '', sourceIp: [], username: 'role', userArn: 'arn', cognitoIdentityAuthType: '', cognitoIdentityAuthProvider: '' };
    const segments = ['members', sub];
    const context = { info: { channel: { path: memberChannel(sub), segments }, channelNamespace: { name: 'members' }, operation: 'SUBSCRIBE' as const }, request: { headers: {}, domainName: null } };
    expect(memberSubscriptionAllowed(memberChannel(''), member(''))).toBe(false);
    expect(memberSubscriptionAllowed(memberChannel(sub), { ...member(sub), sub: '' })).toBe(false);
    // The handler as AppSync calls it (`util.unauthorized` filled in by the local runner): another kind of identity is refused.
    expect(() => onSubscribe({ ...context, identity: iam })).toThrow('Unauthorized');
    expect(() => onSubscribe({ ...context, identity: null })).toThrow('Unauthorized');
  });
});
