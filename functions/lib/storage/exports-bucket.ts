import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { config } from '../config';

/**
 * The private bucket of the members' data exports (issue 22, infra/constructs/member-exports.ts): the export consumer
 * writes to it, the account domain hands out short-lived presigned links to read from it. Behind this port so the use
 * cases take it as a dependency; locally the SDK is pointed at the AWS emulator's S3 (scripts/dev/s3-emulator.ts).
 */
export interface ExportsBucket {
  put(key: string, body: string, contentType: string): Promise<void>;
  /** A GET link valid `seconds`, answered with this Content-Disposition (the file's name, download or inline). */
  presignedGet(key: string, options: { seconds: number; disposition: string; contentType: string }): Promise<string>;
}

let client: S3Client | undefined;

function s3(): S3Client {
  if (!client) {
    const { AWS_REGION, S3_ENDPOINT } = config();
    // The local emulator answers path-style requests (http://host/bucket/key), as any S3-compatible endpoint does.
    client = new S3Client({ region: AWS_REGION, ...(S3_ENDPOINT ? { endpoint: S3_ENDPOINT, forcePathStyle: true } : {}) });
  }
  return client;
}

function bucketName(): string {
  const bucket = config().EXPORTS_BUCKET;
  if (!bucket) throw new Error('EXPORTS_BUCKET manquant : le bucket des exports n’est pas lié à cette fonction');
  return bucket;
}

export const exportsBucket = (): ExportsBucket => ({
  async put(key, body, contentType) {
    await s3().send(new PutObjectCommand({ Bucket: bucketName(), Key: key, Body: body, ContentType: contentType }));
  },
  async presignedGet(key, { seconds, disposition, contentType }) {
    const command = new GetObjectCommand({ Bucket: bucketName(), Key: key, ResponseContentDisposition: disposition, ResponseContentType: contentType });
    return getSignedUrl(s3(), command, { expiresIn: seconds });
  },
});
