import { startStack } from '../dev/stack';
import { benchMonthlyReset } from './monthly-reset';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const stack = await startStack({ dataDir: null, seed: false, quiet: true, ports: { web: 0, api: 0, cognito: 0, dynamodb: 0, aws: 0, realtime: 0, stripe: 0 } });
try { await benchMonthlyReset(stack); } finally { await stack.stop(); }
