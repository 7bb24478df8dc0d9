import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { bucketName, s3 } from './s3';

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

const bucket = (): string => bucketName('EXPORTS_BUCKET');

export const exportsBucket = (): ExportsBucket => ({
  async put(key, body, contentType) {
    await s3().send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: body, ContentType: contentType }));
  },
  async presignedGet(key, { seconds, disposition, contentType }) {
    const command = new GetObjectCommand({ Bucket: bucket(), Key: key, ResponseContentDisposition: disposition, ResponseContentType: contentType });
    return getSignedUrl(s3(), command, { expiresIn: seconds });
  },
});
