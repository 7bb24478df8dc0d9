import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStack, type Stack } from '../dev/stack';
import { benchAdminStats } from './admin-stats';
import { benchApiLatency } from './api-latency';
import { benchEventDelivery } from './event-delivery';
import { benchLambdaBundles } from './lambda-bundles';
import { benchLiveNotification } from './live-notification';
import { benchMemberRoutes } from './member-routes';
import { benchMonthlyReset } from './monthly-reset';
import { benchOffline } from './offline';
import { benchProgression } from './progression';
import { benchWebhook } from './payments';
import { benchPwa } from './pwa';
import { benchRewardExchange } from './reward-exchange';
import { benchScoring } from './scoring';
import { benchStaffNotification } from './staff-notification';
import { benchTickets } from './tickets';
import { benchTrainingReminders } from './training-reminders';
import { benchValidationBurst } from './validation-burst';
import { benchVideos } from './videos';
import { benchVisioBooking, benchVisioSlots } from './visios';
import { benchWebWeight } from './web-weight';

/**
 * `npm run bench`: every budget of the issues, measured and printed (nothing here fails a build).
 * Pure code first, then the bundles, then everything that needs the local stack (one start).
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** `npm run bench -- <name>…` runs only the named benchmarks (e.g. `npm run bench -- validation-burst`). */
const only = process.argv.slice(2);
const wanted = (name: string) => only.length === 0 || only.includes(name);

const pure: [string, () => Promise<unknown>][] = [
  ['scoring', benchScoring],
  ['visio-slots', benchVisioSlots],
  ['lambda-bundles', () => benchLambdaBundles(root)],
  // The service worker's precache, from the web-weight bench's build (made here if that bench does not run first).
  ['pwa', () => benchPwa(root)],
];
const onStack: [string, (stack: Stack) => Promise<void>][] = [
  ['api-latency', benchApiLatency],
  ['member-routes', benchMemberRoutes],
  ['progression', benchProgression],
  ['validation-burst', benchValidationBurst],
  ['reward-exchange', benchRewardExchange],
  ['tickets', benchTickets],
  ['videos', benchVideos],
  ['visio-booking', benchVisioBooking],
  ['webhook', benchWebhook],
  ['admin-stats', benchAdminStats],
  ['monthly-reset', benchMonthlyReset],
  ['training-reminders', benchTrainingReminders],
  ['event-delivery', benchEventDelivery],
  ['web-weight', (stack) => benchWebWeight(root, stack)],
  // Serve the build of the web-weight step (or make it).
  ['live-notification', (stack) => benchLiveNotification(root, stack)],
  ['staff-notification', (stack) => benchStaffNotification(root, stack)],
  // Serves the same build: the offline queue drained from 'online' (issue 27).
  ['offline', (stack) => benchOffline(root, stack)],
];
const unknown = only.filter((name) => ![...pure, ...onStack].some(([known]) => known === name));
if (unknown.length > 0) throw new Error(`Unknown benchmark ${unknown.join(', ')}; known: ${[...pure, ...onStack].map(([name]) => name).join(', ')}`);

console.log(`# La Meute — benchmarks (${new Date().toISOString()}, Node ${process.version})`);
for (const [name, bench] of pure) if (wanted(name)) await bench();

if (onStack.some(([name]) => wanted(name))) {
  // The stack's logs (its functions' among them) would bury the tables: they go to a file, named at the start and the end.
  const logFile = join(root, '.local/bench', `stack-${new Date().toISOString().replace(/[:.]/g, '-')}.log`);
  console.log(`Local stack log: ${relative(process.cwd(), logFile)}`);
  const stack = await startStack({ dataDir: null, seed: true, quiet: true, logFile, ports: { web: 0, api: 0, cognito: 0, dynamodb: 0, aws: 0, realtime: 0, stripe: 0 } });
  try {
    for (const [name, bench] of onStack) if (wanted(name)) await bench(stack);
  } finally {
    await stack.stop();
    console.log(`\nLocal stack log: ${relative(process.cwd(), logFile)} (${errorLines(logFile)})`);
  }
}

/** How many of the log's lines are errors (the stack's own, or a function's ERROR level), as a reader would count them. */
function errorLines(file: string): string {
  const count = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => /^\S+ ERROR /.test(line) || line.includes('"level":"ERROR"') || line.includes('"level":"CRITICAL"')).length;
  return count === 0 ? 'no error' : count === 1 ? '1 error line' : `${count} error lines`;
}
