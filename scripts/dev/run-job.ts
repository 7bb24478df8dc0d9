import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { functionEnvironment } from './function-env';
import { jobs } from './jobs';
import { runJob } from './scheduler';
import { STACK_INFO_FILE, type StackInfo } from './stack';

/**
 * `npm run job <name>` → `tsx scripts/dev/run-job.ts <name>`: runs a job of shared/jobs/catalogue.ts once against
 * the stack `npm start` is running (it reads the stack's ports and ids from .local/stack.json).
 */
const name = process.argv[2];
const infoFile = fileURLToPath(new URL(`../../.local/${STACK_INFO_FILE}`, import.meta.url));

let info: StackInfo;
try {
  info = JSON.parse(readFileSync(infoFile, 'utf8')) as StackInfo;
} catch {
  console.error('Lance d’abord npm start : la tâche utilise sa base et son pool Cognito.');
  process.exit(1);
}
if (!name) {
  console.error(`Usage : npm run job <nom-de-la-tâche> (tâches : ${Object.keys(jobs).join(', ') || 'aucune pour l’instant'})`);
  process.exit(1);
}
Object.assign(
  process.env,
  functionEnvironment({ userPoolId: info.userPoolId, serverClientId: info.serverClientId, dynamodb: info.urls.dynamodb, aws: info.urls.aws, cognito: info.urls.cognito, realtime: info.urls.realtime }),
);
try {
  await runJob(name);
  console.log(`Tâche ${name} terminée`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
