import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer as readAll } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage } from './s3-storage';
import { createStorage } from './create-storage';
import {
  InvalidKeyError,
  InvalidRangeError,
  ObjectNotFoundError,
  TooLargeError,
  generateStorageKey,
  type Storage,
} from './storage';

const MB = 1024 * 1024;

/** `total` bytes of a repeating pattern, produced lazily in 64 KB chunks. */
function patternStream(total: number, failAfter?: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (failAfter !== undefined && sent >= failAfter) {
        this.destroy(new Error('client went away'));
        return;
      }
      if (sent >= total) {
        this.push(null);
        return;
      }
      const size = Math.min(64 * 1024, total - sent);
      const chunk = Buffer.alloc(size);
      for (let i = 0; i < size; i++) chunk[i] = (sent + i) % 251;
      sent += size;
      this.push(chunk);
    },
  });
}

function patternBytes(start: number, length: number): Buffer {
  const out = Buffer.alloc(length);
  for (let i = 0; i < length; i++) out[i] = (start + i) % 251;
  return out;
}

async function readBody(storage: Storage, key: string, range?: { start: number; end?: number }) {
  const object = await storage.get(key, range);
  const bytes = await readAll(object.body);
  return { ...object, bytes };
}

function storageContract(name: string, setup: () => { storage: Storage }) {
  describe(`${name}: shared behaviour`, () => {
    it('stores a stream and reads it back with its size and content type', async () => {
      const { storage } = setup();
      const key = generateStorageKey();
      const body = Buffer.from('hello, atelier files');
      const result = await storage.put(key, Readable.from([body]), { contentType: 'text/plain', maxBytes: 1024 });
      expect(result).toEqual({ size: body.length });
      expect(await storage.head(key)).toEqual({ size: body.length, contentType: 'text/plain' });
      const read = await readBody(storage, key);
      expect(read.bytes.equals(body)).toBe(true);
      expect(read.size).toBe(body.length);
      expect(read.contentLength).toBe(body.length);
      expect(read.contentType).toBe('text/plain');
    });

    it('accepts a stream of exactly maxBytes and an empty one', async () => {
      const { storage } = setup();
      const exact = generateStorageKey();
      expect(
        await storage.put(exact, patternStream(100_000), {
          contentType: 'application/octet-stream',
          maxBytes: 100_000,
        }),
      ).toEqual({ size: 100_000 });
      expect((await readBody(storage, exact)).bytes.equals(patternBytes(0, 100_000))).toBe(true);
      const empty = generateStorageKey();
      expect(await storage.put(empty, Readable.from([]), { contentType: 'text/plain', maxBytes: 10 })).toEqual({
        size: 0,
      });
      const read = await readBody(storage, empty);
      expect(read.bytes.length).toBe(0);
      expect(read.size).toBe(0);
      await expect(storage.get(empty, { start: 0 })).rejects.toBeInstanceOf(InvalidRangeError);
    });

    it('refuses a stream larger than maxBytes and leaves no object behind', async () => {
      const { storage } = setup();
      const key = generateStorageKey();
      await expect(
        storage.put(key, patternStream(200_000), { contentType: 'image/png', maxBytes: 150_000 }),
      ).rejects.toBeInstanceOf(TooLargeError);
      expect(await storage.head(key)).toBeNull();
      await expect(storage.get(key)).rejects.toBeInstanceOf(ObjectNotFoundError);
    });

    it('refuses an oversized stream after whole parts went out, leaving no object', async () => {
      const { storage } = setup();
      const key = generateStorageKey();
      const error = await storage
        .put(key, patternStream(14 * MB), { contentType: 'video/mp4', maxBytes: 11 * MB })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TooLargeError);
      expect((error as TooLargeError).maxBytes).toBe(11 * MB);
      expect(await storage.head(key)).toBeNull();
    });

    it('stores a multi-part stream intact', async () => {
      const { storage } = setup();
      const key = generateStorageKey();
      const size = 12 * MB + 123;
      expect(await storage.put(key, patternStream(size), { contentType: 'video/mp4', maxBytes: 20 * MB })).toEqual({
        size,
      });
      const read = await readBody(storage, key, { start: 12 * MB - 10 });
      expect(read.size).toBe(size);
      expect(read.bytes.equals(patternBytes(12 * MB - 10, 133))).toBe(true);
    });

    it('leaves no object when the source stream fails midway', async () => {
      const { storage } = setup();
      const key = generateStorageKey();
      await expect(
        storage.put(key, patternStream(1 * MB, 256 * 1024), { contentType: 'text/plain', maxBytes: 10 * MB }),
      ).rejects.toThrow('client went away');
      expect(await storage.head(key)).toBeNull();
    });

    it('reads byte ranges with inclusive ends', async () => {
      const { storage } = setup();
      const key = generateStorageKey();
      await storage.put(key, patternStream(1000), { contentType: 'audio/mpeg', maxBytes: 1000 });

      const middle = await readBody(storage, key, { start: 100, end: 199 });
      expect(middle.bytes.equals(patternBytes(100, 100))).toBe(true);
      expect(middle.contentLength).toBe(100);
      expect(middle.size).toBe(1000);
      expect(middle.contentType).toBe('audio/mpeg');

      const tail = await readBody(storage, key, { start: 990 });
      expect(tail.bytes.equals(patternBytes(990, 10))).toBe(true);
      expect(tail.contentLength).toBe(10);

      const clamped = await readBody(storage, key, { start: 995, end: 5000 });
      expect(clamped.bytes.equals(patternBytes(995, 5))).toBe(true);
      expect(clamped.contentLength).toBe(5);

      const single = await readBody(storage, key, { start: 7, end: 7 });
      expect([...single.bytes]).toEqual([7]);
      expect(single.contentLength).toBe(1);
    });

    it('refuses ranges outside the object', async () => {
      const { storage } = setup();
      const key = generateStorageKey();
      await storage.put(key, patternStream(10), { contentType: 'text/plain', maxBytes: 10 });
      await expect(storage.get(key, { start: 10 })).rejects.toBeInstanceOf(InvalidRangeError);
      await expect(storage.get(key, { start: 5, end: 4 })).rejects.toBeInstanceOf(InvalidRangeError);
      await expect(storage.get(key, { start: -1 })).rejects.toBeInstanceOf(InvalidRangeError);
    });

    it('reports missing objects and deletes idempotently', async () => {
      const { storage } = setup();
      const key = generateStorageKey();
      expect(await storage.head(key)).toBeNull();
      await expect(storage.get(key)).rejects.toBeInstanceOf(ObjectNotFoundError);
      await storage.delete(key);

      await storage.put(key, Readable.from([Buffer.from('x')]), { contentType: 'text/plain', maxBytes: 1 });
      expect(await storage.head(key)).not.toBeNull();
      await storage.delete(key);
      expect(await storage.head(key)).toBeNull();
      await expect(storage.get(key)).rejects.toBeInstanceOf(ObjectNotFoundError);
    });

    it('refuses keys that could name anything outside its own space', async () => {
      const { storage } = setup();
      for (const key of ['../escape', 'a/../../b', '/etc/passwd', 'a//b', '.meta/x', 'a/.tmp-1', 'a\\b', '', 'a/b/']) {
        await expect(
          storage.put(key, Readable.from([Buffer.from('x')]), { contentType: 'text/plain', maxBytes: 1 }),
        ).rejects.toBeInstanceOf(InvalidKeyError);
        await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidKeyError);
        await expect(storage.head(key)).rejects.toBeInstanceOf(InvalidKeyError);
        await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidKeyError);
      }
    });
  });
}

