import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '@shared/schemas/primitives';
import {
  emailLinkInput,
  emailLinkTokenInput,
  forgotPasswordInput,
  loginInput,
  registerInput,
  resetPasswordInput,
  changePasswordInput,
  endedSessionsSchema,
  passwordChangedSchema,
  authStatusSchema,
  resetTokenStatusSchema,
  sentSchema,
  sessionUserSchema,
  emailLinkSignInSchema,
  emailLinkStatusSchema,
  registerResultSchema,
} from '@shared/schemas/auth';
import { errorResponses, okResponse } from '@shared/schemas/http';
import { escapeHtml } from '@atelier/web-kit/html';
import type { AuthService } from './auth.service';
import type { SessionCookies } from '../../plugins/session';
import { attemptLimiter, emailFromBody, failureLockout } from '../../plugins/rate-limit';
import { HttpError } from '../../lib/errors';
import {
  LOGIN_FAILURES_PER_ADDRESS,
  LOGIN_FAILURES_PER_EMAIL_HOUR,
  LOGIN_LINK_TTL_MS,
  LOGIN_LOCKOUT_MS,
} from '@shared/constants';
import { randomToken } from '../../lib/tokens';
import { currentUser } from '../../plugins/session';
import { hasProxyHeaders, isLoopback } from '../../lib/net';
import { publicOrigin } from '../../lib/public-origin';
import type { Config } from '../../config';

const emptyBody = z.object({}).passthrough().optional();
/**
 * The key a browser holds while its registration waits for the e-mailed link: the password chosen
 * there is kept only when the link is followed from the same browser.
 */
const PENDING_COOKIE = 'atelier_pending';
const TAGS = ['Sign-in'];
const user = { tags: TAGS, response: { 200: sessionUserSchema, ...errorResponses } };
const status = { tags: TAGS, response: { 200: authStatusSchema, ...errorResponses } };
const sent = { tags: TAGS, response: { 200: sentSchema, ...errorResponses } };
const ok = { tags: TAGS, response: { 200: okResponse, ...errorResponses } };

