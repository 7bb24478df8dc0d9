/**
 * Where a paged job run got to (issue 15): per job, period and segment (a plan), the cursor of the next page and
 * what it did so far. Saved after each page, so a run stopped by its time limit or a failure resumes where it was
 * (EventBridge Scheduler retries it) instead of starting over; `done` marks a segment finished for the period.
 */
export const jobProgressModel = {
  model: { entity: 'jobProgress', version: '1', service: 'lameute' },
  attributes: {
    job: { type: 'string', required: true, readOnly: true },
    period: { type: 'string', required: true, readOnly: true },
    segment: { type: 'string', required: true, readOnly: true },
    cursor: { type: 'string' },
    done: { type: 'boolean', required: true, default: false },
    reset: { type: 'number', required: true, default: 0 },
    skipped: { type: 'number', required: true, default: 0 },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byRun: { pk: { field: 'pk', composite: ['job', 'period'] }, sk: { field: 'sk', composite: ['segment'] } },
  },
} as const;