describe('generateStorageKey', () => {
  it('makes distinct keys with a two-level fan-out', () => {
    const a = generateStorageKey();
    const b = generateStorageKey('thumbnails');
    expect(a).toMatch(/^([0-9a-f]{2})\/([0-9a-f]{2})\/\1\2[0-9a-f]{28}$/);
    expect(b).toMatch(/^thumbnails\/[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{32}$/);
    expect(generateStorageKey()).not.toBe(a);
  });
});

describe('LocalDiskStorage', () => {
  let root: string;
  let storage: LocalDiskStorage;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'atelier-local-storage-'));
    storage = new LocalDiskStorage(join(root, 'uploads'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  storageContract('local disk', () => ({ storage }));

  it('keeps no temporary files after failed uploads', async () => {
    const key = generateStorageKey();
    await expect(
      storage.put(key, patternStream(5000), { contentType: 'text/plain', maxBytes: 4000 }),
    ).rejects.toBeInstanceOf(TooLargeError);
    await expect(
      storage.put(key, patternStream(5000, 1000), { contentType: 'text/plain', maxBytes: 10_000 }),
    ).rejects.toThrow();
    const entries = await readdir(join(root, 'uploads', ...key.split('/').slice(0, 2)));
    expect(entries).toEqual([]);
  });

  it('never reads outside its root, even through a file planted beside it', async () => {
    await writeFile(join(root, 'secret.txt'), 'not yours');
    await expect(storage.get('../secret.txt')).rejects.toBeInstanceOf(InvalidKeyError);
    await expect(storage.get('ab/../../secret.txt')).rejects.toBeInstanceOf(InvalidKeyError);
  });

  it('is what createStorage builds for a local configuration', async () => {
    const built = await createStorage({ kind: 'local', dir: join(root, 'uploads') });
    const key = generateStorageKey();
    await storage.put(key, Readable.from([Buffer.from('shared')]), { contentType: 'text/css', maxBytes: 100 });
    expect(built).toBeInstanceOf(LocalDiskStorage);
    expect(await built.head(key)).toEqual({ size: 6, contentType: 'text/css' });
  });
});

describe('S3Storage against a local S3-compatible server', () => {
  let root: string;
  let server: S3rver;
  let storage: S3Storage;
  const bucket = 'atelier-test';
  let endpoint: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'atelier-s3-storage-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: root,
      configureBuckets: [{ name: bucket }],
    });
    const address = await server.run();
    endpoint = `http://127.0.0.1:${address.port}`;
    storage = new S3Storage({
      bucket,
      endpoint,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
  });
  afterAll(async () => {
    storage?.close();
    await server?.close();
    await rm(root, { recursive: true, force: true });
  });

  storageContract('s3', () => ({ storage }));

  it('is what createStorage builds for an s3 configuration', async () => {
    const built = await createStorage({
      kind: 's3',
      bucket,
      endpoint,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
    const key = generateStorageKey();
    await storage.put(key, Readable.from([Buffer.from('shared')]), { contentType: 'text/css', maxBytes: 100 });
    expect(built).toBeInstanceOf(S3Storage);
    expect(await built.head(key)).toEqual({ size: 6, contentType: 'text/css' });
    (built as S3Storage).close();
  });
});
