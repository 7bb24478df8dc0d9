import { App, Stack } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { attachNagPacks, nagPacks } from '../../infra/nag';
import { synthesizeStack } from './fixture';

/** Every finding (error or warning) of the AwsSolutions and Serverless packs, as `rule @ construct path`. */
function findings(app: App): string[] {
  return nagPacks(app).flatMap((pack) =>
    pack.validateScope(app).violations.flatMap((violation) =>
      violation.violatingResources.map((resource) => `${violation.ruleName} (${violation.severity}) @ ${resource.constructPath}`),
    ),
  );
}

describe('cdk-nag (AwsSolutions and Serverless packs)', () => {
  it('finds nothing unacknowledged in the production stacks, the main one and the us-east-1 edge stack', () => {
    const { app, stack, edge } = synthesizeStack();
    expect(app.node.children.filter((child) => child instanceof Stack)).toEqual(expect.arrayContaining([stack, edge]));
    expect(findings(app)).toEqual([]);
  });

  it('finds nothing unacknowledged with a custom domain either (TLS 1.2 enforced, no certificate acknowledgment)', () => {
    const { app } = synthesizeStack({
      context: { domainName: 'app.lameute.fr', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-0000-0000-000000000000' },
    });
    expect(findings(app)).toEqual([]);
  });

  it('reports a finding on a non-compliant resource, and fails the synthesis of an app it is attached to', () => {
    const app = new App();
    new Bucket(new Stack(app, 'Careless'), 'UnloggedBucket');
    expect(findings(app)).toEqual(expect.arrayContaining([expect.stringMatching(/^AwsSolutions-S1 \(error\) @ Careless\/UnloggedBucket/)]));
    attachNagPacks(app);
    expect(() => app.synth()).toThrow(/AwsSolutions-S1/);
  });
});
