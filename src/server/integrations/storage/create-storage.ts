import type { Config } from '../../config';
import type { FileStorage } from './file-storage';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';

/** STORAGE_PROVIDER: local disk (default) or an S3-compatible bucket. */
export const createStorage = (config: Config): FileStorage =>
  config.storage.provider === 's3' ? createS3Storage(config.storage) : createLocalStorage(config.storage.dir);
