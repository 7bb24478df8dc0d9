import { jobs } from '../../shared/jobs/catalogue';

/** Jobs run by the dev scheduler and `npm run job`: the shared catalogue, the same one CDK schedules. */
export { jobs };

/** A job's module under functions/, as the local function loader takes it. */
export const jobModule = (name: string): string => {
  const job = jobs[name];
  if (!job) throw new Error(`Tâche inconnue : ${name}`);
  return job.entry.replace(/^functions\//, '');
};
