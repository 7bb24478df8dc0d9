import { NOTIFICATION_WORTH_MS, notifyOnEvent } from '../../../functions/consumers/member-notifications';
import type { ConsumedEvent } from '../../../functions/lib/events/consumer-handler';

/** Issue 20: live notifications are a consumer's, retried by its queue, dropped once they are no news. */

const at = Date.parse('2026-05-01T10:00:00.000Z');
const event = (time: string): ConsumedEvent<'member-notifications'> => ({
  name: 'member_notified',
  id: 'evt-1',
  time,
  detail: { userId: 'sub-b', notification: { kind: 'ticket_updated', ticketId: 't1', change: 'reply' } },
});

it('publishes the notification on the member’s channel', async () => {
  const notify = jest.fn(async () => {});
  expect(await notifyOnEvent(event(new Date(at).toISOString()), at + 1_000, notify)).toBe('sent');
  expect(notify).toHaveBeenCalledWith('sub-b', { kind: 'ticket_updated', ticketId: 't1', change: 'reply' });
});

it('fails when the publish fails, so the queue brings the message back (not swallowed)', async () => {
  const notify = jest.fn(async () => Promise.reject(new Error('canal injoignable')));
  await expect(notifyOnEvent(event(new Date(at).toISOString()), at + 1_000, notify)).rejects.toThrow('canal injoignable');
});

it('drops a message older than an hour instead of sending it late or keeping it for the dead-letter queue', async () => {
  const notify = jest.fn(async () => {});
  expect(await notifyOnEvent(event(new Date(at).toISOString()), at + NOTIFICATION_WORTH_MS + 1, notify)).toBe('stale');
  expect(notify).not.toHaveBeenCalled();
});
