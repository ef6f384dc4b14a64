import { count, desc, eq } from 'drizzle-orm';
import type { ProjectRow, SnippetRow, SnippetVersionRow } from '../../core/snippets';
import type { DbOrTx } from '../../db/client';
import { returnedRow } from '../../db/returned-row';
import { comments, projects, snippets, snippetVersions } from '../../db/schema';

export const findProject = async (db: DbOrTx, id: number): Promise<ProjectRow | undefined> =>
  (await db.select().from(projects).where(eq(projects.id, id)).limit(1))[0];

/** Holds the project for the rest of the transaction: it cannot be deleted under a new snippet. */
export const lockProject = async (db: DbOrTx, id: number) =>
  (await db.select({ id: projects.id }).from(projects).where(eq(projects.id, id)).for('key share'))[0];

export const findSnippet = async (db: DbOrTx, id: number): Promise<SnippetRow | undefined> =>
  (await db.select().from(snippets).where(eq(snippets.id, id)).limit(1))[0];

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
): Promise<SnippetRow> => returnedRow(await db.insert(snippets).values(v).returning());

export const deleteSnippet = async (db: DbOrTx, id: number) =>
  (await db.delete(snippets).where(eq(snippets.id, id)).returning({ id: snippets.id }))[0];

export const listVersions = (db: DbOrTx, snippetId: number) =>
  db
    .select()
    .from(snippetVersions)
    .where(eq(snippetVersions.snippetId, snippetId))
    .orderBy(desc(snippetVersions.versionNumber));

export const findVersion = async (db: DbOrTx, id: number): Promise<SnippetVersionRow | undefined> =>
  (await db.select().from(snippetVersions).where(eq(snippetVersions.id, id)).limit(1))[0];
