import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStack } from '../dev/stack';
import { benchAdminStats } from './admin-stats';
import { benchApiLatency } from './api-latency';
import { benchEventDelivery } from './event-delivery';
import { benchLambdaBundles } from './lambda-bundles';
import { benchLiveNotification } from './live-notification';
import { benchMemberRoutes } from './member-routes';
import { benchMonthlyReset } from './monthly-reset';
import { benchWebhook } from './payments';
import { benchRewardExchange } from './reward-exchange';
import { benchScoring } from './scoring';
import { benchTickets } from './tickets';
import { benchValidationBurst } from './validation-burst';
import { benchVisioBooking, benchVisioSlots } from './visios';
import { benchWebWeight } from './web-weight';

/**
 * `npm run bench`: every budget of the issues, measured and printed (nothing here fails a build).
 * Pure code first, then the bundles, then everything that needs the local stack (one start).
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

console.log(`# La Meute — benchmarks (${new Date().toISOString()}, Node ${process.version})`);
await benchScoring();
await benchVisioSlots();
await benchLambdaBundles(root);

const stack = await startStack({ dataDir: null, seed: true, quiet: true, ports: { web: 0, api: 0, cognito: 0, dynamodb: 0, aws: 0, realtime: 0, stripe: 0 } });
try {
  await benchApiLatency(stack);
  await benchMemberRoutes(stack);
  await benchValidationBurst(stack);
  await benchRewardExchange(stack);
  await benchTickets(stack);
  await benchVisioBooking(stack);
  await benchWebhook(stack);
  await benchAdminStats(stack);
  await benchMonthlyReset(stack);
  await benchEventDelivery(stack);
  await benchWebWeight(root, stack);
  // Serves the build the web-weight step has just made.
  await benchLiveNotification(root, stack);
} finally {
  await stack.stop();
}
