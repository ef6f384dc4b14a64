import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { CODE_PREVIEW_CHARS, SNIPPET_STATUSES, type SnippetStatus } from '@shared/constants';
import type { SnippetSort } from '@shared/schemas/snippets';
import type { ProjectRow, SnippetRow, SnippetVersionRow } from '../../core/snippets';
import type { DbOrTx } from '../../db/client';
import { escapeLike } from '../../db/like';
import { microsecondText } from '../../db/moments';
import { returnedRow } from '../../db/returned-row';
import { comments, projects, snippets, snippetVersions } from '../../db/schema';

export const findProject = async (db: DbOrTx, id: number): Promise<ProjectRow | undefined> =>
  (await db.select().from(projects).where(eq(projects.id, id)).limit(1))[0];

/** Holds the project for the rest of the transaction: it cannot be deleted under a new snippet. */
export const lockProject = async (db: DbOrTx, id: number) =>
  (await db.select({ id: projects.id }).from(projects).where(eq(projects.id, id)).for('key share'))[0];

export const findSnippet = async (db: DbOrTx, id: number): Promise<SnippetRow | undefined> =>
  (await db.select().from(snippets).where(eq(snippets.id, id)).limit(1))[0];

/** Where the previous page of a project's snippets ended: see parseSnippetCursor in shared/schemas/snippets. */
export interface SnippetListAfter {
  /** The lower-cased name, or the status: the first sort key when sorted by name or status. */
  key: string;
  updatedAt: string;
  id: number;
}

/** A snippet card's row, as the driver gives it: timestamps are the database's text. */
export interface SnippetListRow {
  id: number;
  projectId: number;
  name: string;
  status: string;
  /** The code's first 301 characters: one more than the preview tells whether it goes on. */
  codeStart: string;
  createdAt: string;
  updatedAt: string;
  cursorAt: string;
  /** The lower-cased name or the status, as the cursor carries it; '' when sorted by date. */
  sortKey: string;
  commentCount: number;
  pendingCount: number;
  shareToken: string | null;
}

export interface SnippetListFilter {
  q?: string | undefined;
  sort: SnippetSort;
}

const s = snippets;
/** The statuses in workflow order, as numbers the database can sort by. */
const statusRank = (status: SQL) =>
  sql`case ${status} ${sql.join(
    SNIPPET_STATUSES.map((name, rank) => sql`when ${name} then ${sql.raw(String(rank))}`),
    sql` `,
  )} else ${sql.raw(String(SNIPPET_STATUSES.length))} end`;
const firstKey = { updated: null, name: sql`lower(${s.name})`, status: statusRank(sql`${s.status}`) } as const;

function matching(projectId: number, q: string | undefined) {
  return q
    ? sql`${s.projectId} = ${projectId} and ${s.name} ilike ${`%${escapeLike(q)}%`}`
    : sql`${s.projectId} = ${projectId}`;
}

/**
 * A page of a project's snippet cards, searched by name and sorted (last updated first, by name or by
 * status in workflow order, ties last updated first), with keyset paging: every page costs the same,
 * however deep. The code is read only as far as its preview. Comment counts are counted for the page's
 * snippets only, each from the index on comments by snippet: nothing of another project is read.
 */
export async function listProjectSnippets(
  db: DbOrTx,
  projectId: number,
  filter: SnippetListFilter,
  page: { after?: SnippetListAfter | undefined; limit: number },
) {
  const result = await db.execute(projectSnippetsStatement(projectId, filter, page));
  return (result as unknown as { rows: SnippetListRow[] }).rows;
}

/** The statement of `listProjectSnippets`, for its plan to be read. */
export function projectSnippetsStatement(
  projectId: number,
  filter: SnippetListFilter,
  page: { after?: SnippetListAfter | undefined; limit: number },
) {
  const { after, limit } = page;
  const key = firstKey[filter.sort];
  const conditions = [matching(projectId, filter.q)];
  if (after) {
    const rest = sql`(${s.updatedAt}, ${s.id}) < (${after.updatedAt}::timestamptz, ${after.id})`;
    const afterKey = filter.sort === 'status' ? SNIPPET_STATUSES.indexOf(after.key as SnippetStatus) : after.key;
    conditions.push(key ? sql`(${key} > ${afterKey} or (${key} = ${afterKey} and ${rest}))` : rest);
  }
  const order = sql`${key ? sql`"sortRank",` : sql``} "updatedAt" desc, "id" desc`;
  return sql`select page.*,
      (select count(*)::int from ${comments} c where c.snippet_id = page."id") as "commentCount",
      (select count(*)::int from ${comments} c
        where c.snippet_id = page."id" and c.approved = false and c.resolved = false) as "pendingCount"
    from (
      select ${s.id} as "id", ${s.projectId} as "projectId", ${s.name} as "name", ${s.status} as "status",
        ${s.shareToken} as "shareToken", substr(${s.code}, 1, ${CODE_PREVIEW_CHARS + 1}) as "codeStart",
        ${s.createdAt} as "createdAt", ${s.updatedAt} as "updatedAt", ${microsecondText(s.updatedAt)} as "cursorAt",
        ${filter.sort === 'name' ? sql`lower(${s.name})` : filter.sort === 'status' ? sql`${s.status}` : sql`''`} as "sortKey",
        ${key ?? sql`0`} as "sortRank"
      from ${s}
      where ${sql.join(conditions, sql` and `)}
      order by ${key ? sql`${key},` : sql``} ${s.updatedAt} desc, ${s.id} desc
      limit ${limit}
    ) page
    order by ${order}`;
}

/** How many of a project's snippets match the search (all of them without one). */
export async function countProjectSnippets(db: DbOrTx, projectId: number, q: string | undefined) {
  const result = await db.execute(sql`select count(*)::int as n from ${s} where ${matching(projectId, q)}`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
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

/** Sets the snippet's share token (`keep`: only when it has none), answering the token it now has. */
export const setShareToken = async (db: DbOrTx, id: number, token: string | null, { keep }: { keep: boolean }) =>
  (
    await db
      .update(snippets)
      .set({ shareToken: keep ? sql`coalesce(${snippets.shareToken}, ${token})` : token })
      .where(eq(snippets.id, id))
      .returning({ shareToken: snippets.shareToken })
  )[0];
