import { readFileSync } from 'node:fs';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { readDeploymentConfig } from '../../infra/config';
import type { FunctionCode } from '../../infra/constructs/app-function';
import type { LaMeuteEdgeStack } from '../../infra/edge-stack';
import type { LaMeuteStack } from '../../infra/stack';
import { addLaMeuteStacks } from '../../infra/stacks';

export const projectRoot = path.resolve(__dirname, '../..');

/** A stand-in for web/dist (git-ignored, built by `npm run build`), so the tests do not depend on a build. */
export const webDistFixture = path.join(__dirname, 'fixtures', 'web-dist');

/** The context `npm run synth` uses (cdk.json: region, stage, feature flags), plus per-test overrides. */
export function cdkContext(overrides: Record<string, string> = {}): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(path.join(projectRoot, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };
  return { ...cdkJson.context, ...overrides };
}

export interface SynthesizedStack {
  app: App;
  stack: LaMeuteStack;
  template: Template;
  edge: LaMeuteEdgeStack;
  edgeTemplate: Template;
}

/**
 * The production stacks as `infra/app.ts` builds them, without AWS credentials, serving the web-dist fixture. `inline` function code
 * skips esbuild (every other function setting is identical) so template tests stay fast.
 */
export function synthesizeStack(options: { functionCode?: FunctionCode; context?: Record<string, string>; webDist?: string } = {}): SynthesizedStack {
  const app = new App({ context: cdkContext(options.context) });
  const config = readDeploymentConfig(app.node, {});
  const { main, edge } = addLaMeuteStacks(app, config, {
    projectRoot,
    functionCode: options.functionCode ?? 'inline',
    webDist: options.webDist ?? webDistFixture,
  });
  return { app, stack: main, template: Template.fromStack(main), edge, edgeTemplate: Template.fromStack(edge) };
}
