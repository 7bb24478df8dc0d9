import { S3Client } from '@aws-sdk/client-s3';
import { config } from '../config';

let client: S3Client | undefined;

/**
 * The S3 client of this function's buckets (the members' exports, their videos). Locally it is pointed at the AWS
 * emulator's S3 (scripts/dev/s3-emulator.ts), which answers path-style requests (http://host/bucket/key), as any
 * S3-compatible endpoint does.
 */
export function s3(): S3Client {
  if (!client) {
    const { AWS_REGION, S3_ENDPOINT } = config();
    client = new S3Client({ region: AWS_REGION, ...(S3_ENDPOINT ? { endpoint: S3_ENDPOINT, forcePathStyle: true } : {}) });
  }
  return client;
}

/** The name of a bucket bound to this function (infra/constructs/app-function.ts sets the variable with its grant). */
export function bucketName(variable: 'EXPORTS_BUCKET' | 'VIDEOS_BUCKET'): string {
  const bucket = config()[variable];
  if (!bucket) throw new Error(`${variable} manquant : ce bucket n’est pas lié à cette fonction`);
  return bucket;
}
