import { Duration, Validations } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, type BucketProps } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

/**
 * A bucket of the members' files (their data exports, their videos): public access blocked, encrypted, TLS only,
 * owned by the account, its access logged (under `logPrefix`) to a bucket of its own whose logs go after 90 days.
 * `props` adds what the files need (CORS, lifecycle rules). The children keep the ids 'AccessLogs' and 'Bucket' in
 * `scope`, so the buckets' logical ids do not depend on this helper.
 */
export function privateBucket(scope: Construct, { label, logPrefix, ...props }: { label: string; logPrefix: string } & Pick<BucketProps, 'cors' | 'lifecycleRules'>): Bucket {
  const safety = {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
  } satisfies BucketProps;
  const accessLogs = new Bucket(scope, 'AccessLogs', { ...safety, lifecycleRules: [{ expiration: Duration.days(90) }] });
  Validations.of(accessLogs).acknowledge({
    id: 'AwsSolutions-S1',
    reason: `This is the ${label} bucket’s access-log bucket itself: logging its own access would log the log deliveries.`,
  });
  return new Bucket(scope, 'Bucket', { ...safety, serverAccessLogsBucket: accessLogs, serverAccessLogsPrefix: logPrefix, ...props });
}
