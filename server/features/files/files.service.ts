import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { SessionUser } from '@shared/schemas/auth';
import type { FileDto, FileKind, FileListDto } from '@shared/schemas/files';
import type { Db } from '../../db/client';
import { badRequest, notFound, payloadTooLarge } from '../../lib/errors';
import {
  SNIFF_BYTES,
  TooLargeError,
  generateStorageKey,
  makeThumbnail,
  safeDisplayName,
  sniffFileType,
  type Storage,
} from '../../storage';
import * as q from './files.queries';
import { keepingChunks, readHead } from './stream-head';
import { uploadDisplayName } from './upload-name';

export const FILE_NOT_FOUND = 'File not found';
export const THUMBNAIL_NAME = 'thumbnail.webp';

const MB = 1024 * 1024;

/** 'The file is larger than 50 MB.' for the configured cap. */
export const tooLargeMessage = (maxBytes: number) =>
  `The file is larger than ${Number((maxBytes / MB).toFixed(2))} MB.`;

/** 24 URL-safe characters, 144 random bits: a file's URL cannot be guessed from another's. */
const newPublicId = () => randomBytes(18).toString('base64url');

/**
 * Longest last segment of a file URL, percent-encoded: the router matches a path parameter of at
 * most 100 characters, and a 255-character name (or fewer non-ASCII ones) encodes far longer.
 */
export const URL_NAME_SEGMENT_MAX = 96;

/**
 * The last segment of a file's URL. The server ignores it (the URL stays valid across renames);
 * it is there for people and for "save as" (the download name itself comes from the stored
 * display name). A long name is shortened, keeping its extension, so the URL always routes; a
 * file literally named like the thumbnail path gets a prefix so its URL does not lead to the
 * thumbnail.
 */
export function urlNameSegment(fileName: string): string {
  let segment = encodeURIComponent(fileName);
  if (segment.length > URL_NAME_SEGMENT_MAX) {
    const dot = fileName.lastIndexOf('.');
    const extension = dot > 0 ? encodeURIComponent(fileName.slice(dot)) : '';
    const kept = extension.length <= 24 ? extension : '';
    let stem = '';
    for (const char of fileName.slice(0, dot > 0 && kept ? dot : undefined)) {
      const encoded = encodeURIComponent(char);
      if (stem.length + encoded.length + kept.length > URL_NAME_SEGMENT_MAX) break;
      stem += encoded;
    }
    segment = (stem || 'file') + kept;
  }
  return segment === THUMBNAIL_NAME ? `_${segment}` : segment;
}

