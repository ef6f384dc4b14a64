import { and, eq, gt, isNull, lt, sql, desc, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
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

export const insertUser = async (db: DbOrTx, v: { email: string; username: string | null; passwordHash: string }) =>
  (await db.insert(users).values(v).returning())[0];

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

export const deleteUserSessions = (db: DbOrTx, userId: number) =>
  db.delete(sessions).where(eq(sessions.userId, userId));

export const deleteExpired = async (db: DbOrTx) => {
  const now = new Date();
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db.delete(authTokens).where(or(lt(authTokens.expiresAt, now), sql`${authTokens.usedAt} is not null`));
};

export const insertAuthToken = (
  db: DbOrTx,
  v: { tokenHash: string; kind: 'login' | 'reset'; email: string; expiresAt: Date },
) => db.insert(authTokens).values(v);

/** Marks a token used and returns it, in one statement: two concurrent uses cannot both succeed. */
export async function consumeAuthToken(db: DbOrTx, tokenHash: string, kind: 'login' | 'reset') {
  const rows = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        eq(authTokens.kind, kind),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .returning();
  return rows[0];
}

export async function peekAuthToken(db: DbOrTx, tokenHash: string, kind: 'login' | 'reset') {
  const rows = await db
    .select()
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        eq(authTokens.kind, kind),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return rows[0];
}

export const recentOutbox = (db: DbOrTx, limit = 50) =>
  db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(limit);
