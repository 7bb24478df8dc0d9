import { randomUUID } from 'node:crypto';
import { notifyMember } from '../../functions/lib/realtime/notifier';
import { memberChannel, type MemberNotification } from '../../shared/realtime/channels';
import { signUpAndSignIn, tokenFor, type TestAccount } from './support/accounts';
import { api } from './support/api';
import { testDb } from './support/members';
import { connectRealtime, type RealtimeClient } from './support/realtime';
import { testStack } from './support/stack';

/**
 * The members' live channel of the local stack (scripts/dev/realtime.ts running infra/realtime/member-channel.ts):
 * each member hears their own notifications and nobody else's (issue 10: A can neither subscribe to nor receive B's).
 */
let memberA: TestAccount;
let memberB: TestAccount;
const clients: RealtimeClient[] = [];
const connect = async (account: TestAccount) => {
  const client = await connectRealtime(account.accessToken);
  clients.push(client);
  return client;
};

const rewardFor = (): MemberNotification => ({
  kind: 'reward_unlocked',
  reward: { id: randomUUID(), type: 'ticket_standard', pointsCost: 20, origin: 'gift', unlockedAt: new Date().toISOString() },
});

beforeAll(async () => {
  [memberA, memberB] = await Promise.all([signUpAndSignIn('member', 'Alice'), signUpAndSignIn('member', 'Bruno')]);
  testDb(); // points the notifier (REALTIME_EVENT_URL) and the functions' configuration at the test stack
});
afterAll(() => clients.forEach((client) => client.close()));

describe("a member's live channel", () => {
  it('refuses a connection without a valid token of the pool', async () => {
    await expect(connectRealtime('not-a-token')).rejects.toMatchObject({ answer: { type: 'connection_error', errors: [{ errorType: 'UnauthorizedException' }] } });
  });

  it("lets a member subscribe to their own channel, and to no other member's, nor to all of them", async () => {
    const a = await connect(memberA);
    expect(await a.subscribe(memberChannel(memberA.userId), 'own')).toEqual({ type: 'subscribe_success', id: 'own' });
    for (const [id, channel] of [['other', memberChannel(memberB.userId)], ['all', '/members/*'], ['deeper', `${memberChannel(memberB.userId)}/x`]]) {
      expect(await a.subscribe(channel!, id!)).toMatchObject({ type: 'subscribe_error', id, errors: [{ errorType: 'Unauthorized' }] });
    }
  });

  it("carries the notifier's message to its member only: B's subscription receives it, A's (own and refused) nothing", async () => {
    const [a, b] = await Promise.all([connect(memberA), connect(memberB)]);
    await a.subscribe(memberChannel(memberA.userId), 'a-own');
    await a.subscribe(memberChannel(memberB.userId), 'a-tries-b');
    expect(await b.subscribe(memberChannel(memberB.userId), 'b-own')).toMatchObject({ type: 'subscribe_success' });

    const notification = rewardFor();
    await notifyMember(memberB.userId, notification);
    expect(await b.next('b-own')).toEqual(notification);
    // Delivery is one pass over the subscriptions: by the time B has it, a message for A would have been sent too.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(a.received('a-own')).toEqual([]);
    expect(a.received('a-tries-b')).toEqual([]);
  });

  it("tells B live when an admin grants B a reward (its member_notified event, written with the grant), and A hears nothing", async () => {
    const [a, b] = await Promise.all([connect(memberA), connect(memberB)]);
    await a.subscribe(memberChannel(memberA.userId), 'a-own');
    await b.subscribe(memberChannel(memberB.userId), 'b-own');
    const granted = await api('POST', `/admin/users/${memberB.userId}/rewards`, {
      token: await tokenFor('admin'),
      body: { rewardType: 'visio_gratuite', reason: 'Geste commercial', requestId: randomUUID() },
    });
    expect(granted.status).toBe(201);
    expect(await b.next('b-own')).toEqual({ kind: 'reward_unlocked', reward: expect.objectContaining({ type: 'visio_gratuite', origin: 'gift' }) });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(a.received('a-own')).toEqual([]);
  });

  it('refuses a publish from a member (only the back end publishes, signed with IAM)', async () => {
    const response = await fetch(testStack().urls.realtime, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${memberA.accessToken}` },
      body: JSON.stringify({ channel: memberChannel(memberB.userId), events: [JSON.stringify(rewardFor())] }),
    });
    expect(response.status).toBe(401);
  });
});
