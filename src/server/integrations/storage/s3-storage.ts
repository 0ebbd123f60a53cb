import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertSafeKey, byteLimit, type FileStorage, StorageNotFoundError } from './file-storage';

export interface S3StorageConfig {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

const isNotFound = (error: unknown): boolean =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/** Any S3-compatible store (AWS, MinIO, R2…) through the official SDK. */
export const createS3Storage = (config: S3StorageConfig, options: { spoolDir?: string } = {}): FileStorage => {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // checksums only where S3 requires them: many S3-compatible stores reject the SDK's newer default trailers
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  const spoolDir = options.spoolDir ?? tmpdir();

  return {
    kind: 's3',
    put: async (key, body, { maxBytes, contentType }) => {
      assertSafeKey(key);
      // PutObject needs the length up front: spool to a temp file (bounded, never in memory), then send it
      const spool = join(spoolDir, `punchlist-upload-${randomBytes(8).toString('hex')}`);
      const limit = byteLimit(maxBytes);
      try {
        await pipeline(body, limit, createWriteStream(spool, { flags: 'wx' }));
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: createReadStream(spool),
            ContentLength: limit.bytes(),
            ContentType: contentType,
          }),
        );
        return { bytes: limit.bytes() };
      } finally {
        await rm(spool, { force: true });
      }
    },
    get: async (key) => {
      assertSafeKey(key);
      try {
        const response = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!response.Body) throw new StorageNotFoundError(key);
        return Buffer.from(await response.Body.transformToByteArray());
      } catch (error) {
        if (isNotFound(error)) throw new StorageNotFoundError(key);
        throw error;
      }
    },
    delete: async (key) => {
      assertSafeKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },
    exists: async (key) => {
      assertSafeKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
  };
};
