import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '@shared/schemas/auth';
import { REMEMBER_ME_MS } from '@shared/constants';
import { unauthorized } from '../lib/errors';

export const SESSION_COOKIE = 'atelier_sid';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    session: { token: string; persistent: boolean } | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a session (SPEC §6). */
    public?: boolean;
  }
}

/** Who a session token belongs to (the auth service answers). */
export interface SessionLookup {
  sessionUser(token: string): Promise<(SessionUser & { persistent: boolean }) | undefined | null>;
}

export function registerSession(app: FastifyInstance, auth: SessionLookup, secureCookies: boolean) {
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);

  // Access follows the route that matched, never the text of the URL: a route
  // is reachable without a session only when it declares `config.public`.
  // A request that matched no route gets the not-found answer, which carries no data.
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const token = request.cookies[SESSION_COOKIE];
    if (token && token.length <= 100) {
      const row = await auth.sessionUser(token);
      if (row) {
        request.user = { id: row.id, username: row.username, email: row.email };
        request.session = { token, persistent: row.persistent };
      }
    }
    if (!request.user && request.routeOptions.config?.public !== true) throw unauthorized();
  });

  return {
    /** Whether cookies are sent over https only (APP_URL is https). */
    secure: secureCookies,
    setSessionCookie(reply: FastifyReply, token: string, persistent: boolean) {
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
        ...(persistent ? { maxAge: Math.floor(REMEMBER_ME_MS / 1000) } : {}),
      });
    },
    clearSessionCookie(reply: FastifyReply) {
      reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies });
    },
  };
}

export type SessionCookies = ReturnType<typeof registerSession>;

/** The signed-in user of a private route (the onRequest hook has already refused anonymous calls). */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
