import { randomBytes } from 'node:crypto';
import { Transform, type Readable, type TransformCallback } from 'node:stream';

export interface StoredObject {
  body: Readable;
  /** Size of the whole object. */
  size: number;
  contentType: string;
  /** Bytes in `body`: the requested range, or the whole object. */
  contentLength: number;
}

/** Byte range as in an HTTP Range header: `end` is inclusive and defaults to the last byte. */
export interface ByteRange {
  start: number;
  end?: number;
}

export interface Storage {
  put(key: string, body: Readable, opts: { contentType: string; maxBytes: number }): Promise<{ size: number }>;
  get(key: string, range?: ByteRange): Promise<StoredObject>;
  head(key: string): Promise<{ size: number; contentType: string } | null>;
  delete(key: string): Promise<void>;
}

export class TooLargeError extends Error {
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    super(`File is larger than the limit of ${maxBytes} bytes`);
    this.name = 'TooLargeError';
    this.maxBytes = maxBytes;
  }
}

export class ObjectNotFoundError extends Error {
  constructor(key: string) {
    super(`No stored object under key ${key}`);
    this.name = 'ObjectNotFoundError';
  }
}

/** The requested range lies outside the object; HTTP callers answer 416. */
export class InvalidRangeError extends Error {
  readonly size: number;
  constructor(size: number) {
    super(`Requested range is not satisfiable for an object of ${size} bytes`);
    this.name = 'InvalidRangeError';
    this.size = size;
  }
}

export class InvalidKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
    this.name = 'InvalidKeyError';
  }
}

// Segments may not start with a dot: that rules out `.` and `..` and leaves dot-names free for
// the adapters' own bookkeeping (temp files, metadata) without any chance of a clash.
const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;
const KEY_MAX_LENGTH = 512;

export function assertValidKey(key: string): void {
  if (typeof key !== 'string' || key.length > KEY_MAX_LENGTH || !KEY_PATTERN.test(key)) {
    throw new InvalidKeyError(String(key));
  }
}

/**
 * A fresh random key with a two-level fan-out (`ab/cd/abcd…`), so no directory of a local store
 * grows past a few thousand entries.
 */
export function generateStorageKey(prefix?: string): string {
  const id = randomBytes(16).toString('hex');
  const key = `${id.slice(0, 2)}/${id.slice(2, 4)}/${id}`;
  const full = prefix ? `${prefix}/${key}` : key;
  assertValidKey(full);
  return full;
}

export function resolveRange(range: ByteRange | undefined, size: number): { start: number; end: number } {
  if (!range) return { start: 0, end: size - 1 };
  const { start, end } = range;
  if (!Number.isSafeInteger(start) || start < 0 || start >= size) throw new InvalidRangeError(size);
  if (end !== undefined && (!Number.isSafeInteger(end) || end < start)) throw new InvalidRangeError(size);
  return { start, end: Math.min(end ?? size - 1, size - 1) };
}

/** Passes bytes through and fails with TooLargeError as soon as more than `maxBytes` went by. */
export class ByteLimiter extends Transform {
  bytes = 0;
  exceeded = false;
  private readonly maxBytes: number;

  constructor(maxBytes: number) {
    super();
    this.maxBytes = maxBytes;
  }

  override _transform(chunk: Buffer | string, encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += typeof chunk === 'string' ? Buffer.byteLength(chunk, encoding) : chunk.length;
    if (this.bytes > this.maxBytes) {
      this.exceeded = true;
      callback(new TooLargeError(this.maxBytes));
      return;
    }
    callback(null, chunk);
  }
}
