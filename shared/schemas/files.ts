import { z } from 'zod';
import { pageLimit } from './http';
import { text } from './primitives';

export const FILE_KINDS = ['image', 'video', 'audio', 'pdf', 'other'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export const FILE_NAME_MAX = 255;
export const FILES_PAGE_SIZE = 48;
export const FILES_PAGE_SIZE_MAX = 200;

// C0/C1 controls, plus the bidirectional overrides that can disguise an extension ("gpj.exe").
const CONTROL = /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/** A display name: what people see and what a download is offered as; never a path on disk. */
export const fileNameSchema = text({ error: 'File name is required' })
  .transform((v) => v.normalize('NFC').trim())
  .pipe(
    text()
      .min(1, 'File name is required')
      .refine((v) => [...v].length <= FILE_NAME_MAX, `File name must be at most ${FILE_NAME_MAX} characters`)
      .refine((v) => !CONTROL.test(v), 'File name cannot contain control characters')
      .refine((v) => !/[/\\]/.test(v), 'File name cannot contain / or \\')
      .refine((v) => v !== '.' && v !== '..', 'File name cannot be . or ..'),
  );

/** PATCH /api/files/{id} */
export const renameFileInput = z.object({ fileName: fileNameSchema });
export type RenameFileInput = z.input<typeof renameFileInput>;

/** GET /api/files: a page of the library, newest first. */
export const listFilesQuery = z.object({
  q: text().trim().max(FILE_NAME_MAX, 'Search text must be at most 255 characters').optional(),
  kind: z.enum(FILE_KINDS, { error: 'Unknown file kind' }).optional(),
  cursor: text()
    .regex(/^[1-9]\d{0,9}$/, 'Invalid cursor')
    .optional(),
  limit: pageLimit(FILES_PAGE_SIZE, FILES_PAGE_SIZE_MAX),
});
export type ListFilesQuery = z.input<typeof listFilesQuery>;

/** A file of the library as the API answers it. */
export const fileSchema = z
  .object({
    id: z.number().int(),
    fileName: z.string(),
    /** Bytes. */
    fileSize: z.number().int(),
    /** The MIME type sniffed from the bytes. */
    fileType: z.string(),
    kind: z.enum(FILE_KINDS),
    /** Absolute, public, stable URL of the bytes. */
    fileUrl: z.string(),
    /** A small WebP preview for images, when one could be made. */
    thumbnailUrl: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'File' });
export type FileDto = z.infer<typeof fileSchema>;

/** GET /api/files: a page of the library. */
export const fileListSchema = z
  .object({
    files: z.array(fileSchema),
    /** Files in the library (of the requested kind); counted for the first page only, null on later pages. */
    total: z.number().int().nullable(),
    /** Of those, the ones whose name matches `q` (equals total without a search); null on later pages. */
    matching: z.number().int().nullable(),
    /** Pass as `cursor` for the next page; null on the last page. */
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'FileList' });
export type FileListDto = z.infer<typeof fileListSchema>;

/** DELETE /api/files/{id}: the id of the file that is gone. */
export const deletedFileSchema = z.object({ id: z.number().int() });
