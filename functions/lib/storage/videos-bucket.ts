import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { createPresignedPost, type PresignedPost } from '@aws-sdk/s3-presigned-post';
import type { PostCondition } from './post-policy';
import { VIDEO_COMMENTED_TAG } from '../../../shared/domain/videos';
import { bucketName, s3 } from './s3';

/**
 * The private bucket of the members' videos (issue 26, infra/constructs/media.ts), behind a port so the use cases take
 * it as a dependency. Locally the SDK is pointed at the AWS emulator's S3 (scripts/dev/s3-emulator.ts), which answers
 * the same calls and enforces the POST policy with functions/lib/storage/post-policy.ts.
 */
export interface VideosBucket {
  /** A browser POST for exactly this key, its policy holding these conditions, valid `seconds`. */
  presignedPost(key: string, options: { conditions: PostCondition[]; fields: Record<string, string>; seconds: number }): Promise<PresignedPost>;
  /** The object's size and type, or null when absent. */
  head(key: string): Promise<{ sizeBytes: number; contentType: string } | null>;
  /** Bytes [start, end] (inclusive) of the object, by a ranged GET. */
  read(key: string, start: number, end: number): Promise<Buffer>;
  delete(key: string): Promise<void>;
  /**
   * Marks a commented video's object for the retention rule, its age starting at the feedback (`commentedAt`): a copy
   * onto itself with the tag (an object no longer there: nothing to do).
   */
  tagCommented(key: string, commentedAt: string): Promise<void>;
  /** Deletes every object under a prefix (a member's `videos/<userId>/`), returns how many. */
  deletePrefix(prefix: string): Promise<number>;
}

const bucket = (): string => bucketName('VIDEOS_BUCKET');

async function headObject(key: string): Promise<{ sizeBytes: number; contentType: string } | null> {
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: bucket(), Key: key }));
    return { sizeBytes: head.ContentLength ?? 0, contentType: head.ContentType ?? '' };
  } catch (error) {
    if ((error as { name?: string }).name === 'NotFound') return null;
    throw error;
  }
}

export const videosBucket = (): VideosBucket => ({
  presignedPost: (key, { conditions, fields, seconds }) => createPresignedPost(s3(), { Bucket: bucket(), Key: key, Conditions: conditions, Fields: fields, Expires: seconds }),
  head: headObject,
  async read(key, start, end) {
    const object = await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: key, Range: `bytes=${start}-${end}` }));
    return Buffer.from((await object.Body?.transformToByteArray()) ?? new Uint8Array());
  },
  async delete(key) {
    await s3().send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }));
  },
  async tagCommented(key, commentedAt) {
    // S3's lifecycle counts an object's days from its creation, and a copy is a new object: copied onto itself now,
    // the video is deleted 180 days after its feedback rather than after its upload. S3 refuses a copy onto itself
    // that changes nothing, hence the metadata REPLACE'd with the feedback's date; REPLACE drops what is not given
    // again, hence the object's own Content-Type (read first) so that playback keeps its type. The tag replaces the
    // object's tags (it has no other). A redelivered event copies again: the age restarts by minutes, no more.
    const head = await headObject(key);
    if (!head) return;
    try {
      await s3().send(
        new CopyObjectCommand({
          Bucket: bucket(),
          Key: key,
          CopySource: `${bucket()}/${key.split('/').map(encodeURIComponent).join('/')}`,
          MetadataDirective: 'REPLACE',
          ContentType: head.contentType,
          Metadata: { 'commented-at': commentedAt },
          TaggingDirective: 'REPLACE',
          Tagging: new URLSearchParams([[VIDEO_COMMENTED_TAG.Key, VIDEO_COMMENTED_TAG.Value]]).toString(),
        }),
      );
    } catch (error) {
      // Erased between the head and the copy (the account deleted meanwhile).
      if ((error as { name?: string }).name !== 'NoSuchKey') throw error;
    }
  },
  async deletePrefix(prefix) {
    let deleted = 0;
    let token: string | undefined;
    do {
      const page = await s3().send(new ListObjectsV2Command({ Bucket: bucket(), Prefix: prefix, ...(token ? { ContinuationToken: token } : {}) }));
      for (const object of page.Contents ?? []) {
        await s3().send(new DeleteObjectCommand({ Bucket: bucket(), Key: object.Key! }));
        deleted += 1;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return deleted;
  },
});
