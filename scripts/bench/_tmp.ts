import { startStack } from '../dev/stack';
import { benchEventDelivery } from './event-delivery';
import { benchAdminStats } from './admin-stats';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const stack = await startStack({ dataDir: null, seed: false, quiet: true, ports: { web: 0, api: 0, cognito: 0, dynamodb: 0, aws: 0, realtime: 0, stripe: 0 } });
try { await benchEventDelivery(stack); await benchAdminStats(stack); } finally { await stack.stop(); }