/** A file as the API shows it; its URLs start with `origin` (see publicOrigin). */
export function presentFile(row: q.FileRow, origin: string): FileDto {
  const base = `${origin}/uploads/${row.publicId}`;
  return {
    id: row.id,
    fileName: row.fileName,
    fileSize: row.fileSize,
    fileType: row.fileType,
    kind: row.kind as FileKind,
    fileUrl: `${base}/${urlNameSegment(row.fileName)}`,
    thumbnailUrl: row.thumbnailKey ? `${base}/${THUMBNAIL_NAME}` : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface UploadPart {
  stream: Readable;
  fileName: string | undefined;
  declaredType: string;
}

export interface FilesServiceDeps {
  db: Db;
  storage: Storage;
  maxUploadBytes: number;
  log: FastifyBaseLogger;
}

/** The library belongs to the agency: every signed-in staff member sees and manages every file. */
/** Every method that answers with files takes the origin their URLs start with (see publicOrigin). */
export function createFilesService({ db, storage, maxUploadBytes, log }: FilesServiceDeps) {
  async function deleteObjects(keys: Array<string | null>) {
    for (const key of keys) {
      if (!key) continue;
      try {
        await storage.delete(key);
      } catch (err) {
        log.error({ err, key }, 'could not delete a stored file; its bytes are orphaned');
      }
    }
  }

  /** Best effort: a file the image library cannot read is still a file, just without a preview. */
  async function storeThumbnail(original: Buffer): Promise<string | null> {
    let thumbnail: Buffer;
    try {
      thumbnail = await makeThumbnail(original);
    } catch (err) {
      log.info({ err }, 'no thumbnail for an uploaded image');
      return null;
    }
    const key = generateStorageKey('thumbnails');
    await storage.put(key, Readable.from([thumbnail]), { contentType: 'image/webp', maxBytes: thumbnail.length });
    return key;
  }

  return {
    async list(
      query: { q?: string; kind?: FileKind; cursor?: string; limit: number },
      origin: string,
    ): Promise<FileListDto> {
      const search = query.q || undefined;
      const rows = await q.listFiles(
        db,
        { q: search, kind: query.kind },
        {
          before: query.cursor ? Number(query.cursor) : undefined,
          limit: query.limit + 1,
        },
      );
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      // The counts come with the first page only: later pages would count the same files again.
      const firstPage = !query.cursor;
      const total = firstPage ? await q.countFiles(db, { kind: query.kind }) : null;
      const matching = firstPage && search ? await q.countFiles(db, { q: search, kind: query.kind }) : total;
      return {
        files: page.map((row) => presentFile(row, origin)),
        total,
        matching,
        nextCursor: rows.length > query.limit && last ? String(last.id) : null,
      };
    },

    /**
     * Streams the upload to storage under a generated key, recording the type its bytes show.
     * The row is written only once the bytes are stored; any failure leaves neither.
     */
    async upload(user: SessionUser, part: UploadPart, origin: string): Promise<FileDto> {
      const fileName = uploadDisplayName(part.fileName);
      let head: Buffer;
      let body: Readable;
      try {
        ({ head, body } = await readHead(part.stream, SNIFF_BYTES));
      } catch (err) {
        part.stream.destroy();
        throw err;
      }
      const sniffed = await sniffFileType(head, part.declaredType, fileName);
      // SVG is left to the browser's <img>, which never runs its scripts; rendering it here would not be safer.
      const wantsThumbnail = sniffed.kind === 'image' && sniffed.mime !== 'image/svg+xml';
      const kept: Buffer[] = [];
      const storageKey = generateStorageKey('files');
      let size: number;
      try {
        ({ size } = await storage.put(storageKey, wantsThumbnail ? keepingChunks(body, kept) : body, {
          contentType: sniffed.mime,
          maxBytes: maxUploadBytes,
        }));
      } catch (err) {
        part.stream.destroy();
        if (err instanceof TooLargeError) throw payloadTooLarge(tooLargeMessage(maxUploadBytes));
        throw err;
      }

      let thumbnailKey: string | null = null;
      try {
        if (wantsThumbnail) thumbnailKey = await storeThumbnail(Buffer.concat(kept));
        kept.length = 0;
        const row = await q.insertFile(db, {
          publicId: newPublicId(),
          fileName,
          fileSize: size,
          fileType: sniffed.mime,
          kind: sniffed.kind,
          storageKey,
          thumbnailKey,
          createdBy: user.id,
        });
        return presentFile(row, origin);
      } catch (err) {
        await deleteObjects([storageKey, thumbnailKey]);
        throw err;
      }
    },

    async rename(id: number, rawName: string, origin: string): Promise<FileDto> {
      const fileName = safeDisplayName(rawName);
      if (typeof fileName !== 'string') throw badRequest(fileName.error);
      const row = await q.renameFile(db, id, fileName);
      if (!row) throw notFound(FILE_NOT_FOUND);
      return presentFile(row, origin);
    },

    /** The row goes first: a file is never listed without its bytes; bytes left by a failed delete are logged. */
    async remove(id: number): Promise<{ id: number }> {
      const row = await q.deleteFile(db, id);
      if (!row) throw notFound(FILE_NOT_FOUND);
      await deleteObjects([row.storageKey, row.thumbnailKey]);
      return { id: row.id };
    },

    findByPublicId: (publicId: string) => q.findFileByPublicId(db, publicId),
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
