import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type * as S3 from '@aws-sdk/client-s3';
import {
  assertSafeKey,
  byteLimit,
  type FileStorage,
  removeStale,
  StorageNotFoundError,
  streamToNewFile,
} from './file-storage';

export interface S3StorageConfig {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

type S3Sdk = typeof S3;

const isNotFound = (sdk: S3Sdk, error: unknown): boolean =>
  error instanceof sdk.S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/** Any S3-compatible store (AWS, MinIO, R2…) through the official SDK, loaded on first use (not at every start). */
export const createS3Storage = (config: S3StorageConfig, options: { spoolDir?: string } = {}): FileStorage => {
  const newClient = (sdk: S3Sdk) =>
    new sdk.S3Client({
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
  let connecting: Promise<{ sdk: S3Sdk; client: InstanceType<S3Sdk['S3Client']> }> | null = null;
  const connect = () => (connecting ??= import('@aws-sdk/client-s3').then((sdk) => ({ sdk, client: newClient(sdk) })));
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
        await streamToNewFile(body, limit, spool);
        const { sdk, client } = await connect();
        await client.send(
          new sdk.PutObjectCommand({
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
      const { sdk, client } = await connect();
      try {
        const response = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        if (!response.Body) throw new StorageNotFoundError(key);
        return Buffer.from(await response.Body.transformToByteArray());
      } catch (error) {
        if (isNotFound(sdk, error)) throw new StorageNotFoundError(key);
        throw error;
      }
    },
    delete: async (key) => {
      assertSafeKey(key);
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (!isNotFound(sdk, error)) throw error;
      }
    },
    // only the spool directory's own files (it may be the system's tmpdir, shared with others)
    sweepPartials: (olderThanMs) =>
      removeStale(spoolDir, (name) => name.startsWith('punchlist-upload-'), olderThanMs, false),
    exists: async (key) => {
      assertSafeKey(key);
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isNotFound(sdk, error)) return false;
        throw error;
      }
    },
  };
};
