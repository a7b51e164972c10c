/**
 * The storage provider's public file: the interface, key helpers, and the adapter the
 * configuration picks (env.ts reads it: S3_BUCKET set → the bucket, otherwise the local folder).
 */
import { createLocalStorage } from './local';
import { createS3Storage, type S3StorageConfig } from './s3';
import type { Storage } from './storage';

export { storageKey, type Storage, type StoredFile } from './storage';

export type StorageConfig = { kind: 'local'; dir: string } | ({ kind: 's3' } & S3StorageConfig);

export function createStorage(config: StorageConfig): Storage {
  switch (config.kind) {
    case 'local':
      return createLocalStorage(config.dir);
    case 's3':
      return createS3Storage(config);
  }
}
