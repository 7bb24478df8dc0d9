import { randomUUID } from 'node:crypto';
import { createMember, setPlan } from '../../functions/account/members';
import type { Context } from 'aws-lambda';
import { handler, JobToResume, monthlyReset } from '../../functions/jobs/monthly-reset';
import { sqsMessage } from '../../scripts/dev/sqs-message';
import { jobs } from '../../shared/jobs/catalogue';
import type { PlanId } from '../../shared/domain/plans';
import { testDb } from './support/members';

jest.setTimeout(180_000);

/**
 * Issue 15: the monthly reset on the 1st (Paris) gives Premium's tickets and Expert+'s visio back to members whose
 * counters no monthly renewal resets, once per month however many runs, page by page and resumable. Each test works
 * on a month of its own, far ahead, so the members other files create are reset once and never again meanwhile.
 */

const subscription = async (userId: string) => (await testDb().entities.subscription.get({ userId }).go({ consistent: true })).data!;
/** The instant the scheduler runs the job for a Paris month: midnight of its 1st in Paris. */
const firstOf = (month: string) => new Date(`${month}-01T00:00:00+01:00`).toISOString();
const unlimitedTime = { remainingMs: () => Number.MAX_SAFE_INTEGER };

async function member(plan: PlanId, billing?: 'monthly' | 'yearly'): Promise<string> {
  const userId = randomUUID();
  const now = new Date().toISOString();
  await createMember(testDb(), { userId, email: `reset-${userId}@example.com`, firstName: 'Remise', newsletter: false, cguAcceptedAt: now, now });
  await setPlan(testDb(), userId, plan, now);
  // Every counter used up, as at the end of a busy month.
  await testDb()
    .entities.subscription.patch({ userId })
    .set({ ticketsRemaining: 0, visiosRemaining: 0, ...(billing ? { billingPeriod: billing } : {}) })
    .go();
  return userId;
}

it('resets the members no monthly renewal resets, once: a second run gives nothing back', async () => {
  const [premium, expert, monthly, yearly, free] = await Promise.all([member('premium'), member('expert'), member('premium', 'monthly'), member('expert', 'yearly'), member('gratuit')]);
  const first = await monthlyReset(testDb(), { scheduledTime: firstOf('2031-03'), ...unlimitedTime });
  expect(first.month).toBe('2031-03');
  expect(await subscription(premium)).toMatchObject({ ticketsRemaining: 3, quotaMonth: '2031-03' });
  expect(await subscription(expert)).toMatchObject({ visiosRemaining: 1, quotaMonth: '2031-03' });
  expect(await subscription(yearly)).toMatchObject({ visiosRemaining: 1, quotaMonth: '2031-03' });
  // Billed monthly: its renewal resets it (the payments webhook), not the job.
  expect(await subscription(monthly)).toMatchObject({ ticketsRemaining: 0 });
  expect((await subscription(monthly)).quotaMonth).toBeUndefined();
  expect(await subscription(free)).toMatchObject({ ticketsRemaining: 0, visiosRemaining: 0 });

  // The member spends a ticket; the job runs again (a retry, a duplicate schedule): nothing comes back.
  await testDb().entities.subscription.patch({ userId: premium }).set({ ticketsRemaining: 2 }).go();
  const again = await monthlyReset(testDb(), { scheduledTime: firstOf('2031-03'), ...unlimitedTime });
  expect(again.reset).toBe(first.reset);
  expect(await subscription(premium)).toMatchObject({ ticketsRemaining: 2 });
  // Even with its saved progress lost (a run that died before saving it), each member's own condition holds.
  await testDb().entities.jobProgress.delete({ job: 'monthly-reset', period: '2031-03', segment: 'premium' }).go();
  await monthlyReset(testDb(), { scheduledTime: firstOf('2031-03'), ...unlimitedTime });
  const { data: premiumPass } = await testDb().entities.jobProgress.get({ job: 'monthly-reset', period: '2031-03', segment: 'premium' }).go();
  expect(premiumPass).toMatchObject({ done: true, reset: 0 });
  expect(premiumPass?.skipped).toBeGreaterThanOrEqual(2); // this test's Premium members, at least
  expect(await subscription(premium)).toMatchObject({ ticketsRemaining: 2 });
  // An earlier month's late run never undoes a later one.
  await monthlyReset(testDb(), { scheduledTime: firstOf('2031-02'), ...unlimitedTime });
  expect(await subscription(premium)).toMatchObject({ ticketsRemaining: 2, quotaMonth: '2031-03' });
});

it('stops near its time limit after a page, and the next run resumes there: every member reset exactly once', async () => {
  const created = await Promise.all(Array.from({ length: 150 }, () => member('premium')));
  const month = '2031-05';
  let pages = 0;
  const onePageOnly = { remainingMs: () => (pages++ === 0 ? Number.MAX_SAFE_INTEGER : 0) };
  await expect(monthlyReset(testDb(), { scheduledTime: firstOf(month), ...onePageOnly })).rejects.toBeInstanceOf(JobToResume);
  const { data: saved } = await testDb().entities.jobProgress.get({ job: 'monthly-reset', period: month, segment: 'premium' }).go();
  // One page of a hundred members looked at (a member billed monthly among them is skipped, not reset).
  expect(saved?.done).toBe(false);
  expect((saved?.reset ?? 0) + (saved?.skipped ?? 0)).toBe(100);

  const resumed = await monthlyReset(testDb(), { scheduledTime: firstOf(month), ...unlimitedTime });
  const states = await Promise.all(created.map(subscription));
  expect(states.every((state) => state.quotaMonth === month && state.ticketsRemaining === 3)).toBe(true);
  // The summary counts the whole month's run, both invocations: each eligible member of the table once.
  const eligible = async (plan: PlanId) =>
    (await testDb().entities.subscription.query.byPlan({ plan }).go({ pages: 'all', attributes: ['billingPeriod'] })).data.filter((item) => item.billingPeriod !== 'monthly').length;
  expect(resumed.reset).toBe((await eligible('premium')) + (await eligible('expert')));
});

it('runs from the catalogue through its handler, with the message the job queue and `npm run job` hand it', async () => {
  expect(jobs['monthly-reset']).toMatchObject({ cron: '0 0 1 * *', entry: 'functions/jobs/monthly-reset.ts' });
  const premium = await member('premium');
  const context = { functionName: 'monthly-reset', awsRequestId: randomUUID(), getRemainingTimeInMillis: () => 900_000 } as unknown as Context;
  const message = sqsMessage({ job: 'monthly-reset', scheduledTime: firstOf('2031-07') }, { receiveCount: 1, sender: 'scheduler.amazonaws.com', queue: 'monthly-reset' });
  const summary: unknown = await handler(message, context);
  expect(summary).toMatchObject({ month: '2031-07', reset: expect.any(Number) });
  expect(await subscription(premium)).toMatchObject({ ticketsRemaining: 3, quotaMonth: '2031-07' });
});
