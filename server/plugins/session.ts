import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '@shared/schemas/auth';
import { REMEMBER_ME_MS } from '@shared/constants';
import { parseIdText, parseLeadingId } from '@shared/ids';
import { shareTokenOf } from '@shared/share-link';
import { notFound, unauthorized } from '../lib/errors';
import { safeEqual } from '../lib/tokens';
import { SNIPPET_NOT_FOUND } from '../core/snippets';
import type { ShareAccess } from '../core/share-access';

export const SESSION_COOKIE = 'atelier_sid';
/** The grant to one shared snippet: `atelier_share_{id}` (decision 0028). */
export const shareGrantCookie = (snippetId: number) => `atelier_share_${snippetId}`;
const GRANT_MAX_AGE_S = 90 * 24 * 60 * 60;

/**
 * Where a shared route finds the snippet it shows: its `:id` parameter (all digits, as the id
 * schemas read it); a public page's address (`{id}` or `{id}-{token}`, read as the page reads it);
 * or the comment image its `:imageId` names.
 */
export type SharedSnippetRef = 'id' | 'page' | 'comment-image';

/** Who may call a route: anyone, a signed-in user or a holder of the snippet's share link, or only a signed-in user. */
export type RouteAccess = 'public' | 'shared' | 'private';

export function routeAccess(config: { public?: boolean; sharedSnippet?: SharedSnippetRef } | undefined): RouteAccess {
  if (config?.public === true) return 'public';
  return config?.sharedSnippet ? 'shared' : 'private';
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    session: { token: string; persistent: boolean } | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a session (SPEC §6). */
    public?: boolean;
    /**
     * Reachable without a session only with the snippet's share link or grant; anyone else is
     * told the snippet was not found (decision 0028).
     */
    sharedSnippet?: SharedSnippetRef;
  }
}

/** Who a session token belongs to (the auth service answers). */
export interface SessionLookup {
  sessionUser(token: string): Promise<(SessionUser & { persistent: boolean }) | undefined | null>;
}

export function registerSession(app: FastifyInstance, auth: SessionLookup, share: ShareAccess, secureCookies: boolean) {
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);

  /** Lets an anonymous visitor through to a shared route only for a shared snippet whose link or grant they hold. */
  async function admitToSharedSnippet(request: FastifyRequest, reply: FastifyReply, ref: SharedSnippetRef) {
    const params = request.params as Record<string, string | undefined>;
    let snippetId: number | null;
    let linkToken: string | null = null;
    if (ref === 'comment-image') {
      const imageId = params.imageId ?? '';
      snippetId = /^[\w-]{10,64}$/.test(imageId) ? await share.commentImageSnippet(imageId) : null;
      if (snippetId === null) throw notFound('Image not found');
    } else if (ref === 'page') {
      const text = params.id ?? params['*'];
      snippetId = parseLeadingId(text);
      linkToken = shareTokenOf(text);
    } else {
      snippetId = parseIdText(params.id);
    }
    // No snippet named: the route answers its own 400 or Not Found, and shows nothing.
    if (snippetId === null) return;
    const token = await share.shareToken(snippetId);
    if (token) {
      const cookie = shareGrantCookie(snippetId);
      if (linkToken !== null && safeEqual(linkToken, token)) {
        reply.setCookie(cookie, share.grantFor(snippetId, token), {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: secureCookies,
          maxAge: GRANT_MAX_AGE_S,
        });
        return;
      }
      const grant = request.cookies[cookie];
      if (grant && grant.length <= 100 && share.grantMatches(snippetId, token, grant)) return;
    }
    // Not shared, not this link, or no such snippet: the same answer, so ids tell nothing.
    throw notFound(SNIPPET_NOT_FOUND);
  }

  // Access follows the route that matched, never the text of the URL: a route
  // is reachable without a session only when it declares `config.public`.
  // A request that matched no route gets the not-found answer, which carries no data.
  app.addHook('onRequest', async (request, reply) => {
    if (request.is404) return;
    const token = request.cookies[SESSION_COOKIE];
    if (token && token.length <= 100) {
      const row = await auth.sessionUser(token);
      if (row) {
        request.user = { id: row.id, username: row.username, email: row.email };
        request.session = { token, persistent: row.persistent };
      }
    }
    if (request.user) return;
    const config = request.routeOptions.config;
    const access = routeAccess(config);
    if (access === 'shared') await admitToSharedSnippet(request, reply, config.sharedSnippet!);
    else if (access === 'private') throw unauthorized();
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