export function authRoutes(
  app: FastifyInstance,
  deps: {
    auth: AuthService;
    cookies: SessionCookies;
    /** Where e-mailed links point (see publicOrigin). */
    config: Pick<Config, 'appUrl' | 'appUrlSet' | 'devOutbox'>;
    devOutbox: boolean;
    brandName: string;
    attemptsPerMinute: number;
  },
) {
  const { auth, cookies } = deps;
  const origin = (request: FastifyRequest) => publicOrigin(request, deps.config);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const pendingKey = (request: FastifyRequest) => {
    const key = request.cookies[PENDING_COOKIE];
    return key && key.length <= 100 ? key : null;
  };
  /** The browser's pending-sign-in key, made (and stored as a cookie for the link's lifetime) when it has none. */
  const browserKey = (request: FastifyRequest, reply: FastifyReply) => {
    const key = pendingKey(request) ?? randomToken();
    reply.setCookie(PENDING_COOKIE, key, {
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'lax',
      secure: cookies.secure,
      maxAge: Math.floor(LOGIN_LINK_TTL_MS / 1000),
    });
    return key;
  };
  const limit = (name: string) =>
    attemptLimiter(app, name, { max: deps.attemptsPerMinute, windowMs: 60_000, bodyKey: emailFromBody });
  // Password sign-in: attempts per client address, and failures per (e-mail, address) with a
  // per-e-mail ceiling, so nobody can lock an owner out by guessing from elsewhere.
  const loginAttempts = attemptLimiter(app, 'login', { max: deps.attemptsPerMinute, windowMs: 60_000 });
  const loginFailures = failureLockout(app, 'login-failures', {
    perPair: LOGIN_FAILURES_PER_ADDRESS,
    pairWindowMs: LOGIN_LOCKOUT_MS,
    perKey: LOGIN_FAILURES_PER_EMAIL_HOUR,
    keyWindowMs: 60 * 60 * 1000,
    key: emailFromBody,
  });

  r.get('/api/auth/status', { config: { public: true }, schema: status }, async (request) => {
    const user = request.user;
    if (!user) return { authenticated: false };
    return { authenticated: true, userId: user.id, username: user.username, email: user.email };
  });

  r.post(
    '/api/login',
    {
      config: { public: true },
      schema: { ...user, body: loginInput },
      ...loginAttempts,
      preValidation: loginFailures.check,
    },
    async (request, reply) => {
      const { email, password, rememberMe } = request.body;
      let user;
      try {
        user = await auth.login(email, password, () => browserKey(request, reply), origin(request));
      } catch (err) {
        if (err instanceof HttpError && err.code === 'invalid_credentials') await loginFailures.fail(request);
        throw err;
      }
      // A fresh id at every login: a session id planted before sign-in is worthless.
      if (request.session) await auth.endSession(request.session.token);
      const session = await auth.createSession(user.id, !!rememberMe);
      cookies.setSessionCookie(reply, session.token, session.persistent);
      return user;
    },
  );

  r.post(
    '/api/login/email',
    { config: { public: true }, schema: { ...sent, body: emailLinkInput }, ...limit('login-link') },
    async (request) => {
      await auth.requestLoginLink(request.body.email, origin(request));
      return { sent: true as const };
    },
  );

  // Links e-mailed before the confirmation page existed: they now open that page, which signs in only on a POST.
  r.get(
    '/api/auth/email-login',
    {
      config: { public: true },
      schema: {
        tags: TAGS,
        description: 'The link of an older login e-mail: redirects to the page that signs in on a POST.',
        querystring: z.object({ token: text().max(200).optional() }),
        response: { 302: z.null().meta({ description: 'Redirect' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const token = request.query.token;
      if (!token) return reply.redirect('/login?error=invalid-token');
      return reply.redirect(`/email-link?token=${encodeURIComponent(token)}`);
    },
  );

  r.get(
    '/api/auth/email-link',
    {
      config: { public: true },
      schema: {
        tags: TAGS,
        querystring: z.object({ token: text().max(200) }),
        response: { 200: emailLinkStatusSchema, ...errorResponses },
      },
    },
    async (request) => auth.emailLinkStatus(request.query.token),
  );

  r.post(
    '/api/auth/email-link',
    {
      config: { public: true },
      schema: { tags: TAGS, body: emailLinkTokenInput, response: { 200: emailLinkSignInSchema, ...errorResponses } },
      ...limit('email-link'),
    },
    async (request, reply) => {
      const user = await auth.consumeEmailLink(request.body.token, pendingKey(request));
      // A fresh id at every sign-in: a session id planted before is worthless.
      if (request.session) await auth.endSession(request.session.token);
      const session = await auth.createSession(user.id, false);
      cookies.setSessionCookie(reply, session.token, false);
      return user;
    },
  );

  r.post('/api/logout', { config: { public: true }, schema: { ...ok, body: emptyBody } }, async (request, reply) => {
    if (request.session) await auth.endSession(request.session.token);
    cookies.clearSessionCookie(reply);
    return { ok: true as const };
  });

  r.post(
    '/api/logout/everywhere',
    {
      schema: {
        tags: TAGS,
        description: 'Ends every session of the signed-in user, this one included, in every process at once.',
        body: emptyBody,
        response: { 200: endedSessionsSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const ended = await auth.endAllSessions(currentUser(request).id);
      cookies.clearSessionCookie(reply);
      return { ended };
    },
  );

  const passwordChanges = attemptLimiter(app, 'password-change', { max: deps.attemptsPerMinute, windowMs: 60_000 });
  r.post(
    '/api/password/change',
    {
      schema: {
        tags: TAGS,
        description: 'Changes the password (the current one is checked) and ends every other session of the user.',
        body: changePasswordInput,
        response: { 200: passwordChangedSchema, ...errorResponses },
      },
      ...passwordChanges,
    },
    async (request) => {
      const user = currentUser(request);
      const { currentPassword, password } = request.body;
      const otherSessionsEnded = await auth.changePassword(user.id, request.session!.token, currentPassword, password);
      return { changed: true as const, otherSessionsEnded };
    },
  );

  r.post('/api/auth/refresh-session', { schema: { ...status, body: emptyBody } }, async (request, reply) => {
    const user = currentUser(request);
    const session = request.session!;
    await auth.refreshSession(session.token, session.persistent);
    cookies.setSessionCookie(reply, session.token, session.persistent);
    return { authenticated: true, userId: user.id, username: user.username, email: user.email };
  });

  r.post(
    '/api/register',
    {
      config: { public: true },
      schema: { tags: TAGS, body: registerInput, response: { 202: registerResultSchema, ...errorResponses } },
      ...limit('register'),
    },
    async (request, reply) =>
      reply.status(202).send(await auth.register(request.body, browserKey(request, reply), origin(request))),
  );

  r.post(
    '/api/password/forgot',
    {
      config: { public: true },
      schema: { ...sent, body: forgotPasswordInput },
      ...limit('password-reset'),
    },
    async (request) => {
      await auth.requestPasswordReset(request.body.email, origin(request));
      return { sent: true as const };
    },
  );

  r.get(
    '/api/password/reset',
    {
      config: { public: true },
      schema: {
        tags: TAGS,
        querystring: z.object({ token: text().max(200) }),
        response: { 200: resetTokenStatusSchema, ...errorResponses },
      },
    },
    async (request) => ({ valid: await auth.checkResetToken(request.query.token) }),
  );

  r.post(
    '/api/password/reset',
    {
      config: { public: true },
      schema: { ...user, body: resetPasswordInput },
      ...limit('password-reset-confirm'),
    },
    async (request, reply) => {
      const user = await auth.resetPassword(request.body.token, request.body.password);
      const session = await auth.createSession(user.id, false);
      cookies.setSessionCookie(reply, session.token, false);
      return user;
    },
  );

  if (deps.devOutbox) {
    const page = {
      description: 'A page of the login links the app would have e-mailed.',
      content: { 'text/html': { schema: z.string() } },
    };
    app.get(
      '/dev/login-links',
      { config: { public: true }, schema: { tags: TAGS, response: { 200: page, ...errorResponses } } },
      async (request, reply) => {
        if (!outboxAnswers(request, { explicit: deps.config.devOutbox === true })) {
          return reply.status(404).send({ error: 'not_found', message: 'No route GET /dev/login-links' });
        }
        const messages = await auth.recentOutbox();
        reply.type('text/html; charset=utf-8');
        return renderOutbox(deps.brandName, messages);
      },
    );
  }
}

/**
 * Whether the development outbox answers this request. Never through a proxy: a request carrying
 * Forwarded, X-Forwarded-For or X-Real-IP gets 404 whatever the settings. Unless DEV_OUTBOX=true
 * (`explicit`), only this machine: the peer must be loopback, and the request addressed to a
 * loopback name (a proxy on this host passing on the public Host is refused too).
 */
export function outboxAnswers(request: FastifyRequest, opts: { explicit: boolean }): boolean {
  if (hasProxyHeaders(request.headers)) return false;
  if (opts.explicit) return true;
  return isLoopback(request.socket.remoteAddress) && isLoopback(request.ip) && isLoopback(request.hostname);
}

function renderOutbox(
  brand: string,
  messages: Array<{ id: number; to: string; subject: string; link: string | null; createdAt: Date }>,
) {
  const rows = messages
    .map(
      (m) =>
        `<li><div class="meta"><strong>${escapeHtml(m.subject)}</strong><span>to ${escapeHtml(m.to)} · <time datetime="${m.createdAt.toISOString()}">${m.createdAt.toISOString().replace('T', ' ').slice(0, 19)} UTC</time></span></div>${
          m.link ? `<a href="${escapeHtml(m.link)}">${escapeHtml(m.link)}</a>` : ''
        }</li>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Login links · ${escapeHtml(brand)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f8fafc;color:#0f172a}main{max-width:860px;margin:0 auto;padding:32px 16px}h1{font-size:1.5rem;margin:0 0 4px}p{color:#475569;margin:0 0 24px}ul{list-style:none;padding:0;margin:0;display:grid;gap:12px}li{background:#fff;border:1px solid #e2e8f0;border-radius:8px;padding:14px 16px;overflow-wrap:anywhere}.meta{display:flex;flex-wrap:wrap;gap:4px 12px;justify-content:space-between;margin-bottom:8px}.meta span{color:#64748b;font-size:.875rem}a{color:#2563eb}</style></head>
<body><main><h1>Login links for development</h1><p>Messages the app would have e-mailed (no SMTP_URL is set). Newest first; each link works once and expires after 30 minutes.</p>${
    rows ? `<ul>${rows}</ul>` : '<p>No messages yet. Request a login link on the sign-in page.</p>'
  }</main></body></html>`;
}
