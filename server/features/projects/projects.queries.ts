import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { microsecondText } from '../../db/moments';
import { returnedRow } from '../../db/returned-row';
import { projects, snippets } from '../../db/schema';

export type ProjectRow = typeof projects.$inferSelect;
export type NewProjectRow = typeof projects.$inferInsert;
export type ProjectChanges = Partial<Omit<NewProjectRow, 'id' | 'createdBy' | 'createdAt' | 'updatedAt'>>;

const { cssContent: _css, ...listColumns } = getTableColumns(projects);

// Written out: in a one-table select Drizzle leaves columns unqualified, which inside a subquery on
// snippets would name the snippet's own id.
const PROJECT_ID = sql.raw('"projects"."id"');

/** Where the previous page ended: see projectCursor in shared/schemas/projects. */
export interface ProjectListAfter {
  updatedAt: string;
  id: number;
}

/**
 * A page of projects, last updated first, each with its snippet count and its last updated snippet (the
 * card's thumbnail): one statement, which counts snippets of the page's projects only. Keyset paging on
 * (updated_at, id): every page costs the same, however deep.
 */
export function listProjects(db: DbOrTx, page: { after?: ProjectListAfter; limit: number }) {
  const { after, limit } = page;
  return db
    .select({
      ...listColumns,
      cursorAt: microsecondText(projects.updatedAt),
      // octet_length reads the stored size; length() would decompress every stylesheet
      hasCustomCss: sql<boolean>`coalesce(octet_length(${projects.cssContent}) > 0, false)`,
      snippetCount: sql<number>`(select count(*)::int from ${snippets} s where s.project_id = ${PROJECT_ID})`,
      newestSnippetId: sql<number | null>`(select s.id from ${snippets} s where s.project_id = ${PROJECT_ID}
        order by s.updated_at desc, s.id desc limit 1)`,
    })
    .from(projects)
    .where(
      after ? sql`(${projects.updatedAt}, ${projects.id}) < (${after.updatedAt}::timestamptz, ${after.id})` : undefined,
    )
    .orderBy(desc(projects.updatedAt), desc(projects.id))
    .limit(limit);
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
