import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { microsecondText } from '../../db/moments';
import { returnedRow } from '../../db/returned-row';
import { projects, snippets } from '../../db/schema';

export type ProjectRow = typeof projects.$inferSelect;
export type NewProjectRow = typeof projects.$inferInsert;
export type ProjectChanges = Partial<Omit<NewProjectRow, 'id' | 'createdBy' | 'createdAt' | 'updatedAt'>>;

/** Where the previous page ended: see projectCursor in shared/schemas/projects. */
export interface ProjectListAfter {
  updatedAt: string;
  id: number;
}

/** A row of the dashboard list, as the driver gives it: timestamps are the database's text. */
export interface ProjectListRow {
  id: number;
  name: string;
  stylingReference: string;
  sourceUrl: string | null;
  fontFamily: string;
  primaryColor: string;
  accentColor: string;
  borderRadius: string;
  boxShadow: string;
  isDarkMode: boolean;
  createdBy: number | null;
  createdAt: string;
  updatedAt: string;
  cursorAt: string;
  hasCustomCss: boolean;
  snippetCount: number;
  newestSnippetId: number | null;
}

/**
 * A page of projects, last updated first, each with its snippet count and its last updated snippet (the
 * card's thumbnail): one statement, which counts snippets of the page's projects only. Keyset paging on
 * (updated_at, id): every page costs the same, however deep.
 *
 * The rows are the driver's, named as the answer names them: Drizzle's mapping of a selected row cost
 * three times the query itself on a page of 200 (decision 0022). Both drivers give timestamps as the
 * database's text here, as they do to Drizzle's own mapping, which makes a Date of it the same way.
 */
export async function listProjects(db: DbOrTx, page: { after?: ProjectListAfter; limit: number }) {
  const { after, limit } = page;
  const p = projects;
  const result = await db.execute(sql`select ${p.id} as "id", ${p.name} as "name",
      ${p.stylingReference} as "stylingReference", ${p.sourceUrl} as "sourceUrl", ${p.fontFamily} as "fontFamily",
      ${p.primaryColor} as "primaryColor", ${p.accentColor} as "accentColor", ${p.borderRadius} as "borderRadius",
      ${p.boxShadow} as "boxShadow", ${p.isDarkMode} as "isDarkMode", ${p.createdBy} as "createdBy",
      ${p.createdAt} as "createdAt", ${p.updatedAt} as "updatedAt",
      ${microsecondText(p.updatedAt)} as "cursorAt",
      -- octet_length reads the stored size; length() would decompress every stylesheet
      coalesce(octet_length(${p.cssContent}) > 0, false) as "hasCustomCss",
      (select count(*)::int from ${snippets} s where s.project_id = ${p.id}) as "snippetCount",
      (select s.id from ${snippets} s where s.project_id = ${p.id}
        order by s.updated_at desc, s.id desc limit 1) as "newestSnippetId"
    from ${p}
    ${after ? sql`where (${p.updatedAt}, ${p.id}) < (${after.updatedAt}::timestamptz, ${after.id})` : sql``}
    order by ${p.updatedAt} desc, ${p.id} desc
    limit ${limit}`);
  return (result as unknown as { rows: ProjectListRow[] }).rows;
}

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
