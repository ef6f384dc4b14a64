import { and, count, desc, eq, ilike, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { escapeLike } from '../../db/like';
import { returnedRow } from '../../db/returned-row';
import { files } from '../../db/schema';
import type { FileKind } from '@shared/schemas/files';

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert;

export interface FileFilter {
  q?: string;
  kind?: FileKind;
}

function filterConditions({ q, kind }: FileFilter): SQL[] {
  const conditions: SQL[] = [];
  if (kind) conditions.push(eq(files.kind, kind));
  if (q) conditions.push(ilike(files.fileName, `%${escapeLike(q)}%`));
  return conditions;
}

/** Newest first; ids grow with time, so the id alone is a stable keyset cursor. */
export async function listFiles(db: DbOrTx, filter: FileFilter, page: { before?: number; limit: number }) {
  const conditions = filterConditions(filter);
  if (page.before !== undefined) conditions.push(lt(files.id, page.before));
  return db
    .select()
    .from(files)
    .where(and(...conditions))
    .orderBy(desc(files.id))
    .limit(page.limit);
}

export async function countFiles(db: DbOrTx, filter: FileFilter) {
  const [row] = await db
    .select({ n: count() })
    .from(files)
    .where(and(...filterConditions(filter)));
  return row?.n ?? 0;
}

export const findFile = async (db: DbOrTx, id: number) =>
  (await db.select().from(files).where(eq(files.id, id)).limit(1))[0];

export const findFileByPublicId = async (db: DbOrTx, publicId: string) =>
  (await db.select().from(files).where(eq(files.publicId, publicId)).limit(1))[0];

export const insertFile = async (db: DbOrTx, values: NewFileRow) =>
  returnedRow(await db.insert(files).values(values).returning());

export const renameFile = async (db: DbOrTx, id: number, fileName: string) =>
  (await db.update(files).set({ fileName }).where(eq(files.id, id)).returning())[0];

export const deleteFile = async (db: DbOrTx, id: number) =>
  (await db.delete(files).where(eq(files.id, id)).returning())[0];
