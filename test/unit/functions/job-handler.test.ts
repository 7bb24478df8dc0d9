import type { Context, SQSEvent } from 'aws-lambda';
import { jobHandler, type JobRun } from '../../../functions/lib/jobs/job-handler';

/**
 * DESIGN §8: a scheduled job gets the due time the scheduler sends it, in the one message of its SQS queue, refuses a
 * payload meant for another job, and fails when its run fails, so the queue hands the message over again.
 */
const context = { functionName: 'la-meute-test-job', awsRequestId: 'req-1', getRemainingTimeInMillis: () => 60_000 } as Context;

/** The job queue's batch of one message, as Lambda's SQS event source delivers it (body: the scheduler's payload). */
const delivered = (...bodies: string[]): SQSEvent =>
  ({ Records: bodies.map((body, i) => ({ messageId: `m-${i}`, body, attributes: { ApproximateReceiveCount: '3' } })) }) as unknown as SQSEvent;
const scheduled = (payload: unknown) => delivered(JSON.stringify(payload));

describe('jobHandler', () => {
  it('runs the job with the scheduled time and the Lambda’s time left, and answers its summary', async () => {
    const runs: JobRun[] = [];
    const handler = jobHandler('nightly', async (run) => {
      runs.push(run);
      return { membersReset: 3 };
    });
    await expect(handler(scheduled({ job: 'nightly', scheduledTime: '2026-03-01T00:00:00+01:00' }), context)).resolves.toEqual({ membersReset: 3 });
    expect(runs.map((run) => run.scheduledTime)).toEqual(['2026-03-01T00:00:00+01:00']);
    expect(runs[0]?.remainingMs()).toBe(60_000);
  });

  it('fails when the run fails, so the queue hands the message over again', async () => {
    const handler = jobHandler('nightly', () => Promise.reject(new Error('table indisponible')));
    await expect(handler(scheduled({ job: 'nightly', scheduledTime: '2026-03-01T00:00:00Z' }), context)).rejects.toThrow('table indisponible');
  });

  const payload = { job: 'nightly', scheduledTime: '2026-03-01T00:00:00Z' };
  it.each([
    ['another job', scheduled({ job: 'monthly', scheduledTime: '2026-03-01T00:00:00Z' })],
    ['no due time', scheduled({ job: 'nightly' })],
    ['a body that is not JSON', delivered('{job: nightly')],
    ['two messages at once', delivered(JSON.stringify(payload), JSON.stringify(payload))],
    ['the payload outside a queue message', payload],
    ['no event', null],
  ])('refuses %s, without running the job', async (_, event) => {
    const run = jest.fn(async () => ({ done: 1 }));
    await expect(jobHandler('nightly', run)(event as SQSEvent, context)).rejects.toThrow('Tâche nightly : événement du planificateur inattendu');
    expect(run).not.toHaveBeenCalled();
  });
});
