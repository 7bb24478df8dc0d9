import type { CfnElement } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { VIDEO_PLAYBACK_PUBLIC_KEY_PARAMETER } from '../../shared/deploy-settings';
import { VIDEO_RETENTION_DAYS } from '../../shared/domain/videos';
import { synthesizeStack } from './fixture';

/**
 * Issue 26, the members' videos: a private bucket written only through the videos domain's presigned POSTs, checked
 * by the function its ObjectCreated notification runs, tagged by video-storage, erased by account-erasure, each with
 * exactly its own S3 rights, and deleted 180 days after a commented video's upload.
 */
describe('the members’ videos bucket', () => {
  const { stack, template } = synthesizeStack();
  const logicalId = (construct: { node: { defaultChild?: unknown } }) => stack.getLogicalId(construct.node.defaultChild as CfnElement);
  const bucketId = logicalId(stack.media.bucket);
  const bucket = template.findResources('AWS::S3::Bucket')[bucketId]!;
  const functions = template.findResources('AWS::Lambda::Function');
  const check = logicalId(stack.media.uploadCheck);
  const videos = logicalId(stack.api.functions.get('videos')!);

  it('is private: public access blocked, encrypted, TLS only, access logged', () => {
    expect(bucket.Properties).toMatchObject({
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      LoggingConfiguration: { LogFilePrefix: 'videos/' },
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: bucketId },
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
    });
  });

  it('takes POST uploads from the site’s pages only (CORS), nothing else cross-origin', () => {
    // Without a custom domain (the test context) the site is a *.cloudfront.net name.
    expect(bucket.Properties.CorsConfiguration.CorsRules).toEqual([{ AllowedMethods: ['POST'], AllowedOrigins: ['https://*.cloudfront.net'], AllowedHeaders: ['*'], MaxAge: 3600 }]);
  });

  it('deletes a commented video (its tag) 180 days after its creation — the consumer’s copy at the feedback — and aborts an upload left incomplete after a day', () => {
    expect(VIDEO_RETENTION_DAYS).toBe(180);
    expect(bucket.Properties.LifecycleConfiguration.Rules).toEqual([
      { Id: 'commented-videos-expire', Status: 'Enabled', Prefix: 'videos/', TagFilters: [{ Key: 'status', Value: 'commentee' }], ExpirationInDays: 180 },
      { Id: 'incomplete-uploads-abort', Status: 'Enabled', AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } },
    ]);
  });

  it('runs the upload check on every new object under videos/, retried twice then to the dead-letter queue', () => {
    template.hasResourceProperties('Custom::S3BucketNotifications', {
      BucketName: { Ref: bucketId },
      NotificationConfiguration: {
        LambdaFunctionConfigurations: [
          { Events: ['s3:ObjectCreated:*'], Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: 'videos/' }] } }, LambdaFunctionArn: { 'Fn::GetAtt': [check, 'Arn'] } },
        ],
      },
    });
    template.hasResourceProperties('AWS::Lambda::Permission', { FunctionName: { 'Fn::GetAtt': [check, 'Arn'] }, Principal: 's3.amazonaws.com', SourceArn: { 'Fn::GetAtt': [bucketId, 'Arn'] } });
    expect(functions[check]?.Properties.DeadLetterConfig).toEqual({ TargetArn: { 'Fn::GetAtt': [logicalId(stack.events.deadLetterQueue), 'Arn'] } });
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', { FunctionName: { Ref: check }, MaximumRetryAttempts: 2 });
  });

  it('grants each function exactly its S3 rights, under videos/ only: POST uploads, check, retention tag, erasure', () => {
    const roleOf = (id: string) => (functions[id]?.Properties.Role['Fn::GetAtt'] as string[])[0];
    const roleNames = new Map(Object.keys(functions).map((id) => [roleOf(id), id]));
    const grants: string[] = [];
    for (const policy of Object.values(template.findResources('AWS::IAM::Policy'))) {
      for (const statement of policy.Properties.PolicyDocument.Statement as Array<{ Action: string | string[]; Resource: unknown; Condition?: unknown }>) {
        if (!JSON.stringify(statement.Resource).includes(bucketId) || JSON.stringify(statement.Action).includes('PutBucketNotification')) continue;
        const actions = [statement.Action].flat();
        if (actions.includes('s3:ListBucket')) expect(statement.Condition).toEqual({ StringLike: { 's3:prefix': ['videos/*'] } });
        else expect(statement.Resource).toEqual({ 'Fn::Join': ['', [{ 'Fn::GetAtt': [bucketId, 'Arn'] }, '/videos/*']] });
        for (const role of policy.Properties.Roles as Array<{ Ref: string }>) grants.push(`${roleNames.get(role.Ref)}: ${actions.sort().join(',')}`);
      }
    }
    const consumer = (name: 'video-storage' | 'account-erasure') => logicalId(stack.events.consumers.get(name)!);
    expect(grants.sort()).toEqual(
      [
        `${videos}: s3:PutObject`,
        `${check}: s3:DeleteObject,s3:GetObject`,
        `${consumer('video-storage')}: s3:GetObject,s3:PutObject,s3:PutObjectTagging`,
        `${consumer('account-erasure')}: s3:DeleteObject`,
        `${consumer('account-erasure')}: s3:ListBucket`,
      ].sort(),
    );
    for (const fn of [videos, check, consumer('video-storage'), consumer('account-erasure')]) {
      expect(functions[fn]?.Properties.Environment.Variables.VIDEOS_BUCKET).toEqual({ Ref: bucketId });
    }
  });

  it('gives the videos domain what signs the playback URLs of the site’s /videos/*: the site’s address, the key’s id, the private key’s secret', () => {
    const variables = functions[videos]?.Properties.Environment.Variables as Record<string, unknown>;
    expect(variables.VIDEO_PLAYBACK_KEY_PAIR_ID).toEqual({ Ref: logicalId(stack.media.publicKey) });
    expect(variables.VIDEO_PLAYBACK_SECRET_ARN).toEqual({ Ref: logicalId(stack.media.playbackKeys) });
    expect(JSON.stringify(variables.VIDEO_PLAYBACK_URL)).toContain(logicalId(stack.site.distribution));
    // The public key is the operator's, read from its SSM parameter at each deployment.
    const encodedKey = (Object.values(template.findResources('AWS::CloudFront::PublicKey'))[0]!.Properties.PublicKeyConfig as { EncodedKey: { Ref: string } }).EncodedKey;
    expect(template.toJSON().Parameters[encodedKey.Ref]).toMatchObject({ Type: 'AWS::SSM::Parameter::Value<String>', Default: VIDEO_PLAYBACK_PUBLIC_KEY_PARAMETER });
  });
});
