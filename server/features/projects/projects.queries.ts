import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { returnedRow } from '../../db/returned-row';
import { projects, snippets } from '../../db/schema';

export type ProjectRow = typeof projects.$inferSelect;
export type NewProjectRow = typeof projects.$inferInsert;
export type ProjectChanges = Partial<Omit<NewProjectRow, 'id' | 'createdBy' | 'createdAt' | 'updatedAt'>>;

const { cssContent: _css, ...listColumns } = getTableColumns(projects);

/**
 * Every project, last updated first, each with its snippet count and its last updated snippet (the card's
 * thumbnail): one statement whatever the number of projects.
 */
export function listProjects(db: DbOrTx) {
  const counts = db
    .select({
      projectId: snippets.projectId,
      count: sql<number>`count(*)::int`.as('snippet_count'),
      newest: sql<number>`(array_agg(${snippets.id} order by ${snippets.updatedAt} desc, ${snippets.id} desc))[1]`.as(
        'newest_snippet_id',
      ),
    })
    .from(snippets)
    .groupBy(snippets.projectId)
    .as('snippet_counts');
  return db
    .select({
      ...listColumns,
      // octet_length reads the stored size; length() would decompress every stylesheet
      hasCustomCss: sql<boolean>`coalesce(octet_length(${projects.cssContent}) > 0, false)`,
      snippetCount: sql<number>`coalesce(${counts.count}, 0)::int`,
      newestSnippetId: sql<number | null>`${counts.newest}`,
    })
    .from(projects)
    .leftJoin(counts, eq(counts.projectId, projects.id))
    .orderBy(desc(projects.updatedAt), desc(projects.id));
}

export type ProjectListRow = Awaited<ReturnType<typeof listProjects>>[number];

export const findProject = async (db: DbOrTx, id: number) =>
  (await db.select().from(projects).where(eq(projects.id, id)).limit(1))[0];

export const insertProject = async (db: DbOrTx, values: NewProjectRow) =>
  returnedRow(await db.insert(projects).values(values).returning());

/** One UPDATE: concurrent edits each land whole, the last one wins. */
export const updateProject = async (db: DbOrTx, id: number, changes: ProjectChanges) =>
  (
    await db
      .update(projects)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(projects.id, id))
      .returning()
  )[0];

/**
 * Snippets, their versions, comments and comment images go with the project
 * through the foreign keys' ON DELETE CASCADE, inside this one statement.
 */
export const lockProjectForDelete = async (db: DbOrTx, id: number) =>
  (await db.select({ id: projects.id }).from(projects).where(eq(projects.id, id)).for('update'))[0];

export const projectSnippetIds = async (db: DbOrTx, projectId: number) =>
  (await db.select({ id: snippets.id }).from(snippets).where(eq(snippets.projectId, projectId))).map((r) => r.id);

export const deleteProject = async (db: DbOrTx, id: number) =>
  (await db.delete(projects).where(eq(projects.id, id)).returning({ id: projects.id, name: projects.name }))[0];
