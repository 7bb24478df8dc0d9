import { Duration, Stack, Validations } from 'aws-cdk-lib';
import { KeyGroup, PublicKey } from 'aws-cdk-lib/aws-cloudfront';
import { type Bucket, EventType, HttpMethods } from 'aws-cdk-lib/aws-s3';
import { LambdaDestination } from 'aws-cdk-lib/aws-s3-notifications';
import type { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { Construct } from 'constructs';
import { DEPLOY_SETTINGS, VIDEO_PLAYBACK_PUBLIC_KEY_PARAMETER } from '../../shared/deploy-settings';
import { VIDEO_COMMENTED_TAG, VIDEO_RETENTION_DAYS } from '../../shared/domain/videos';
import { AppFunction, type FunctionBuild, type TableBinding } from './app-function';
import { settingSecret } from './deploy-settings';
import { privateBucket } from './private-bucket';

/** Where the members' videos are: `videos/<userId>/<videoId>`, the key the API chooses (functions/videos/reserve-upload.ts). */
export const VIDEOS_PREFIX = 'videos/';

export interface MediaProps {
  readonly build: FunctionBuild;
  readonly data: TableBinding;
  /** Where S3's notifications to the upload check go once Lambda's retries fail (the events' dead-letter queue, alarmed). */
  readonly deadLetterQueue: IQueue;
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
 * the key group's key. Its lifecycle deletes a commented video 180 days after its feedback (the video-storage consumer
 * copies it onto itself with the tag, so its age starts then) and aborts an upload left incomplete after a day.
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
  /** la-meute/videos/playback: the private key that signs the playback URLs, filled by the operator. */
  readonly playbackKeys: Secret;
  /** The check after upload (functions/videos/upload-check.ts), run by the bucket's ObjectCreated notification. */
  readonly uploadCheck: AppFunction;

  constructor(scope: Construct, id: string, props: MediaProps) {
    super(scope, id);
    this.bucket = privateBucket(this, {
      label: 'videos',
      logPrefix: 'videos/',
      // The browser's POST upload (a multipart form), from the site's pages only; S3's 201 answer is read by the app.
      cors: [{ allowedMethods: [HttpMethods.POST], allowedOrigins: [props.siteOrigin], allowedHeaders: ['*'], maxAge: 3600 }],
      lifecycleRules: [
        // S3 counts the days from the object's creation: the video-storage consumer copies a commented video onto
        // itself with the tag (functions/lib/storage/videos-bucket.ts tagCommented), a new object created at the
        // feedback, so it goes 180 days after its feedback. Only a commented video carries the tag (one still awaiting
        // its feedback is never deleted by this rule). 'Terminer' writes the last day it is kept, counted the same
        // way from the same constant (shared/domain/videos.ts videoFileKeptUntil), for the member's and staff's pages.
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
    this.playbackKeys = settingSecret(this, 'PlaybackKeys', DEPLOY_SETTINGS.videoPlaybackKeys, 'An RSA key pair made by the operator (openssl): its public key is the distribution key group’s; a new pair is put here and there together, not rotated by a Lambda.');

    // S3 invokes the check asynchronously for each new object under videos/: Lambda retries a failed run twice, then
    // the event goes to the dead-letter queue (a video left waiting for its file is released by the abandoned uploads'
    // job all the same).
    this.uploadCheck = new AppFunction(this, 'video-upload-check', {
      build: props.build,
      entry: 'functions/videos/upload-check.ts',
      description: 'Checks an uploaded video (size, container, duration): sent with its due-by, or deleted and its unit given back',
      memorySize: 512,
      timeout: Duration.seconds(30),
      deadLetterQueue: props.deadLetterQueue,
    });
    this.uploadCheck.retryAsyncRuns({ retryAttempts: 2, maxEventAge: Duration.hours(6) });
    // The video's status and, for a refused file, its quota unit or credit, the outbox and the live message.
    this.uploadCheck.bindTable(props.data, { access: 'write' });
    // HeadObject and the ranged GETs of the container's header need s3:GetObject; a refused file is deleted.
    this.uploadCheck.bindBucketObjects(this.bucket, {
      prefix: VIDEOS_PREFIX,
      actions: ['s3:GetObject', 's3:DeleteObject'],
      variable: 'VIDEOS_BUCKET',
      why: 'reads the header of each new video (videos/<member>/<video>) and deletes a refused one',
    });
    this.bucket.addEventNotification(EventType.OBJECT_CREATED, new LambdaDestination(this.uploadCheck), { prefix: VIDEOS_PREFIX });
    acknowledgeNotificationsHandler(this);
  }

  /**
   * The videos domain (POST /videos/upload, the playback URLs): s3:PutObject under videos/ — the right its presigned
   * POSTs are signed with (the policy then narrows it to one key, a type and a size) — and the playback URLs' signing:
   * the site's origin, the key group's key id and the private key's secret.
   */
  bindUploadsAndPlayback(fn: AppFunction, siteOrigin: string): void {
    fn.bindBucketObjects(this.bucket, {
      prefix: VIDEOS_PREFIX,
      actions: ['s3:PutObject'],
      variable: 'VIDEOS_BUCKET',
      why: 'signs presigned POSTs, each for the one key it chose (videos/<member>/<video>)',
    });
    fn.addEnvironment('VIDEO_PLAYBACK_URL', siteOrigin);
    fn.addEnvironment('VIDEO_PLAYBACK_KEY_PAIR_ID', this.publicKey.publicKeyId);
    fn.bindSecret(this.playbackKeys, 'VIDEO_PLAYBACK_SECRET_ARN');
  }

  /**
   * The video-storage consumer: copies a commented video onto itself with its retention tag, under videos/ only. A
   * copy reads the source (s3:GetObject, also its HeadObject), writes the object (s3:PutObject) and, with x-amz-tagging,
   * needs s3:PutObjectTagging too.
   */
  bindRetention(fn: AppFunction): void {
    fn.bindBucketObjects(this.bucket, {
      prefix: VIDEOS_PREFIX,
      actions: ['s3:GetObject', 's3:PutObject', 's3:PutObjectTagging'],
      variable: 'VIDEOS_BUCKET',
      why: 'copies a commented video onto itself with the retention tag, so its 180 days start at the feedback',
    });
  }

  /** The account erasure: lists videos/<member>/ and deletes what is there (s3:ListBucket under videos/, s3:DeleteObject). */
  bindErasure(fn: AppFunction): void {
    fn.bindBucketObjects(this.bucket, { prefix: VIDEOS_PREFIX, actions: ['s3:DeleteObject'], list: true, variable: 'VIDEOS_BUCKET', why: 'deletes an erased member’s videos (videos/<member>/)' });
  }

  /** The bucket's address the browsers POST their uploads to (the site's CSP connect-src). */
  get uploadOrigin(): string {
    return `https://${this.bucket.bucketRegionalDomainName}`;
  }
}

/**
 * The bucket's notification is set by CDK's singleton handler (its code, runtime and grants are aws-cdk-lib's): its
 * findings are acknowledged one by one, on that handler only.
 */
function acknowledgeNotificationsHandler(scope: Construct): void {
  const handler = Stack.of(scope).node.tryFindChild('BucketNotificationsHandler050a0587b7544547bf325f094a3db834');
  if (!handler) throw new Error('The bucket notifications handler was not found where aws-cdk-lib puts it');
  const owned = "CDK's bucket notifications handler (code, runtime and grants are aws-cdk-lib's)";
  Validations.of(handler).acknowledge(
    { id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]', reason: `${owned}: the managed policy only lets it write its own logs.` },
    { id: 'AwsSolutions-IAM5[Resource::*]', reason: `${owned}: s3:PutBucketNotification, which it is granted on "*" by aws-cdk-lib; it runs only during deployments.` },
  );
}
