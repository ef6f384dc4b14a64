import { and, eq, lte, max } from 'drizzle-orm';
import { SNIPPET_VERSIONS_KEPT, type SnippetStatus } from '@shared/constants';
import type { AiUsage } from '../ai/provider';
import type { DbOrTx } from '../db/client';
import { returnedRow } from '../db/returned-row';
import { projects, snippets, snippetVersions } from '../db/schema';
import { notFound } from '../lib/errors';

/**
 * What several features know of a snippet: its messages, finding it with its
 * project (whose design system steers its code), setting its status, and
 * saving a new version of its code (snippets, comments and the Shopify
 * conversion all do).
 */

export const SNIPPET_NOT_FOUND = 'Snippet not found';
export const PROJECT_NOT_FOUND = 'Project not found';
export const VERSION_NOT_FOUND = 'Version not found';

export type SnippetRow = typeof snippets.$inferSelect;
export type SnippetVersionRow = typeof snippetVersions.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;

export async function findSnippetWithProject(db: DbOrTx, id: number) {
  const rows = await db
    .select({ snippet: snippets, project: projects })
    .from(snippets)
    .innerJoin(projects, eq(projects.id, snippets.projectId))
    .where(eq(snippets.id, id))
    .limit(1);
  return rows[0];
}

export const updateSnippet = async (
  db: DbOrTx,
  id: number,
  v: Partial<Pick<SnippetRow, 'name' | 'code' | 'status' | 'updatedAt'>>,
): Promise<SnippetRow | undefined> => (await db.update(snippets).set(v).where(eq(snippets.id, id)).returning())[0];

export const setSnippetStatus = (db: DbOrTx, id: number, status: SnippetStatus) => updateSnippet(db, id, { status });

/** SELECT … FOR UPDATE: version numbers of one snippet are handed out one transaction at a time. */
const lockSnippet = async (db: DbOrTx, id: number) =>
  (await db.select({ id: snippets.id }).from(snippets).where(eq(snippets.id, id)).for('update'))[0];

async function latestVersionNumber(db: DbOrTx, snippetId: number): Promise<number> {
  const rows = await db
    .select({ n: max(snippetVersions.versionNumber) })
    .from(snippetVersions)
    .where(eq(snippetVersions.snippetId, snippetId));
  return rows[0]?.n ?? 0;
}

export const insertVersion = async (
  db: DbOrTx,
  v: Omit<typeof snippetVersions.$inferInsert, 'id' | 'createdAt'>,
): Promise<SnippetVersionRow> => returnedRow(await db.insert(snippetVersions).values(v).returning());

/** Deletes every version numbered at or below `number`. */
const deleteVersionsUpTo = (db: DbOrTx, snippetId: number, number: number) =>
  db
    .delete(snippetVersions)
    .where(and(eq(snippetVersions.snippetId, snippetId), lte(snippetVersions.versionNumber, number)));

export interface SaveVersionInput {
  snippetId: number;
  code: string;
  message: string;
  /** Present for AI versions: who made the code and what it cost. */
  usage?: AiUsage;
  userId: number | null;
  /** A new name saved with the code. */
  name?: string;
}

/** The row of version `versionNumber` of a snippet. */
export function versionValues(snippetId: number, versionNumber: number, input: Omit<SaveVersionInput, 'snippetId'>) {
  return {
    snippetId,
    versionNumber,
    code: input.code,
    message: input.message,
    provider: input.usage?.provider ?? null,
    model: input.usage?.model ?? null,
    inputTokens: input.usage?.inputTokens ?? null,
    outputTokens: input.usage?.outputTokens ?? null,
    durationMs: input.usage?.durationMs ?? null,
    createdBy: input.userId,
  };
}

/**
 * Makes the snippet's code `code` and records it as a new version, in one
 * transaction: the snippet row is locked first, so concurrent saves get
 * unique, increasing numbers, and versions beyond the latest five are deleted
 * in the same transaction. Throws 404 when the snippet is gone.
 */
export async function saveVersion(
  db: DbOrTx,
  input: SaveVersionInput,
): Promise<{ snippet: SnippetRow; version: SnippetVersionRow }> {
  return db.transaction(async (tx) => {
    if (!(await lockSnippet(tx, input.snippetId))) throw notFound(SNIPPET_NOT_FOUND);
    const number = (await latestVersionNumber(tx, input.snippetId)) + 1;
    const version = await insertVersion(tx, versionValues(input.snippetId, number, input));
    await deleteVersionsUpTo(tx, input.snippetId, number - SNIPPET_VERSIONS_KEPT);
    const snippet = await updateSnippet(tx, input.snippetId, {
      code: input.code,
      updatedAt: new Date(),
      ...(input.name !== undefined ? { name: input.name } : {}),
    });
    return { snippet: snippet!, version };
  });
}
