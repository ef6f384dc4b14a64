import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import {
  ByteLimiter,
  InvalidRangeError,
  ObjectNotFoundError,
  TooLargeError,
  assertValidKey,
  type ByteRange,
  type Storage,
  type StoredObject,
} from './storage';

export interface S3StorageOptions {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

const DEFAULT_CONTENT_TYPE = 'application/octet-stream';
// S3's minimum part size; with two parts in flight an upload buffers at most about 10 MB.
const PART_SIZE = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

export class S3Storage implements Storage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
      // Many S3-compatible servers reject the SDK's default streaming checksum trailers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Readable, opts: { contentType: string; maxBytes: number }): Promise<{ size: number }> {
    assertValidKey(key);
    const limiter = new ByteLimiter(opts.maxBytes);
    const counted = pipeline(body, limiter, () => {});
    // A failed upload never completes, so no object appears; a started multipart upload is aborted.
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: counted, ContentType: opts.contentType },
      partSize: PART_SIZE,
      queueSize: PARTS_IN_FLIGHT,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      // The abort call that follows a failed stream may itself fail; the cause that matters is the size.
      if (limiter.exceeded) throw new TooLargeError(opts.maxBytes);
      throw error;
    }
    return { size: limiter.bytes };
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject> {
    assertValidKey(key);
    if (range) {
      const { start, end } = range;
      // S3 ignores a malformed Range header and sends the whole object; refuse such ranges here.
      if (
        !Number.isSafeInteger(start) ||
        start < 0 ||
        (end !== undefined && (!Number.isSafeInteger(end) || end < start))
      ) {
        throw new InvalidRangeError((await this.head(key))?.size ?? 0);
      }
    }
    try {
      const response = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end ?? ''}` : undefined,
        }),
      );
      const body = response.Body as Readable;
      const contentLength = response.ContentLength ?? 0;
      const parsedTotal = response.ContentRange ? Number(response.ContentRange.split('/')[1]) : contentLength;
      const size = Number.isFinite(parsedTotal) ? parsedTotal : contentLength;
      // S3 answers 416 to any range on an empty object; some compatible servers answer 206 instead.
      if (range && size === 0) {
        body.destroy();
        throw new InvalidRangeError(0);
      }
      return {
        body,
        size,
        contentType: response.ContentType ?? DEFAULT_CONTENT_TYPE,
        contentLength,
      };
    } catch (error) {
      if (error instanceof InvalidRangeError) throw error;
      const status = statusOf(error);
      if (status === 404) throw new ObjectNotFoundError(key);
      if (status === 416) throw new InvalidRangeError((await this.head(key))?.size ?? 0);
      throw error;
    }
  }

  async head(key: string): Promise<{ size: number; contentType: string } | null> {
    assertValidKey(key);
    try {
      const response = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: response.ContentLength ?? 0, contentType: response.ContentType ?? DEFAULT_CONTENT_TYPE };
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** Closes pooled connections; for shutdown and tests. */
  close(): void {
    this.client.destroy();
  }
}
