import { and, desc, eq, inArray, isNotNull, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { microsecondText } from '../../db/moments';
import { commentImages, comments, projects, snippets, snippetVersions } from '../../db/schema';

const commentColumns = {
  id: comments.id,
  snippetId: comments.snippetId,
  authorName: comments.authorName,
  content: comments.content,
  approved: comments.approved,
  resolved: comments.resolved,
  pinSelector: comments.pinSelector,
  pinViewport: comments.pinViewport,
  pinDescription: comments.pinDescription,
  pinVersion: comments.pinVersion,
  createdAt: comments.createdAt,
  imageId: commentImages.id,
};

export type CommentRow = {
  id: number;
  snippetId: number;
  authorName: string;
  content: string;
  approved: boolean;
  resolved: boolean;
  pinSelector: string | null;
  pinViewport: string | null;
  pinDescription: string | null;
  pinVersion: number | null;
  createdAt: Date;
  imageId: string | null;
};

/** Each pinned comment of a snippet with its pin's number, oldest first (1, 2 …): what the markers show. */
const pinNumbers = (db: DbOrTx, snippetId: number) =>
  db
    .select({
      commentId: comments.id,
      pinNumber: sql<number>`(row_number() over (order by ${comments.createdAt}, ${comments.id}))::int`.as(
        'pin_number',
      ),
    })
    .from(comments)
    .where(and(eq(comments.snippetId, snippetId), isNotNull(comments.pinSelector)))
    .as('pin_numbers');

/** Where the previous page ended: see timeCursor in shared/schemas/http. */
export interface CommentListAfter {
  at: string;
  id: number;
}

/**
 * A page of a snippet's comments, newest first, each with its pin's number among all the snippet's pins.
 * Keyset paging on (created_at, id), which the index on (snippet_id, created_at, id) serves: every page
 * costs the same, however deep; numbering the pins reads the snippet's pinned comments once.
 */
export const listComments = (db: DbOrTx, snippetId: number, page: { after?: CommentListAfter; limit: number }) => {
  const pins = pinNumbers(db, snippetId);
  const { after, limit } = page;
  return db
    .select({ ...commentColumns, pinNumber: pins.pinNumber, cursorAt: microsecondText(comments.createdAt) })
    .from(comments)
    .leftJoin(commentImages, eq(commentImages.commentId, comments.id))
    .leftJoin(pins, eq(pins.commentId, comments.id))
    .where(
      and(
        eq(comments.snippetId, snippetId),
        after ? sql`(${comments.createdAt}, ${comments.id}) < (${after.at}::timestamptz, ${after.id})` : undefined,
      ),
    )
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(limit);
};

/** How many comments a snippet has, and how many of them are pending. */
export const countComments = async (db: DbOrTx, snippetId: number) =>
  (
    await db
      .select({
        total: sql<number>`count(*)::int`,
        pending: sql<number>`(count(*) filter (where not ${comments.approved} and not ${comments.resolved}))::int`,
      })
      .from(comments)
      .where(eq(comments.snippetId, snippetId))
  )[0] ?? { total: 0, pending: 0 };

/** The newest `limit` pinned comments of a snippet, newest first, with their pins' numbers. */
export function listPins(db: DbOrTx, snippetId: number, limit: number) {
  const pins = pinNumbers(db, snippetId);
  return db
    .select({
      commentId: comments.id,
      pinNumber: pins.pinNumber,
      selector: sql<string>`${comments.pinSelector}`,
      viewport: comments.pinViewport,
    })
    .from(pins)
    .innerJoin(comments, eq(comments.id, pins.commentId))
    .orderBy(desc(pins.pinNumber))
    .limit(limit);
}

export const findComment = async (db: DbOrTx, id: number): Promise<CommentRow | undefined> =>
  (
    await db
      .select(commentColumns)
      .from(comments)
      .leftJoin(commentImages, eq(commentImages.commentId, comments.id))
      .where(eq(comments.id, id))
      .limit(1)
  )[0];

export const snippetExists = async (db: DbOrTx, snippetId: number) =>
  (await db.select({ id: snippets.id }).from(snippets).where(eq(snippets.id, snippetId)).limit(1)).length > 0;

export interface NewComment {
  snippetId: number;
  authorName: string;
  content: string;
  pinSelector: string | null;
  pinViewport: string | null;
  pinDescription: string | null;
  pinVersion: number | null;
}

/** Which of these snippets exist. */
export async function existingSnippets(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: snippets.id }).from(snippets).where(inArray(snippets.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** The newest version number of each of these snippets that has one. */
export async function latestVersionNumbers(db: DbOrTx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ snippetId: snippetVersions.snippetId, n: max(snippetVersions.versionNumber) })
    .from(snippetVersions)
    .where(inArray(snippetVersions.snippetId, ids))
    .groupBy(snippetVersions.snippetId);
  return new Map(rows.flatMap((r) => (r.n === null ? [] : [[r.snippetId, r.n] as const])));
}

/** Several comments in one statement, answered in the order given. */
export async function insertComments(db: DbOrTx, values: NewComment[]): Promise<Omit<CommentRow, 'imageId'>[]> {
  if (values.length === 0) return [];
  const { imageId: _image, ...columns } = commentColumns;
  const rows = await db.insert(comments).values(values).returning(columns);
  // Ids are given in the order of VALUES: sorted by id, the rows are in the order given.
  return rows.sort((a, b) => a.id - b.id);
}

export async function insertCommentImages(
  db: DbOrTx,
  values: { id: string; commentId: number; mimeType: string; data: Buffer }[],
) {
  if (values.length > 0) await db.insert(commentImages).values(values);
}

export const findCommentImage = async (db: DbOrTx, id: string) =>
  (
    await db
      .select({ mimeType: commentImages.mimeType, data: commentImages.data })
      .from(commentImages)
      .where(eq(commentImages.id, id))
      .limit(1)
  )[0];

/** Changes a comment only while it is pending; returns whether it did. */
export async function settlePending(db: DbOrTx, id: number, set: { approved?: boolean; resolved?: boolean }) {
  const rows = await db
    .update(comments)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(comments.id, id), eq(comments.approved, false), eq(comments.resolved, false)))
    .returning({ id: comments.id });
  return rows.length > 0;
}

/** Locks a comment until the transaction ends, if it is still pending; returns whether it is. */
export async function lockPending(db: DbOrTx, id: number) {
  const rows = await db
    .select({ id: comments.id })
    .from(comments)
    .where(and(eq(comments.id, id), eq(comments.approved, false), eq(comments.resolved, false)))
    .for('update');
  return rows.length > 0;
}

export async function snippetWithDesign(db: DbOrTx, snippetId: number) {
  const rows = await db
    .select({
      id: snippets.id,
      code: snippets.code,
      name: projects.name,
      stylingReference: projects.stylingReference,
      primaryColor: projects.primaryColor,
      accentColor: projects.accentColor,
      fontFamily: projects.fontFamily,
      borderRadius: projects.borderRadius,
      boxShadow: projects.boxShadow,
      isDarkMode: projects.isDarkMode,
      cssContent: projects.cssContent,
    })
    .from(snippets)
    .innerJoin(projects, eq(projects.id, snippets.projectId))
    .where(eq(snippets.id, snippetId))
    .limit(1);
  return rows[0];
}
