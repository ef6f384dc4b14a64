import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  ByteLimiter,
  InvalidKeyError,
  ObjectNotFoundError,
  assertValidKey,
  resolveRange,
  type ByteRange,
  type Storage,
  type StoredObject,
} from './storage';

const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/**
 * Objects as files under `rootDir`; each object's content type sits in a small JSON file under
 * `rootDir/.meta`, a name no valid key can reach.
 */
export class LocalDiskStorage implements Storage {
  private readonly root: string;

  constructor(rootDir: string) {
    this.root = resolve(rootDir);
  }

  async put(key: string, body: Readable, opts: { contentType: string; maxBytes: number }): Promise<{ size: number }> {
    const file = this.pathOf(key);
    const dir = dirname(file);
    await mkdir(dir, { recursive: true });
    // Same directory as the target, so the final rename is atomic and readers never see a partial file.
    const tmp = join(dir, `.tmp-${randomBytes(8).toString('hex')}`);
    const limiter = new ByteLimiter(opts.maxBytes);
    try {
      await pipeline(body, limiter, createWriteStream(tmp, { flags: 'wx' }));
      await this.writeMeta(key, { contentType: opts.contentType });
      await rename(tmp, file);
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
    return { size: limiter.bytes };
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject> {
    const file = this.pathOf(key);
    // Reading through one open handle keeps size and bytes consistent even if the object is
    // replaced or deleted meanwhile.
    const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'EISDIR') throw new ObjectNotFoundError(key);
      throw error;
    });
    try {
      const { size } = await handle.stat();
      const { start, end } = resolveRange(range, size);
      const contentType = (await this.readMeta(key))?.contentType ?? DEFAULT_CONTENT_TYPE;
      const body = handle.createReadStream(range ? { start, end } : {});
      return { body, size, contentType, contentLength: range ? end - start + 1 : size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async head(key: string): Promise<{ size: number; contentType: string } | null> {
    const file = this.pathOf(key);
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      const contentType = (await this.readMeta(key))?.contentType ?? DEFAULT_CONTENT_TYPE;
      return { size: info.size, contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
    await rm(this.metaPathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    assertValidKey(key);
    const file = resolve(this.root, ...key.split('/'));
    // The key pattern already forbids escapes; this check keeps that true if the pattern ever changes.
    if (!file.startsWith(this.root + sep)) throw new InvalidKeyError(key);
    return file;
  }

  private metaPathOf(key: string): string {
    assertValidKey(key);
    return join(this.root, '.meta', ...key.split('/')) + '.json';
  }

  private async writeMeta(key: string, meta: { contentType: string }): Promise<void> {
    const file = this.metaPathOf(key);
    await mkdir(dirname(file), { recursive: true });
    const tmp = `${file}.${randomBytes(8).toString('hex')}.tmp`;
    await writeFile(tmp, JSON.stringify(meta));
    await rename(tmp, file);
  }

  private async readMeta(key: string): Promise<{ contentType: string } | null> {
    try {
      const parsed: unknown = JSON.parse(await readFile(this.metaPathOf(key), 'utf8'));
      if (
        parsed &&
        typeof parsed === 'object' &&
        typeof (parsed as { contentType?: unknown }).contentType === 'string'
      ) {
        return parsed as { contentType: string };
      }
      return null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }
}
