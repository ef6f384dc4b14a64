import { LocalDiskStorage } from './local-disk-storage';
import type { S3StorageOptions } from './s3-storage';
import type { Storage } from './storage';

export type StorageConfig = { kind: 'local'; dir: string } | ({ kind: 's3' } & S3StorageOptions);

export async function createStorage(config: StorageConfig): Promise<Storage> {
  switch (config.kind) {
    case 'local':
      return new LocalDiskStorage(config.dir);
    case 's3': {
      // The S3 client is loaded only when it is used: importing it slows every start by a fraction of a second.
      const { S3Storage } = await import('./s3-storage');
      const { kind: _kind, ...options } = config;
      return new S3Storage(options);
    }
  }
}
