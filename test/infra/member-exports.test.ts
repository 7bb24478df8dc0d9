import type { CfnElement } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { EXPORT_AVAILABLE_DAYS } from '../../shared/domain/member-export';
import { synthesizeStack } from './fixture';

/**
 * Issue 22, 'Télécharger mes données': the exports bucket is private and forgets every file after 7 days; only the
 * export consumer writes there and only the account domain reads (to sign the member's links).
 */
describe('the members’ data exports bucket', () => {
  const { stack, template } = synthesizeStack();
  const bucketId = stack.getLogicalId(stack.memberExports.bucket.node.defaultChild as CfnElement);
  const bucket = template.findResources('AWS::S3::Bucket')[bucketId]!;

  it('deletes every export file 7 days after it was written', () => {
    expect(EXPORT_AVAILABLE_DAYS).toBe(7);
    expect(bucket.Properties.LifecycleConfiguration.Rules).toEqual([
      expect.objectContaining({ Status: 'Enabled', Prefix: 'exports/', ExpirationInDays: 7, AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } }),
    ]);
  });

  it('is private: public access blocked, encrypted, TLS only, access logged', () => {
    expect(bucket.Properties).toMatchObject({
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      LoggingConfiguration: { LogFilePrefix: 'member-exports/' },
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: bucketId },
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
    });
  });

  it('is written by the export consumer alone and read by the account domain alone, under exports/ only', () => {
    const functions = template.findResources('AWS::Lambda::Function');
    const roleOf = (logicalId: string) => (functions[logicalId]?.Properties.Role['Fn::GetAtt'] as string[])[0];
    const roleNames = new Map(Object.keys(functions).map((id) => [roleOf(id), id]));
    const grants: string[] = [];
    for (const policy of Object.values(template.findResources('AWS::IAM::Policy'))) {
      for (const statement of policy.Properties.PolicyDocument.Statement as Array<{ Action: string | string[]; Resource: unknown }>) {
        if (!JSON.stringify(statement.Resource).includes(bucketId)) continue;
        expect(JSON.stringify(statement.Resource)).toContain('/exports/*');
        for (const role of policy.Properties.Roles as Array<{ Ref: string }>) grants.push(`${roleNames.get(role.Ref)}: ${[statement.Action].flat().join(',')}`);
      }
    }
    const id = (fn: CfnElement) => stack.getLogicalId(fn);
    const consumer = id(stack.events.consumers.get('member-export')!.node.defaultChild as CfnElement);
    const account = id(stack.api.functions.get('account')!.node.defaultChild as CfnElement);
    expect(grants.sort()).toEqual([`${account}: s3:GetObject`, `${consumer}: s3:PutObject`].sort());
    expect(functions[consumer]?.Properties.Environment.Variables.EXPORTS_BUCKET).toEqual({ Ref: bucketId });
    expect(functions[account]?.Properties.Environment.Variables.EXPORTS_BUCKET).toEqual({ Ref: bucketId });
  });
});
