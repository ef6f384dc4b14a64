import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { LOGIN_LINK_TTL_MS, REMEMBER_ME_MS } from '@shared/constants';
import type { SessionUser } from '@shared/schemas/auth';
import { badRequest, conflict, HttpError } from '../../lib/errors';
import { dummyHash, hashPassword, verifyPassword } from '../../lib/password';
import { randomToken, sha256 } from '../../lib/tokens';
import * as q from './auth.queries';

/** A session without 'Remember me' ends with the browser; on the server it lapses after a day idle. */
export const BROWSER_SESSION_MS = 24 * 60 * 60 * 1000;

export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  brandName: string;
  companyEmailDomain: string;
}

export function createAuthService(deps: AuthDeps) {
  const { db, mailer } = deps;

  async function createSession(userId: number, persistent: boolean) {
    const token = randomToken();
    const expiresAt = new Date(Date.now() + (persistent ? REMEMBER_ME_MS : BROWSER_SESSION_MS));
    await q.insertSession(db, { id: sha256(token), userId, persistent, expiresAt });
    return { token, expiresAt, persistent };
  }

  async function createUser(input: { email: string; password: string; username?: string | null }) {
    const email = input.email.trim().toLowerCase();
    if (await q.findUserByEmail(db, email)) throw conflict(`A user with the email ${email} already exists.`);
    const passwordHash = await hashPassword(input.password);
    try {
      const user = await q.insertUser(db, { email, username: input.username?.trim() || null, passwordHash });
      return present(user);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(`A user with the email ${email} already exists.`);
      throw err;
    }
  }

  async function sendTokenMail(kind: 'login' | 'reset', email: string) {
    const token = randomToken();
    await q.insertAuthToken(db, {
      tokenHash: sha256(token),
      kind,
      email: email.toLowerCase(),
      expiresAt: new Date(Date.now() + LOGIN_LINK_TTL_MS),
    });
    const link =
      kind === 'login'
        ? `${deps.appUrl}/api/auth/email-login?token=${token}`
        : `${deps.appUrl}/reset-password?token=${token}`;
    const subject = kind === 'login' ? `Your ${deps.brandName} login link` : `Reset your ${deps.brandName} password`;
    const text =
      kind === 'login'
        ? `Open this link to sign in to ${deps.brandName}:\n\n${link}\n\nThe link works once and expires in 30 minutes. If you did not ask for it, ignore this message.`
        : `Open this link to choose a new ${deps.brandName} password:\n\n${link}\n\nThe link works once and expires in 30 minutes. If you did not ask for it, ignore this message.`;
    await mailer.send({ to: email, subject, text, link });
  }

  return {
    createSession,
    createUser,

    async login(email: string, password: string) {
      const user = await q.findUserByEmail(db, email);
      const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyHash()));
      if (!user || !ok) throw new HttpError(401, 'invalid_credentials', 'Invalid email or password. Please try again.');
      return present(user);
    },

    async register(input: { email: string; password: string; username: string }) {
      const domain = deps.companyEmailDomain;
      if (!input.email.toLowerCase().endsWith(`@${domain}`)) {
        throw badRequest(`Only @${domain} email addresses are allowed`);
      }
      return createUser(input);
    },

    async requestLoginLink(email: string) {
      const domain = deps.companyEmailDomain;
      if (!email.toLowerCase().endsWith(`@${domain}`)) throw badRequest(`Only @${domain} email addresses are allowed`);
      await sendTokenMail('login', email);
    },

    /** Returns the signed-in user, or the login page's error code. */
    async consumeLoginLink(
      token: string,
    ): Promise<{ user: SessionUser } | { error: 'invalid-token' | 'user-not-found' }> {
      const row = await q.consumeAuthToken(db, sha256(token), 'login');
      if (!row) return { error: 'invalid-token' };
      const user = await q.findUserByEmail(db, row.email);
      if (!user) return { error: 'user-not-found' };
      return { user: present(user) };
    },

    async requestPasswordReset(email: string) {
      const user = await q.findUserByEmail(db, email);
      // The answer is the same whether or not the address has an account.
      if (user) await sendTokenMail('reset', user.email);
    },

    async checkResetToken(token: string) {
      return !!(await q.peekAuthToken(db, sha256(token), 'reset'));
    },

    async resetPassword(token: string, password: string) {
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const row = await q.consumeAuthToken(tx, sha256(token), 'reset');
        if (!row) throw badRequest('This reset link has expired or was already used. Please request a new one.');
        const user = await q.findUserByEmail(tx, row.email);
        if (!user) throw badRequest('This reset link has expired or was already used. Please request a new one.');
        await q.updatePassword(tx, user.id, passwordHash);
        await q.deleteUserSessions(tx, user.id);
        return present(user);
      });
    },

    sessionUser: (token: string) => q.findSessionUser(db, sha256(token)),
    endSession: (token: string) => q.deleteSession(db, sha256(token)),
    endAllSessions: (userId: number) => q.deleteUserSessions(db, userId),

    async refreshSession(token: string, persistent: boolean) {
      const expiresAt = new Date(Date.now() + (persistent ? REMEMBER_ME_MS : BROWSER_SESSION_MS));
      await q.extendSession(db, sha256(token), expiresAt);
      return expiresAt;
    },

    recentOutbox: () => q.recentOutbox(db),
    cleanup: () => q.deleteExpired(db),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

function present(u: { id: number; username: string | null; email: string }): SessionUser {
  return { id: u.id, username: u.username, email: u.email };
}

function isUniqueViolation(err: unknown) {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}
