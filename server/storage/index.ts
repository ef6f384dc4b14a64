export { createStorage, type StorageConfig } from './create-storage';
export { LocalDiskStorage } from './local-disk-storage';
// S3Storage is imported from './s3-storage' where it is needed: it loads the AWS SDK.
export type { S3StorageOptions } from './s3-storage';
export { safeDisplayName, DISPLAY_NAME_MAX } from './safe-display-name';
export {
  SNIFF_BYTES,
  baseMime,
  isScriptCapable,
  sniffFileType,
  type FileKind,
  type SniffedType,
} from '../lib/sniff-file-type';
export {
  InvalidKeyError,
  InvalidRangeError,
  ObjectNotFoundError,
  TooLargeError,
  generateStorageKey,
  type ByteRange,
  type Storage,
  type StoredObject,
} from './storage';
export { THUMBNAIL_MAX_WIDTH, makeThumbnail } from './thumbnail';
