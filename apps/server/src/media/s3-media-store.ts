import type { S3ServiceException } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { S3StorageConfig } from '../config.ts';
import { MEDIA_FILE_NAME, MediaStorageFullError, type MediaStore } from './media-store.ts';

type S3Error = Partial<S3ServiceException> & { name?: string };

const statusOf = (error: unknown): number | undefined => (error as S3Error).$metadata?.httpStatusCode;
// 507 is how S3-compatible stores (MinIO: XMinioStorageFull) say their disks are full.
const isStorageFull = (error: unknown): boolean => statusOf(error) === 507 || (error as S3Error).name === 'XMinioStorageFull';
const isNotFound = (error: unknown): boolean => statusOf(error) === 404 || ['NotFound', 'NoSuchKey'].includes((error as S3Error).name ?? '');

/** Objects removed at once when an account goes. */
const DELETE_CONCURRENCY = 8;

/** Not a media file name (those are MEDIA_FILE_NAME), so it is never an upload. */
const CHECK_KEY = 'tessera-start-check';

export type S3MediaStore = MediaStore & {
  /** Throws when the bucket cannot be reached with these settings (checked at start-up). */
  check(): Promise<void>;
  close(): void;
};

/**
 * Files as objects of an S3-compatible bucket, one per file, named as the file. S3 keeps an object
 * whole or not at all, so no partial upload is ever visible.
 */
export async function createS3MediaStore(config: S3StorageConfig): Promise<S3MediaStore> {
  // The SDK takes about 0.1 s to load: only servers that use it pay for it.
  const s3 = await import('@aws-sdk/client-s3');
  const client = new s3.S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // The SDK's default extra checksums are not understood by every S3-compatible store; send them only where S3 requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;

  return {
    async put(name, body, contentType) {
      try {
        await client.send(new s3.PutObjectCommand({ Bucket, Key: name, Body: body, ContentType: contentType, ContentLength: body.length }));
      } catch (error) {
        throw isStorageFull(error) ? new MediaStorageFullError({ cause: error }) : error;
      }
    },

    async size(name) {
      try {
        const head = await client.send(new s3.HeadObjectCommand({ Bucket, Key: name }));
        return head.ContentLength ?? null;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async read(name, range) {
      const object = await client.send(new s3.GetObjectCommand({ Bucket, Key: name, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }));
      // In Node the body is the HTTP response itself: a Readable, streamed on as it arrives.
      return object.Body as Readable;
    },

    /*
     * One DELETE per object, a few at a time, rather than a multi-object delete: that one needs a
     * checksum header that S3-compatible stores do not all read alike, and accounts are rarely deleted.
     */
    async remove(names) {
      const keys = names.filter((name) => MEDIA_FILE_NAME.test(name));
      let next = 0;
      const lane = async () => {
        while (next < keys.length) await client.send(new s3.DeleteObjectCommand({ Bucket, Key: keys[next++] }));
      };
      await Promise.all(Array.from({ length: Math.min(DELETE_CONCURRENCY, keys.length) }, lane));
    },

    /*
     * Reads an object that is not there: "no such key" proves the bucket exists and the keys may read
     * it, with the rights the app needs anyway (HeadBucket would also need s3:ListBucket).
     */
    async check() {
      try {
        const object = await client.send(new s3.GetObjectCommand({ Bucket, Key: CHECK_KEY }));
        (object.Body as Readable | undefined)?.destroy();
      } catch (error) {
        if ((error as S3Error).name !== 'NoSuchKey') throw error;
      }
    },

    close() {
      client.destroy();
    },
  };
}
