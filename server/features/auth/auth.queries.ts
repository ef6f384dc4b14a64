import { and, eq, gt, inArray, isNull, lt, ne, sql, desc, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { returnedRow } from '../../db/returned-row';
import { authTokens, outboxMessages, sessions, users } from '../../db/schema';

export const findUserByEmail = async (db: DbOrTx, email: string) =>
  (
    await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .limit(1)
  )[0];

export const findUserById = async (db: DbOrTx, id: number) =>
  (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];

export const insertUser = async (
  db: DbOrTx,
  v: { email: string; username: string | null; passwordHash: string; emailVerifiedAt: Date | null },
) => returnedRow(await db.insert(users).values(v).returning());

/** A new registration of an address nobody has verified yet: the latest registrant's details count. */
export const updateUnverifiedUser = (
  db: DbOrTx,
  userId: number,
  v: { username: string | null; passwordHash: string },
) =>
  db
    .update(users)
    .set(v)
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));

export const markEmailVerified = (db: DbOrTx, userId: number) =>
  db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));

export const updatePassword = (db: DbOrTx, userId: number, passwordHash: string) =>
  db.update(users).set({ passwordHash }).where(eq(users.id, userId));

export const insertSession = (db: DbOrTx, v: { id: string; userId: number; persistent: boolean; expiresAt: Date }) =>
  db.insert(sessions).values(v);

export async function findSessionUser(db: DbOrTx, sessionId: string) {
  const rows = await db
    .select({
      sessionId: sessions.id,
      persistent: sessions.persistent,
      expiresAt: sessions.expiresAt,
      id: users.id,
      username: users.username,
      email: users.email,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return rows[0];
}

export const extendSession = (db: DbOrTx, sessionId: string, expiresAt: Date) =>
  db.update(sessions).set({ expiresAt, lastSeenAt: new Date() }).where(eq(sessions.id, sessionId));

export const deleteSession = (db: DbOrTx, sessionId: string) => db.delete(sessions).where(eq(sessions.id, sessionId));

export const deleteUserSessions = async (db: DbOrTx, userId: number, keepSessionId?: string) =>
  (
    await db
      .delete(sessions)
      .where(
        keepSessionId === undefined
          ? eq(sessions.userId, userId)
          : and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)),
      )
      .returning({ id: sessions.id })
  ).length;

export const deleteExpired = async (db: DbOrTx) => {
  const now = new Date();
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db.delete(authTokens).where(or(lt(authTokens.expiresAt, now), sql`${authTokens.usedAt} is not null`));
};

export type TokenKind = 'login' | 'reset' | 'verify';

export const insertAuthToken = (
  db: DbOrTx,
  v: {
    tokenHash: string;
    kind: TokenKind;
    email: string;
    expiresAt: Date;
    passwordHash?: string | null;
    browserHash?: string | null;
  },
) => db.insert(authTokens).values(v);

/** Live (unused, unexpired) tokens of one kind for one address. */
export const liveTokenCount = async (db: DbOrTx, email: string, kind: TokenKind) =>
  (
    await db
      .select({ id: authTokens.id })
      .from(authTokens)
      .where(
        and(
          eq(authTokens.email, email.toLowerCase()),
          eq(authTokens.kind, kind),
          isNull(authTokens.usedAt),
          gt(authTokens.expiresAt, new Date()),
        ),
      )
  ).length;

/** Ends every live token of one kind for one address (a newer one replaces them). */
export const retireTokens = (db: DbOrTx, email: string, kind: TokenKind) =>
  db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.email, email.toLowerCase()), eq(authTokens.kind, kind), isNull(authTokens.usedAt)));

/** Marks a token used and returns it, in one statement: two concurrent uses cannot both succeed. */
export async function consumeAuthToken(db: DbOrTx, tokenHash: string, kind: TokenKind | TokenKind[]) {
  const rows = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        inArray(authTokens.kind, Array.isArray(kind) ? kind : [kind]),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .returning();
  return rows[0];
}

export async function peekAuthToken(db: DbOrTx, tokenHash: string, kind: TokenKind | TokenKind[]) {
  const rows = await db
    .select()
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        inArray(authTokens.kind, Array.isArray(kind) ? kind : [kind]),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return rows[0];
}

export const recentOutbox = (db: DbOrTx, limit = 50) =>
  db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(limit);
