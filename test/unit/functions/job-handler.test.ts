import type { Context } from 'aws-lambda';
import { jobHandler, type JobRun } from '../../../functions/lib/jobs/job-handler';

/** DESIGN §8: a scheduled job gets the due time the scheduler sends it, and refuses a payload meant for another job. */
const context = { functionName: 'la-meute-test-job', awsRequestId: 'req-1', getRemainingTimeInMillis: () => 60_000 } as Context;

describe('jobHandler', () => {
  it('runs the job with the scheduled time and the Lambda’s time left, and answers its summary', async () => {
    const runs: JobRun[] = [];
    const handler = jobHandler('nightly', async (run) => {
      runs.push(run);
      return { membersReset: 3 };
    });
    await expect(handler({ job: 'nightly', scheduledTime: '2026-03-01T00:00:00+01:00' }, context)).resolves.toEqual({ membersReset: 3 });
    expect(runs.map((run) => run.scheduledTime)).toEqual(['2026-03-01T00:00:00+01:00']);
    expect(runs[0]?.remainingMs()).toBe(60_000);
  });

  it.each([
    ['another job', { job: 'monthly', scheduledTime: '2026-03-01T00:00:00Z' }],
    ['no due time', { job: 'nightly' }],
    ['no payload', null],
  ])('refuses a payload with %s, without running the job', async (_, event) => {
    const run = jest.fn(async () => ({ done: 1 }));
    await expect(jobHandler('nightly', run)(event, context)).rejects.toThrow('Tâche nightly : événement du planificateur inattendu');
    expect(run).not.toHaveBeenCalled();
  });
});
