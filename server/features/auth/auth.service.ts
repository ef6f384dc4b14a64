import type { Db, Notifier } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { LOGIN_LINK_TTL_MS, REMEMBER_ME_MS } from '@shared/constants';
import {
  UNVERIFIED_MESSAGE,
  WRONG_CURRENT_PASSWORD,
  type EmailLinkSignIn,
  type EmailLinkStatus,
  type RegisterResult,
  type SessionUser,
} from '@shared/schemas/auth';
import { badRequest, conflict, HttpError } from '../../lib/errors';
import { dummyHash, hashPassword, verifyPassword } from '../../lib/password';
import { randomToken, safeEqual, sha256 } from '../../lib/tokens';
import * as q from './auth.queries';
import { createSessionCache } from './session-cache';

/** A session without 'Remember me' ends with the browser; on the server it lapses after a day idle. */
export const BROWSER_SESSION_MS = 24 * 60 * 60 * 1000;

const LINK_INVALID_MESSAGE = 'Your login link has expired or is invalid. Please request a new one.';

/** The sign-in details a verification link carries until its owner confirms the address. */
interface PendingSignIn {
  passwordHash: string;
  /** The random key held (as a cookie) by the browser that chose the password. */
  browserKey: string;
}

export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  brandName: string;
  companyEmailDomain: string;
  /** How long and how many looked-up sessions are kept in memory (see session-cache). */
  sessionCache?: Parameters<typeof createSessionCache>[1];
  /**
   * The database's notifications, which the live events use too: an ended session is announced on
   * it, and every process on the database forgets it at once (decision 0029).
   */
  notifier?: Notifier;
}

/** The notification channel of ended sessions: `{"sessionId": …}` or `{"userId": …}`. */
const ENDED_SESSIONS = 'atelier_sessions_ended';

