import { Duration, Validations } from 'aws-cdk-lib';
import { KeyGroup, PublicKey } from 'aws-cdk-lib/aws-cloudfront';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { Construct } from 'constructs';
import { VIDEO_PLAYBACK_PUBLIC_KEY_PARAMETER } from '../../shared/deploy-settings';
import { VIDEO_COMMENTED_TAG, VIDEO_RETENTION_DAYS } from '../../shared/domain/videos';

/** Where the members' videos are: `videos/<userId>/<videoId>`, the key the API chooses (functions/videos/reserve-upload.ts). */
export const VIDEOS_PREFIX = 'videos/';

export interface MediaProps {
  /**
   * The page origin browsers POST their uploads from (the bucket's CORS rule): `https://<custom domain>`, or
   * `https://*.cloudfront.net` without one (the distribution's own name would make the bucket and the distribution
   * refer to each other; the presigned POST's policy, not CORS, is what lets a browser write a key).
   */
  readonly siteOrigin: string;
}

/**
 * The members' videos (issue 26): a private bucket — public access blocked, encrypted, TLS only, access logged —
 * that browsers write to only by the API's presigned POST (its policy caps the size and the type of one key) and
 * viewers read only through the site distribution's `/videos/*` behaviour (origin access control) with URLs signed by
 * the key group's key. Its lifecycle deletes a commented video (tagged by the video-storage consumer) 180 days on and
 * aborts an upload left incomplete after a day.
 *
 * The key group's public key comes from an SSM parameter the operator creates BEFORE deploying
 * (VIDEO_PLAYBACK_PUBLIC_KEY_PARAMETER, infra/README.md): CloudFront needs the PEM when it creates the key, so the
 * stack reads it at each deployment (a CloudFormation SSM parameter type), and a deployment without it fails with the
 * parameter's name instead of creating a key nobody can sign for. Its private key goes in la-meute/videos/playback.
 */
export class Media extends Construct {
  readonly bucket: Bucket;
  readonly keyGroup: KeyGroup;
  readonly publicKey: PublicKey;

  constructor(scope: Construct, id: string, props: MediaProps) {
    super(scope, id);
    const accessLogs = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
    });
    Validations.of(accessLogs).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the videos bucket’s access-log bucket itself: logging its own access would log the log deliveries.',
    });
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: accessLogs,
      serverAccessLogsPrefix: 'videos/',
      // The browser's POST upload (a multipart form), from the site's pages only; S3's 201 answer is read by the app.
      cors: [{ allowedMethods: [HttpMethods.POST], allowedOrigins: [props.siteOrigin], allowedHeaders: ['*'], maxAge: 3600 }],
      lifecycleRules: [
        // S3 counts the days from the object's creation (its upload); the feedback comes within a working day of it,
        // and only a commented video carries the tag (one still awaiting its feedback is never deleted by this rule).
        {
          id: 'commented-videos-expire',
          prefix: VIDEOS_PREFIX,
          tagFilters: { [VIDEO_COMMENTED_TAG.Key]: VIDEO_COMMENTED_TAG.Value },
          expiration: Duration.days(VIDEO_RETENTION_DAYS),
        },
        { id: 'incomplete-uploads-abort', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
    });

    this.publicKey = new PublicKey(this, 'PlaybackPublicKey', {
      comment: 'La Meute: signed URLs of the members’ videos (its private key in la-meute/videos/playback)',
      encodedKey: StringParameter.valueForStringParameter(this, VIDEO_PLAYBACK_PUBLIC_KEY_PARAMETER),
    });
    this.keyGroup = new KeyGroup(this, 'PlaybackKeyGroup', {
      comment: 'La Meute: the keys that sign the videos’ playback URLs',
      items: [this.publicKey],
    });
  }

  /** The bucket's address the browsers POST their uploads to (the site's CSP connect-src). */
  get uploadOrigin(): string {
    return `https://${this.bucket.bucketRegionalDomainName}`;
  }
}
