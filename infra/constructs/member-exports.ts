import { Duration, Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Bucket, CfnBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { EXPORT_AVAILABLE_DAYS } from '../../shared/domain/member-export';
import type { AppFunction } from './app-function';
import { privateBucket } from './private-bucket';

/** Where the export files are written: `exports/<userId>/<exportId>/…` (functions/account/member-export.ts). */
export const EXPORTS_PREFIX = 'exports/';

/**
 * The members' data exports (issue 22, 'Télécharger mes données'): a private bucket — public access blocked,
 * encrypted, TLS only, access logged — whose files S3 deletes EXPORT_AVAILABLE_DAYS (7) days after they were written
 * (a lifecycle rule; the API refuses a download past the export's date already). The export consumer may only write
 * under `exports/`; the account domain may only read from there, to sign the member's short-lived download links.
 */
export class MemberExports extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.bucket = privateBucket(this, {
      label: 'exports',
      logPrefix: 'member-exports/',
      lifecycleRules: [
        { id: 'exports-expire', prefix: EXPORTS_PREFIX, expiration: Duration.days(EXPORT_AVAILABLE_DAYS), abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
    });
  }

  private objectsArn(): string {
    return `${this.bucket.bucketArn}/${EXPORTS_PREFIX}*`;
  }

  /** cdk-nag's name for the grant's resource (the bucket's logical id, then the prefix). */
  private objectsFinding(): string {
    const stack = Stack.of(this);
    return `Resource::<${stack.getLogicalId(this.bucket.node.defaultChild as CfnBucket)}.Arn>/${EXPORTS_PREFIX}*`;
  }

  /** The export consumer: s3:PutObject under `exports/`, nothing else (no read, no list, no delete). */
  bindWriter(fn: AppFunction): void {
    this.grant(fn, ['s3:PutObject'], 'writes each export’s files under a new key exports/<member>/<export>/');
  }

  /** The account domain: s3:GetObject under `exports/`, the right its presigned download links are signed with. */
  bindReader(fn: AppFunction): void {
    this.grant(fn, ['s3:GetObject'], 'signs the member’s short-lived download links of their own export (exports/<member>/<export>/), chosen by the token’s member');
  }

  private grant(fn: AppFunction, actions: string[], why: string): void {
    fn.addEnvironment('EXPORTS_BUCKET', this.bucket.bucketName);
    fn.addToRolePolicy(new PolicyStatement({ actions, resources: [this.objectsArn()] }));
    Validations.of(fn.role ?? fn).acknowledge({
      id: `AwsSolutions-IAM5[${this.objectsFinding()}]`,
      reason: `Export files are named per member and request at run time: the function ${why}, in this bucket only.`,
    });
  }
}