export function createAuthService(deps: AuthDeps) {
  const { db, mailer } = deps;
  const sessions = createSessionCache((sessionId) => q.findSessionUser(db, sessionId), deps.sessionCache);

  /** Forgets ended sessions here at once, and in every other process when the database tells it. */
  async function announceEnded(ended: { sessionId: string } | { userId: number }) {
    if ('sessionId' in ended) sessions.forget(ended.sessionId);
    else sessions.forgetUser(ended.userId);
    await deps.notifier?.notify(ENDED_SESSIONS, [JSON.stringify(ended)]);
  }

  async function createSession(userId: number, persistent: boolean) {
    const token = randomToken();
    const expiresAt = new Date(Date.now() + (persistent ? REMEMBER_ME_MS : BROWSER_SESSION_MS));
    await q.insertSession(db, { id: sha256(token), userId, persistent, expiresAt });
    return { token, expiresAt, persistent };
  }

  /** A ready account (the command line, tests): it counts as verified unless told otherwise. */
  async function createUser(
    input: { email: string; password: string; username?: string | null },
    opts: { verified?: boolean } = {},
  ) {
    const email = input.email.trim().toLowerCase();
    if (await q.findUserByEmail(db, email)) throw conflict(`A user with the email ${email} already exists.`);
    const passwordHash = await hashPassword(input.password);
    try {
      const user = await q.insertUser(db, {
        email,
        username: input.username?.trim() || null,
        passwordHash,
        emailVerifiedAt: opts.verified === false ? null : new Date(),
      });
      return present(user);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(`A user with the email ${email} already exists.`);
      throw err;
    }
  }

  /**
   * Mails a link to `origin` (see publicOrigin). A verification link may carry pending sign-in
   * details: the password hash chosen with it and the digest of the key held by the browser that
   * chose it (see consumeEmailLink).
   */
  async function sendTokenMail(kind: q.TokenKind, email: string, origin: string, pending?: PendingSignIn) {
    const token = randomToken();
    await q.insertAuthToken(db, {
      tokenHash: sha256(token),
      kind,
      email: email.toLowerCase(),
      expiresAt: new Date(Date.now() + LOGIN_LINK_TTL_MS),
      passwordHash: pending?.passwordHash ?? null,
      browserHash: pending ? sha256(pending.browserKey) : null,
    });
    const brand = deps.brandName;
    // Login and verification links open a page whose button signs in: a GET alone changes nothing.
    const link = kind === 'reset' ? `${origin}/reset-password?token=${token}` : `${origin}/email-link?token=${token}`;
    const mail = {
      login: {
        subject: `Your ${brand} login link`,
        text: `Open this link to sign in to ${brand}:\n\n${link}\n\nThe link works once and expires in 30 minutes. If you did not ask for it, ignore this message.`,
      },
      reset: {
        subject: `Reset your ${brand} password`,
        text: `Open this link to choose a new ${brand} password:\n\n${link}\n\nThe link works once and expires in 30 minutes. If you did not ask for it, ignore this message.`,
      },
      verify: {
        subject: `Confirm your e-mail address for ${brand}`,
        text: `Someone, hopefully you, created a ${brand} account with this address. Open this link to confirm the address and sign in:\n\n${link}\n\nThe link works once and expires in 30 minutes. If you did not create an account, ignore this message: nobody can sign in with it.`,
      },
    }[kind];
    await mailer.send({ to: email, ...mail, link });
  }

  /** A verification link, unless one is still live (a sign-in attempt must not flood the mailbox). */
  async function ensureVerificationMail(email: string, origin: string, pending: () => PendingSignIn) {
    if ((await q.liveTokenCount(db, email, 'verify')) === 0) await sendTokenMail('verify', email, origin, pending());
  }

  return {
    createSession,
    createUser,

    /**
     * `browserKey`: the pending-sign-in key of the asking browser, should the address still need
     * confirming; `origin`: where the confirmation link then points (see publicOrigin).
     */
    async login(email: string, password: string, browserKey: () => string, origin: string) {
      const user = await q.findUserByEmail(db, email);
      const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyHash()));
      if (!user || !ok) throw new HttpError(401, 'invalid_credentials', 'Invalid email or password. Please try again.');
      if (!user.emailVerifiedAt) {
        await ensureVerificationMail(user.email, origin, () => ({
          passwordHash: user.passwordHash,
          browserKey: browserKey(),
        }));
        throw new HttpError(403, 'email_unverified', UNVERIFIED_MESSAGE);
      }
      return present(user);
    },

    /**
     * A new account waits for its owner to follow the e-mailed link. The answer is the same
     * whether or not the address already has an account; an owner who has one gets a notice instead.
     * `browserKey` is the pending-sign-in key of the registering browser: the chosen password is kept
     * only when the link is followed from that browser. Links in the mail start with `origin`.
     */
    async register(
      input: { email: string; password: string; username: string },
      browserKey: string,
      origin: string,
    ): Promise<RegisterResult> {
      const domain = deps.companyEmailDomain;
      const email = input.email.trim().toLowerCase();
      if (!email.endsWith(`@${domain}`)) throw badRequest(`Only @${domain} email addresses are allowed`);
      const username = input.username.trim() || null;
      const passwordHash = await hashPassword(input.password);
      const existing = await q.findUserByEmail(db, email);
      if (existing?.emailVerifiedAt) {
        await mailer.send({
          to: existing.email,
          subject: `Your ${deps.brandName} account`,
          text: `Someone tried to create a ${deps.brandName} account with this address, which already has one. Nothing was changed.\n\nSign in at ${origin}/login, or choose a new password at ${origin}/forgot-password if you forgot it. If it was not you, ignore this message.`,
          link: `${origin}/login`,
        });
        return { sent: true, email };
      }
      if (existing) {
        // Only the mailbox can finish a registration, so the latest details win and older links end.
        await q.updateUnverifiedUser(db, existing.id, { username, passwordHash });
        await q.retireTokens(db, email, 'verify');
      } else {
        try {
          await q.insertUser(db, { email, username, passwordHash, emailVerifiedAt: null });
        } catch (err) {
          // A registration of the same address at the same moment: that one mails the link.
          if (isUniqueViolation(err)) return { sent: true, email };
          throw err;
        }
      }
      await sendTokenMail('verify', email, origin, { passwordHash, browserKey });
      return { sent: true, email };
    },

    async requestLoginLink(email: string, origin: string) {
      const domain = deps.companyEmailDomain;
      if (!email.toLowerCase().endsWith(`@${domain}`)) throw badRequest(`Only @${domain} email addresses are allowed`);
      const user = await q.findUserByEmail(db, email);
      // An account that was never confirmed gets the confirmation link, which also signs in.
      if (user && !user.emailVerifiedAt) await sendTokenMail('verify', user.email, origin);
      else await sendTokenMail('login', email, origin);
    },

    /** Whom a login or verification link would sign in, without using it up. */
    async emailLinkStatus(token: string): Promise<EmailLinkStatus> {
      const row = await q.peekAuthToken(db, sha256(token), ['login', 'verify']);
      if (!row) return { status: 'invalid-token' };
      const user = await q.findUserByEmail(db, row.email);
      if (!user) return { status: 'user-not-found' };
      return { status: 'valid', email: user.email, purpose: row.kind === 'verify' ? 'verify' : 'login' };
    },

    /**
     * Uses a login or verification link once and returns whom it signs in; a verification link also
     * confirms the address. Confirming sets the password chosen with the link only when the link is
     * used from the browser that chose it (`browserKey`); otherwise no password chosen before the
     * address was proven survives, so nobody can register someone else's address ahead of them and
     * keep a password once the owner confirms it.
     */
    async consumeEmailLink(token: string, browserKey: string | null): Promise<EmailLinkSignIn> {
      return db.transaction(async (tx) => {
        const row = await q.consumeAuthToken(tx, sha256(token), ['login', 'verify']);
        if (!row) throw new HttpError(400, 'invalid_token', LINK_INVALID_MESSAGE);
        const user = await q.findUserByEmail(tx, row.email);
        if (!user) throw new HttpError(404, 'user_not_found', "We couldn't find an account with that email address.");
        if (row.kind === 'login') {
          if (!user.emailVerifiedAt) throw new HttpError(403, 'email_unverified', UNVERIFIED_MESSAGE);
          return present(user);
        }
        if (user.emailVerifiedAt) return present(user);
        const sameBrowser =
          !!row.passwordHash && !!row.browserHash && !!browserKey && safeEqual(row.browserHash, sha256(browserKey));
        await q.updatePassword(tx, user.id, sameBrowser && row.passwordHash ? row.passwordHash : await unusableHash());
        await q.markEmailVerified(tx, user.id);
        await q.retireTokens(tx, user.email, 'verify');
        return sameBrowser ? present(user) : { ...present(user), passwordCleared: true };
      });
    },

    async requestPasswordReset(email: string, origin: string) {
      const user = await q.findUserByEmail(db, email);
      // The answer is the same whether or not the address has an account.
      if (user) await sendTokenMail('reset', user.email, origin);
    },

    async checkResetToken(token: string) {
      return !!(await q.peekAuthToken(db, sha256(token), 'reset'));
    },

    async resetPassword(token: string, password: string) {
      const passwordHash = await hashPassword(password);
      const result = await db.transaction(async (tx) => {
        const row = await q.consumeAuthToken(tx, sha256(token), 'reset');
        if (!row) throw badRequest('This reset link has expired or was already used. Please request a new one.');
        const user = await q.findUserByEmail(tx, row.email);
        if (!user) throw badRequest('This reset link has expired or was already used. Please request a new one.');
        await q.updatePassword(tx, user.id, passwordHash);
        // The link reached the mailbox and its owner chose the password: the address is proven.
        await q.markEmailVerified(tx, user.id);
        await q.deleteUserSessions(tx, user.id);
        return present(user);
      });
      // After the commit: a lookup made meanwhile would otherwise keep a session the reset ended.
      await announceEnded({ userId: result.id });
      return result;
    },

    /** Whose session `token` is, if it is live; answered from memory for a few seconds (see session-cache). */
    sessionUser: (token: string) => sessions.get(sha256(token)),

    /** Hears the sessions other processes end, until the returned function is called. */
    listen: () =>
      deps.notifier?.listen(ENDED_SESSIONS, (payload) => {
        try {
          const ended = JSON.parse(payload) as { sessionId?: unknown; userId?: unknown };
          if (typeof ended.sessionId === 'string') sessions.forget(ended.sessionId);
          if (typeof ended.userId === 'number') sessions.forgetUser(ended.userId);
        } catch {
          // not one of ours
        }
      }),

    async endSession(token: string) {
      const sessionId = sha256(token);
      await q.deleteSession(db, sessionId);
      await announceEnded({ sessionId });
    },

    /** Signs the user out everywhere: every session ends, in every process. Answers how many ended. */
    async endAllSessions(userId: number) {
      const ended = await q.deleteUserSessions(db, userId);
      await announceEnded({ userId });
      return ended;
    },

    /**
     * Changes the password after checking the current one, and ends every other session of the
     * user (the one that asked stays). Answers how many other sessions ended.
     */
    async changePassword(userId: number, keepToken: string, current: string, next: string) {
      const user = await q.findUserById(db, userId);
      if (!user || !(await verifyPassword(current, user.passwordHash))) {
        throw badRequest(WRONG_CURRENT_PASSWORD);
      }
      const passwordHash = await hashPassword(next);
      const ended = await db.transaction(async (tx) => {
        await q.updatePassword(tx, userId, passwordHash);
        return q.deleteUserSessions(tx, userId, sha256(keepToken));
      });
      // The kept session is forgotten too: it is looked up again, still live.
      await announceEnded({ userId });
      return ended;
    },

    async refreshSession(token: string, persistent: boolean) {
      const sessionId = sha256(token);
      const expiresAt = new Date(Date.now() + (persistent ? REMEMBER_ME_MS : BROWSER_SESSION_MS));
      await q.extendSession(db, sessionId, expiresAt);
      sessions.forget(sessionId);
      return expiresAt;
    },

    recentOutbox: () => q.recentOutbox(db),
    cleanup: () => q.deleteExpired(db),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

/** A password nobody knows: the account signs in by e-mailed link until its owner chooses one. */
async function unusableHash() {
  return hashPassword(randomToken());
}

function present(u: { id: number; username: string | null; email: string }): SessionUser {
  return { id: u.id, username: u.username, email: u.email };
}

function isUniqueViolation(err: unknown) {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}
