import { and, count, desc, eq, lte, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { comments, projects, snippets, snippetVersions } from '../../db/schema';
import type { SnippetStatus } from '@shared/constants';

export type SnippetRow = typeof snippets.$inferSelect;
export type SnippetVersionRow = typeof snippetVersions.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;

export const findProject = async (db: DbOrTx, id: number): Promise<ProjectRow | undefined> =>
  (await db.select().from(projects).where(eq(projects.id, id)).limit(1))[0];

/** Holds the project for the rest of the transaction: it cannot be deleted under a new snippet. */
export const lockProject = async (db: DbOrTx, id: number) =>
  (await db.select({ id: projects.id }).from(projects).where(eq(projects.id, id)).for('key share'))[0];

export const findSnippet = async (db: DbOrTx, id: number): Promise<SnippetRow | undefined> =>
  (await db.select().from(snippets).where(eq(snippets.id, id)).limit(1))[0];

export async function findSnippetWithProject(db: DbOrTx, id: number) {
  const rows = await db
    .select({ snippet: snippets, project: projects })
    .from(snippets)
    .innerJoin(projects, eq(projects.id, snippets.projectId))
    .where(eq(snippets.id, id))
    .limit(1);
  return rows[0];
}

/** SELECT … FOR UPDATE: version numbers of one snippet are handed out one transaction at a time. */
export const lockSnippet = async (db: DbOrTx, id: number) =>
  (await db.select({ id: snippets.id }).from(snippets).where(eq(snippets.id, id)).for('update'))[0];

export async function listProjectSnippets(db: DbOrTx, projectId: number) {
  const commentCounts = db
    .select({ snippetId: comments.snippetId, n: count().as('n') })
    .from(comments)
    .groupBy(comments.snippetId)
    .as('comment_counts');
  return db
    .select({ snippet: snippets, commentCount: commentCounts.n })
    .from(snippets)
    .leftJoin(commentCounts, eq(commentCounts.snippetId, snippets.id))
    .where(eq(snippets.projectId, projectId))
    .orderBy(desc(snippets.createdAt), desc(snippets.id));
}

export const insertSnippet = async (
  db: DbOrTx,
  v: { projectId: number; name: string; code: string; createdBy: number | null },
): Promise<SnippetRow> => (await db.insert(snippets).values(v).returning())[0];

export const updateSnippet = async (
  db: DbOrTx,
  id: number,
  v: Partial<Pick<SnippetRow, 'name' | 'code' | 'status' | 'updatedAt'>>,
): Promise<SnippetRow | undefined> => (await db.update(snippets).set(v).where(eq(snippets.id, id)).returning())[0];

export const setSnippetStatus = (db: DbOrTx, id: number, status: SnippetStatus) => updateSnippet(db, id, { status });

export const deleteSnippet = async (db: DbOrTx, id: number) =>
  (await db.delete(snippets).where(eq(snippets.id, id)).returning({ id: snippets.id }))[0];

export async function latestVersionNumber(db: DbOrTx, snippetId: number): Promise<number> {
  const rows = await db
    .select({ n: max(snippetVersions.versionNumber) })
    .from(snippetVersions)
    .where(eq(snippetVersions.snippetId, snippetId));
  return rows[0]?.n ?? 0;
}

export const insertVersion = async (
  db: DbOrTx,
  v: Omit<typeof snippetVersions.$inferInsert, 'id' | 'createdAt'>,
): Promise<SnippetVersionRow> => (await db.insert(snippetVersions).values(v).returning())[0];

/** Deletes every version numbered at or below `number`. */
export const deleteVersionsUpTo = (db: DbOrTx, snippetId: number, number: number) =>
  db
    .delete(snippetVersions)
    .where(and(eq(snippetVersions.snippetId, snippetId), lte(snippetVersions.versionNumber, number)));

export const listVersions = (db: DbOrTx, snippetId: number) =>
  db
    .select()
    .from(snippetVersions)
    .where(eq(snippetVersions.snippetId, snippetId))
    .orderBy(desc(snippetVersions.versionNumber));

export const findVersion = async (db: DbOrTx, id: number): Promise<SnippetVersionRow | undefined> =>
  (await db.select().from(snippetVersions).where(eq(snippetVersions.id, id)).limit(1))[0];
