import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  commentImages,
  comments,
  notificationSettings,
  projects,
  snippetMailWindows,
  snippets,
  users,
} from '../../db/schema';
import type { NotificationSettings } from '@shared/schemas/notifications';

export const readSettings = async (db: DbOrTx, userId: number) => {
  const [row] = await db
    .select({
      mode: notificationSettings.mode,
      digestHour: notificationSettings.digestHour,
      timeZone: notificationSettings.timeZone,
      replyAs: notificationSettings.replyAs,
    })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row;
};

export const writeSettings = (db: DbOrTx, userId: number, s: NotificationSettings) =>
  db
    .insert(notificationSettings)
    .values({ userId, ...s })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { ...s, updatedAt: sql`now()` },
    });

/** Staff who hear about each batch at once: verified accounts without a row (the default) or set to instant. */
export const instantRecipients = (db: DbOrTx) =>
  db
    .select({ id: users.id, email: users.email })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(and(isNotNull(users.emailVerifiedAt), sql`coalesce(${notificationSettings.mode}, 'instant') = 'instant'`))
    .orderBy(asc(users.id));

/** Snippets with comments no batch has taken whose window is free (no batch claimed within `intervalMs`). */
export const dueSnippets = async (db: DbOrTx, intervalMs: number, limit: number) => {
  const rows = await db
    .selectDistinct({ snippetId: comments.snippetId })
    .from(comments)
    .leftJoin(snippetMailWindows, eq(snippetMailWindows.snippetId, comments.snippetId))
    .where(
      and(
        isNull(comments.mailedAt),
        sql`(${snippetMailWindows.claimedAt} is null or ${snippetMailWindows.claimedAt} <= now() - make_interval(secs => ${intervalMs / 1000}))`,
      ),
    )
    .limit(limit);
  return rows.map((r) => r.snippetId);
};

/**
 * Claims the snippet's window: true for exactly one caller per interval, however many processes ask at
 * once (the row lock makes a second claimant re-read the first one's claim and find the window taken).
 */
export const claimWindow = async (db: DbOrTx, snippetId: number, intervalMs: number) => {
  const rows = await db
    .insert(snippetMailWindows)
    .values({ snippetId, claimedAt: sql`now()` })
    .onConflictDoUpdate({
      target: snippetMailWindows.snippetId,
      set: { claimedAt: sql`excluded.claimed_at` },
      setWhere: sql`${snippetMailWindows.claimedAt} <= now() - make_interval(secs => ${intervalMs / 1000})`,
    })
    .returning({ snippetId: snippetMailWindows.snippetId });
  return rows.length > 0;
};

/** Takes the snippet's comments no batch has taken yet (whoever committed them last included). */
export const takeUnmailed = async (db: DbOrTx, snippetId: number) => {
  const rows = await db
    .update(comments)
    .set({ mailedAt: sql`now()` })
    .where(and(eq(comments.snippetId, snippetId), isNull(comments.mailedAt)))
    .returning({ id: comments.id });
  return rows.map((r) => r.id);
};

/** Gives comments back to the next batch after their e-mail could not be sent. */
export const releaseTaken = (db: DbOrTx, ids: number[]) =>
  db.update(comments).set({ mailedAt: null }).where(inArray(comments.id, ids));

export interface MailComment {
  id: number;
  snippetId: number;
  snippetName: string;
  projectName: string;
  authorName: string;
  content: string;
  pinDescription: string | null;
  imageId: string | null;
  createdAt: Date;
}

const mailCommentColumns = {
  id: comments.id,
  snippetId: comments.snippetId,
  snippetName: snippets.name,
  projectName: projects.name,
  authorName: comments.authorName,
  content: comments.content,
  pinDescription: comments.pinDescription,
  imageId: commentImages.id,
  createdAt: comments.createdAt,
};

export const commentsForMail = (db: DbOrTx, ids: number[]): Promise<MailComment[]> =>
  db
    .select(mailCommentColumns)
    .from(comments)
    .innerJoin(snippets, eq(snippets.id, comments.snippetId))
    .innerJoin(projects, eq(projects.id, snippets.projectId))
    .leftJoin(commentImages, eq(commentImages.commentId, comments.id))
    .where(inArray(comments.id, ids))
    .orderBy(asc(comments.createdAt), asc(comments.id));

/** Staff who chose the daily digest. */
export const digestSubscribers = (db: DbOrTx) =>
  db
    .select({
      id: users.id,
      email: users.email,
      digestHour: notificationSettings.digestHour,
      timeZone: notificationSettings.timeZone,
      digestDay: notificationSettings.digestDay,
    })
    .from(notificationSettings)
    .innerJoin(users, eq(users.id, notificationSettings.userId))
    .where(and(eq(notificationSettings.mode, 'daily'), isNotNull(users.emailVerifiedAt)));

/**
 * Claims today's digest for a user: answers the moment the previous digest covered comments up to (null
 * for a first digest), or undefined when another process (or an earlier tick) already claimed today's.
 */
export const claimDigest = async (db: DbOrTx, userId: number, day: string) => {
  const result = await db.execute(sql`
    update notification_settings s set digest_day = ${day}, digest_through = now()
    from (select user_id, digest_through from notification_settings where user_id = ${userId} for update) old
    where s.user_id = old.user_id and s.mode = 'daily' and s.digest_day is distinct from ${day}
    returning (extract(epoch from old.digest_through) * 1000)::float8 as "previousMs"`);
  const [row] = (result as unknown as { rows: Array<{ previousMs: number | string | null }> }).rows;
  if (!row) return undefined;
  return row.previousMs === null ? null : new Date(Number(row.previousMs));
};

/** Gives today's digest back (the next check tries again) after it could not be sent. */
export const releaseDigest = (db: DbOrTx, userId: number, through: Date | null) =>
  db
    .update(notificationSettings)
    .set({ digestDay: null, digestThrough: through })
    .where(eq(notificationSettings.userId, userId));

/** Comments still pending that arrived after `since` (the last day when null), oldest first. */
export const pendingSince = (db: DbOrTx, since: Date | null, limit: number) =>
  db
    .select(mailCommentColumns)
    .from(comments)
    .innerJoin(snippets, eq(snippets.id, comments.snippetId))
    .innerJoin(projects, eq(projects.id, snippets.projectId))
    .leftJoin(commentImages, eq(commentImages.commentId, comments.id))
    .where(
      and(
        eq(comments.approved, false),
        eq(comments.resolved, false),
        since
          ? sql`${comments.createdAt} > ${since.toISOString()}::timestamptz`
          : sql`${comments.createdAt} > now() - interval '1 day'`,
        sql`${comments.createdAt} <= now()`,
      ),
    )
    .orderBy(asc(comments.snippetId), asc(comments.createdAt), asc(comments.id))
    .limit(limit);
