import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage, type S3StorageOptions } from './s3-storage';
import type { Storage } from './storage';

export type StorageConfig = { kind: 'local'; dir: string } | ({ kind: 's3' } & S3StorageOptions);

export function createStorage(config: StorageConfig): Storage {
  switch (config.kind) {
    case 'local':
      return new LocalDiskStorage(config.dir);
    case 's3': {
      const { kind: _kind, ...options } = config;
      return new S3Storage(options);
    }
  }
}
