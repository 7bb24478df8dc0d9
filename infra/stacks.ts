import type { App } from 'aws-cdk-lib';
import type { DeploymentConfig } from './config';
import type { FunctionCode } from './constructs/app-function';
import { EDGE_REGION, LaMeuteEdgeStack } from './edge-stack';
import { LaMeuteStack } from './stack';

export interface LaMeuteStacks {
  readonly edge: LaMeuteEdgeStack;
  readonly main: LaMeuteStack;
}

/**
 * The deployed product: the edge stack in us-east-1 (the site's WAF web ACL, which CloudFront only takes from
 * there) and the main stack in the configured region. The ACL's ARN crosses regions as a CDK cross-region
 * reference, which this app's `@aws-cdk/core:defaultCrossStackReferences: weak` flag turns into CloudFormation's own
 * `Fn::GetStackOutput`: an output of the edge stack read by the main stack at deploy time, with no Lambda-backed
 * custom resource or SSM parameter to run, secure and keep in step. `cdk deploy --all` deploys the edge stack
 * first (the main stack depends on it). The reference being weak, nothing in CloudFormation stops the edge stack
 * from being deleted under the main one, but WAF itself refuses to delete an ACL a distribution still uses.
 */
/** The main stack's name for a stage (the preflight reads its outputs by it). */
export const mainStackName = (stage: DeploymentConfig['stage']): string => `LaMeute-${stage}`;

export function addLaMeuteStacks(
  app: App,
  config: DeploymentConfig,
  options: { projectRoot: string; functionCode?: FunctionCode; webDist?: string },
): LaMeuteStacks {
  const account = config.account ? { account: config.account } : {};
  const edge = new LaMeuteEdgeStack(app, `LaMeute-${config.stage}-edge`, {
    firewall: config.firewall,
    env: { region: EDGE_REGION, ...account },
    crossRegionReferences: true,
    description: 'La Meute: the WAF web ACL of the site (CloudFront reads it from us-east-1)',
  });
  const main = new LaMeuteStack(app, mainStackName(config.stage), {
    config,
    ...options,
    webAclArn: edge.webAcl.arn,
    env: { region: config.region, ...account },
    crossRegionReferences: true,
    description: 'La Meute: web app, API, authentication, data and events',
  });
  return { edge, main };
}
