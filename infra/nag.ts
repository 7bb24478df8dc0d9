import { Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import type { Construct } from 'constructs';

/** The cdk-nag packs the app is held to (DESIGN §6 rule 10); the infra tests run the same list. */
export const nagPacks = (scope: Construct) => [new AwsSolutionsChecks(scope), new ServerlessChecks(scope)];

/** Attaches the packs as CDK policy-validation plugins: synthesis fails on any unacknowledged finding. */
export function attachNagPacks(app: Construct): void {
  Validations.of(app).addPlugins(...nagPacks(app));
}
