import type { StackInfo } from '../../../scripts/dev/stack';

/** Environment variable through which the global setup hands the running stack to the test files. */
export const STACK_ENV = 'LA_MEUTE_TEST_STACK';

let info: StackInfo | undefined;

/** Urls and ids of the stack the integration tests run against. */
export function testStack(): StackInfo {
  if (!info) {
    const raw = process.env[STACK_ENV];
    if (!raw) throw new Error(`${STACK_ENV} is not set: run the integration tests through jest's integration project`);
    info = JSON.parse(raw) as StackInfo;
  }
  return info;
}
