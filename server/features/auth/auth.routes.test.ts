import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import net, { type AddressInfo } from 'node:net';
import { createTestApp, sessionCookieFrom, type TestApp } from '../../test/harness';
import { authTokens, outboxMessages, rateLimits, sessions, users } from '../../db/schema';
import { LOGIN_FAILURES_PER_EMAIL_HOUR } from '@shared/constants';
import { sha256 } from '../../lib/tokens';
import { storedRateLimitKey } from '../../plugins/rate-limit-store';
import { migrationsFolder } from '../../db/client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipCounter = 0;
/** Each test gets its own client address so the per-address limits do not interfere. */
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

async function post(url: string, body: unknown, extra: { cookie?: string; ip?: string; origin?: string } = {}) {
  return t.request({
    method: 'POST',
    url,
    payload: body as object,
    cookie: extra.cookie,
    remoteAddress: extra.ip ?? freshIp(),
    headers: { 'content-type': 'application/json', ...(extra.origin ? { origin: extra.origin } : {}) },
  });
}

async function latestLink(to: string, app: TestApp = t) {
  const rows = await app.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, to));
  const last = rows.at(-1);
  expect(last?.link).toBeTruthy();
  return new URL(last!.link!);
}

describe('status and the session cookie', () => {
  it('reports signed out without a cookie', async () => {
    const res = await t.request({ method: 'GET', url: '/api/auth/status' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ authenticated: false });
  });

  it('refuses every other API route with 401 when signed out', async () => {
    for (const url of ['/api/projects', '/api/files']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'unauthorized' });
    }
  });

  it('answers a path that matches no route with a 404 and nothing else, signed in or not', async () => {
    const res = await t.request({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(Object.keys(res.json()).sort()).toEqual(['error', 'message']);
  });

  it('signs in with the right password and sets a browser-session cookie', async () => {
    await t.signIn('ann@example.com', 'secret123');
    const res = await post('/api/login', { email: 'Ann@Example.com', password: 'secret123' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: expect.any(Number), username: 'ann', email: 'ann@example.com' });
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    expect(header).not.toMatch(/Max-Age|Expires/i);
    expect(header).not.toMatch(/Secure/i);
    const status = await t.request({ method: 'GET', url: '/api/auth/status', cookie: sessionCookieFrom(res) });
    expect(status.json()).toMatchObject({ authenticated: true, username: 'ann', email: 'ann@example.com' });
  });

  it('keeps the cookie for 30 days with Remember me', async () => {
    await t.signIn('remember@example.com', 'secret123');
    const res = await post('/api/login', { email: 'remember@example.com', password: 'secret123', rememberMe: true });
    expect(String(res.headers['set-cookie'])).toMatch(/Max-Age=2592000/);
  });

  it('answers a wrong password and an unknown user the same way', async () => {
    await t.signIn('bob@example.com', 'secret123');
    const wrong = await post('/api/login', { email: 'bob@example.com', password: 'nope-nope' });
    const unknown = await post('/api/login', { email: 'nobody@example.com', password: 'secret123' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid email or password. Please try again.');
    expect(unknown.json().message).toBe(wrong.json().message);
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('gives a new session id at login and ends the old one', async () => {
    const { cookie } = await t.signIn('rotate@example.com', 'secret123');
    const res = await post('/api/login', { email: 'rotate@example.com', password: 'secret123' }, { cookie });
    const fresh = sessionCookieFrom(res);
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(cookie);
    const old = await t.request({ method: 'GET', url: '/api/auth/status', cookie });
    expect(old.json()).toEqual({ authenticated: false });
  });

  it('logout deletes the session on the server', async () => {
    const { cookie, userId } = await t.signIn();
    const res = await post('/api/logout', {}, { cookie });
    expect(res.statusCode).toBe(200);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(rows).toHaveLength(0);
    const after = await t.request({ method: 'GET', url: '/api/auth/status', cookie });
    expect(after.json()).toEqual({ authenticated: false });
  });

  it('refreshes a session and refuses to refresh without one', async () => {
    const { cookie } = await t.signIn();
    const ok = await post('/api/auth/refresh-session', {}, { cookie });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ authenticated: true });
    const anon = await post('/api/auth/refresh-session', {});
    expect(anon.statusCode).toBe(401);
  });
});

describe('passwords', () => {
  it('stores only a scrypt hash and never returns it', async () => {
    const res = await post('/api/register', {
      username: 'Hash',
      email: 'hash@example.com',
      password: 'hunter22',
      confirmPassword: 'hunter22',
    });
    expect(res.statusCode).toBe(202);
    expect(res.body).not.toMatch(/hunter22|scrypt|password/i);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'hash@example.com'));
    assert.isDefined(row);
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(row.passwordHash).not.toContain('hunter22');
  });
});

describe('bad input', () => {
  it.each([
    ['wrong types', { email: 42, password: true }],
    ['missing fields', {}],
    ['a 50 KB string', { email: `${'a'.repeat(50_000)}@example.com`, password: 'secret123' }],
    ['a short password', { email: 'a@example.com', password: '123' }],
  ])('%s gets a 400 with a clear message', async (_name, body) => {
    const res = await post('/api/login', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('bad_request');
    expect(res.json().message).toMatch(/email|Password/);
  });

  it('a body over 64 KB gets a 413 before it is parsed', async () => {
    const res = await post('/api/login', { email: `${'a'.repeat(1_000_000)}@example.com`, password: 'secret123' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: 'payload_too_large', message: 'The request body is too large.' });
  });

  it('malformed JSON gets a 400', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: '{"email": ',
      headers: { 'content-type': 'application/json' },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is not valid JSON.');
  });

  it('uses the spec messages', async () => {
    const res = await post('/api/login', { email: 'not-an-email', password: '12' });
    const messages = res.json().details.map((d: { message: string }) => d.message);
    expect(messages).toEqual(['Enter a valid email address', 'Password must be at least 6 characters']);
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing request with a foreign Origin', async () => {
    const res = await post(
      '/api/login',
      { email: 'a@example.com', password: 'secret123' },
      { origin: 'https://evil.test' },
    );
    expect(res.statusCode).toBe(403);
  });
  it('accepts the app origin', async () => {
    const res = await post(
      '/api/login',
      { email: 'x@example.com', password: 'secret123' },
      { origin: 'http://localhost:3000' },
    );
    expect(res.statusCode).toBe(401);
  });
});

describe('rate limits', () => {
  it('the 11th login attempt from one address within a minute gets 429 with when to retry', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      const res = await post('/api/login', { email: `r${i}@example.com`, password: 'wrong-pass' }, { ip });
      expect(res.statusCode).toBe(401);
    }
    const res = await post('/api/login', { email: 'r10@example.com', password: 'wrong-pass' }, { ip });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/Please wait \d+ seconds? and try again/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('ten wrong passwords from one address lock that pair out, never the owner at another address', async () => {
    await t.signIn('locked@example.com', 'right-pass');
    const attacker = freshIp();
    for (let i = 0; i < 10; i++) {
      const res = await post('/api/login', { email: 'locked@example.com', password: 'wrong-pass' }, { ip: attacker });
      expect(res.statusCode).toBe(401);
    }
    // Past the address's attempts of this minute, the lock-out of the pair still holds.
    const expireAddressWindow = () =>
      t.database.db
        .update(rateLimits)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(rateLimits.key, storedRateLimitKey(`login:ip:${attacker}`)));
    await expireAddressWindow();
    const locked = await post('/api/login', { email: 'locked@example.com', password: 'right-pass' }, { ip: attacker });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['set-cookie']).toBeUndefined();
    expect(locked.json().message).toMatch(
      /^Too many failed sign-in attempts\. Please wait \d+ minutes and try again\.$/,
    );
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(60);

    // The owner, from a clean address, signs in at once.
    const owner = await post('/api/login', { email: 'locked@example.com', password: 'right-pass' }, { ip: freshIp() });
    expect(owner.statusCode).toBe(200);
    expect(sessionCookieFrom(owner)).toBeDefined();

    // A minute later the attacker's address may try other accounts, but not this one.
    await expireAddressWindow();
    expect(
      (await post('/api/login', { email: 'locked@example.com', password: 'right-pass' }, { ip: attacker })).statusCode,
    ).toBe(429);
    expect(
      (await post('/api/login', { email: 'other@example.com', password: 'wrong-pass' }, { ip: attacker })).statusCode,
    ).toBe(401);
  });

  it('guessing one e-mail from many addresses meets a per-e-mail ceiling per hour', async () => {
    await t.signIn('spread@example.com', 'right-pass');
    for (let i = 0; i < 3; i++) {
      expect((await post('/api/login', { email: 'spread@example.com', password: 'wrong-pass' })).statusCode).toBe(401);
    }
    const key = 'login-failures:email:spread@example.com';
    const [row] = await t.database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, storedRateLimitKey(key)));
    assert.isDefined(row);
    expect(row.count).toBe(3);
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    // As if guessers at many more addresses had used up all but one failure of the hour.
    await t.database.db
      .update(rateLimits)
      .set({ count: LOGIN_FAILURES_PER_EMAIL_HOUR - 1 })
      .where(eq(rateLimits.key, storedRateLimitKey(key)));
    expect((await post('/api/login', { email: 'SPREAD@example.com', password: 'wrong-pass' })).statusCode).toBe(401);
    const ceiling = await post('/api/login', { email: 'spread@example.com', password: 'wrong-pass' });
    expect(ceiling.statusCode).toBe(429);
    expect(Number(ceiling.headers['retry-after'])).toBeGreaterThan(60 * 59);
  });

  it('a correct password does not count as a failure', async () => {
    await t.signIn('careful@example.com', 'right-pass');
    const ip = freshIp();
    for (let i = 0; i < 9; i++)
      await post('/api/login', { email: 'careful@example.com', password: 'wrong-pass' }, { ip });
    await t.database.db
      .update(rateLimits)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(rateLimits.key, storedRateLimitKey(`login:ip:${ip}`)));
    expect(
      (await post('/api/login', { email: 'careful@example.com', password: 'right-pass' }, { ip })).statusCode,
    ).toBe(200);
    expect(
      (await post('/api/login', { email: 'careful@example.com', password: 'right-pass' }, { ip })).statusCode,
    ).toBe(200);
  });

  it('limits login-link and reset requests too', async () => {
    for (const url of ['/api/login/email', '/api/password/forgot']) {
      const ip = freshIp();
      for (let i = 0; i < 10; i++) await post(url, { email: `limit${i}@example.com` }, { ip });
      expect((await post(url, { email: 'limit-last@example.com' }, { ip })).statusCode).toBe(429);
    }
  });
});

describe('login links', () => {
  it('accepts only the company domain', async () => {
    const res = await post('/api/login/email', { email: 'someone@gmail.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Only @example.com email addresses are allowed');
  });

  it('stores the token hashed; opening the link signs nobody in, its POST signs in once', async () => {
    await t.signIn('link@example.com');
    expect((await post('/api/login/email', { email: 'link@example.com' })).statusCode).toBe(200);
    const link = await latestLink('link@example.com');
    expect(link.pathname).toBe('/email-link');
    const token = link.searchParams.get('token')!;
    const [row] = await t.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, sha256(token)));
    assert.isDefined(row);
    expect(row.email).toBe('link@example.com');
    const all = await t.database.db.select().from(authTokens);
    expect(JSON.stringify(all)).not.toContain(token);

    // GETs (the page, its lookup, the old link form) set no cookie and leave the link usable.
    // The page is the built client's (or, before a build, the server's 'not built' answer): no cookie either way.
    const page = await t.request({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(page.headers['set-cookie']).toBeUndefined();
    for (const url of [`/api/auth/email-link?token=${token}`, `/api/auth/email-login?token=${token}`]) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode).toBeLessThan(400);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    const old = await t.request({ method: 'GET', url: `/api/auth/email-login?token=${token}` });
    expect(old.statusCode).toBe(302);
    expect(old.headers.location).toBe(`/email-link?token=${token}`);
    const peek = await t.request({ method: 'GET', url: `/api/auth/email-link?token=${token}` });
    expect(peek.json()).toEqual({ status: 'valid', email: 'link@example.com', purpose: 'login' });

    const first = await post('/api/auth/email-link', { token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ email: 'link@example.com' });
    const status = await t.request({ method: 'GET', url: '/api/auth/status', cookie: sessionCookieFrom(first) });
    expect(status.json()).toMatchObject({ authenticated: true, email: 'link@example.com' });

    const second = await post('/api/auth/email-link', { token });
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe('Your login link has expired or is invalid. Please request a new one.');
    expect(second.headers['set-cookie']).toBeUndefined();
    expect((await t.request({ method: 'GET', url: `/api/auth/email-link?token=${token}` })).json()).toEqual({
      status: 'invalid-token',
    });
  });

  it('refuses the sign-in POST from another site (login CSRF)', async () => {
    await t.signIn('csrf@example.com');
    await post('/api/login/email', { email: 'csrf@example.com' });
    const token = (await latestLink('csrf@example.com')).searchParams.get('token')!;
    const res = await post('/api/auth/email-link', { token }, { origin: 'https://evil.test' });
    expect(res.statusCode).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('an expired and a forged link fail the same way as a used one', async () => {
    await t.signIn('expired@example.com');
    await post('/api/login/email', { email: 'expired@example.com' });
    const link = await latestLink('expired@example.com');
    const token = link.searchParams.get('token')!;
    await t.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, sha256(token)));
    for (const candidate of [token, 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']) {
      expect((await t.request({ method: 'GET', url: `/api/auth/email-link?token=${candidate}` })).json()).toEqual({
        status: 'invalid-token',
      });
      const res = await post('/api/auth/email-link', { token: candidate });
      expect(res.statusCode).toBe(400);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('a link for an address without an account lands on user-not-found', async () => {
    await post('/api/login/email', { email: 'ghost@example.com' });
    const token = (await latestLink('ghost@example.com')).searchParams.get('token')!;
    expect((await t.request({ method: 'GET', url: `/api/auth/email-link?token=${token}` })).json()).toEqual({
      status: 'user-not-found',
    });
    const res = await post('/api/auth/email-link', { token });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("We couldn't find an account with that email address.");
  });

  it('lists the links in the development outbox', async () => {
    await post('/api/login/email', { email: 'outbox@example.com' });
    const page = await t.request({ method: 'GET', url: '/dev/login-links' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('outbox@example.com');
    expect(page.body).toContain('/email-link?token=');
  });

  it('point to the origin the request was addressed to when APP_URL is not set, to APP_URL when it is', async () => {
    const unset = await createTestApp({ env: { APP_URL: undefined, PORT: '3300' } });
    try {
      const ask = (url: string, email: string, host: string) =>
        unset.request({
          method: 'POST',
          url,
          payload: { email },
          remoteAddress: freshIp(),
          headers: { host, 'content-type': 'application/json' },
        });
      await unset.signIn('origin@example.com');
      expect((await ask('/api/login/email', 'origin@example.com', '127.0.0.1:3300')).statusCode).toBe(200);
      expect((await latestLink('origin@example.com', unset)).origin).toBe('http://127.0.0.1:3300');
      expect((await ask('/api/password/forgot', 'origin@example.com', 'localhost:3300')).statusCode).toBe(200);
      const reset = await latestLink('origin@example.com', unset);
      expect(`${reset.origin}${reset.pathname}`).toBe('http://localhost:3300/reset-password');
    } finally {
      await unset.close();
    }

    // This app's APP_URL is http://localhost:3000: a request on 127.0.0.1 still gets links to it.
    await t.signIn('app-url@example.com');
    const res = await t.request({
      method: 'POST',
      url: '/api/login/email',
      payload: { email: 'app-url@example.com' },
      remoteAddress: freshIp(),
      headers: { host: '127.0.0.1:3000', 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect((await latestLink('app-url@example.com')).origin).toBe('http://localhost:3000');
  });
});

/** The cookie a registering browser keeps until its e-mailed link is followed. */
function pendingCookieFrom(res: { cookies: Array<{ name: string; value: string; path?: string }> }) {
  const c = res.cookies.find((x) => x.name === 'atelier_pending');
  expect(c?.path).toBe('/api/auth');
  return `atelier_pending=${c?.value}`;
}

describe('registration', () => {
  const base = { username: 'Reg', password: 'secret123', confirmPassword: 'secret123' };

  it('accepts only the company domain and refuses mismatched passwords', async () => {
    expect((await post('/api/register', { ...base, email: 'reg@other.com' })).json().message).toBe(
      'Only @example.com email addresses are allowed',
    );
    const mismatch = await post('/api/register', { ...base, email: 'reg2@example.com', confirmPassword: 'other123' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('Passwords do not match');
  });

  it('creates an account that cannot sign in until the e-mailed link is followed, once', async () => {
    const res = await post('/api/register', { ...base, email: 'Verify@example.com' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ sent: true, email: 'verify@example.com' });
    expect(sessionCookieFrom(res)).toBeUndefined();
    const browser = pendingCookieFrom(res);

    const early = await post('/api/login', { email: 'verify@example.com', password: 'secret123' });
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe('Confirm your e-mail address first: we have sent you a link.');
    expect(early.headers['set-cookie']).toBeUndefined();
    // A wrong password still gets the usual answer: the message does not confirm the account to a guesser.
    const wrong = await post('/api/login', { email: 'verify@example.com', password: 'wrong-pass' });
    expect(wrong.statusCode).toBe(401);

    const link = await latestLink('verify@example.com');
    expect(link.pathname).toBe('/email-link');
    const token = link.searchParams.get('token')!;
    const [row] = await t.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, sha256(token)));
    assert.isDefined(row);
    expect(row).toMatchObject({ kind: 'verify', email: 'verify@example.com' });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(30 * 60 * 1000 + 1000);
    expect((await t.request({ method: 'GET', url: `${link.pathname}${link.search}` })).headers['set-cookie']).toBe(
      undefined,
    );
    expect((await t.request({ method: 'GET', url: `/api/auth/email-link?token=${token}` })).json()).toEqual({
      status: 'valid',
      email: 'verify@example.com',
      purpose: 'verify',
    });
    // Opening the page did not confirm anything.
    expect((await post('/api/login', { email: 'verify@example.com', password: 'secret123' })).statusCode).toBe(403);

    const confirmed = await post('/api/auth/email-link', { token }, { cookie: browser });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ id: expect.any(Number), username: 'Reg', email: 'verify@example.com' });
    const status = await t.request({ method: 'GET', url: '/api/auth/status', cookie: sessionCookieFrom(confirmed) });
    expect(status.json()).toMatchObject({ authenticated: true, email: 'verify@example.com', username: 'Reg' });
    expect((await post('/api/auth/email-link', { token })).statusCode).toBe(400);
    expect((await post('/api/login', { email: 'verify@example.com', password: 'secret123' })).statusCode).toBe(200);
  });

  it('an expired verification link confirms nothing; signing in again mails a fresh one', async () => {
    await post('/api/register', { ...base, email: 'late@example.com' });
    const token = (await latestLink('late@example.com')).searchParams.get('token')!;
    await t.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, sha256(token)));
    expect((await post('/api/auth/email-link', { token })).statusCode).toBe(400);
    const again = await post('/api/login', { email: 'late@example.com', password: 'secret123' });
    expect(again.statusCode).toBe(403);
    const browser = pendingCookieFrom(again);
    const fresh = (await latestLink('late@example.com')).searchParams.get('token')!;
    expect(fresh).not.toBe(token);
    expect((await post('/api/auth/email-link', { token: fresh }, { cookie: browser })).statusCode).toBe(200);
    expect((await post('/api/login', { email: 'late@example.com', password: 'secret123' })).statusCode).toBe(200);
  });

  it("someone who registers another person's address first cannot keep a password once the owner confirms it", async () => {
    // The attacker registers first, from their own browser, with their own password.
    await post('/api/register', {
      ...base,
      email: 'victim@example.com',
      password: 'attack123',
      confirmPassword: 'attack123',
    });
    // The owner later asks for a login link (or follows the attacker's confirmation mail) from their own browser.
    await post('/api/login/email', { email: 'victim@example.com' });
    const token = (await latestLink('victim@example.com')).searchParams.get('token')!;
    const confirmed = await post('/api/auth/email-link', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ email: 'victim@example.com', passwordCleared: true });
    // The owner is signed in; the attacker's password opens nothing.
    const status = await t.request({ method: 'GET', url: '/api/auth/status', cookie: sessionCookieFrom(confirmed) });
    expect(status.json()).toMatchObject({ authenticated: true, email: 'victim@example.com' });
    const attacker = await post('/api/login', { email: 'victim@example.com', password: 'attack123' });
    expect(attacker.statusCode).toBe(401);
  });

  it("the attacker's own confirmation link, followed by the owner, keeps no password either", async () => {
    await post('/api/register', {
      ...base,
      email: 'victim2@example.com',
      password: 'attack123',
      confirmPassword: 'attack123',
    });
    const token = (await latestLink('victim2@example.com')).searchParams.get('token')!;
    // Followed from the owner's browser, which holds no key of that registration.
    const confirmed = await post('/api/auth/email-link', { token }, { cookie: 'atelier_pending=some-other-browser' });
    expect(confirmed.json()).toMatchObject({ passwordCleared: true });
    expect((await post('/api/login', { email: 'victim2@example.com', password: 'attack123' })).statusCode).toBe(401);
    // Signing in to an unconfirmed account with its password binds the new link to that browser, not another.
    await post('/api/register', {
      ...base,
      email: 'victim3@example.com',
      password: 'attack123',
      confirmPassword: 'attack123',
    });
    const signIn = await post('/api/login', { email: 'victim3@example.com', password: 'attack123' });
    expect(signIn.statusCode).toBe(403);
    const link = (await latestLink('victim3@example.com')).searchParams.get('token')!;
    const owner = await post('/api/auth/email-link', { token: link });
    expect(owner.json()).toMatchObject({ passwordCleared: true });
    expect((await post('/api/login', { email: 'victim3@example.com', password: 'attack123' })).statusCode).toBe(401);
  });

  it("a later registration of the same address does not replace the password the owner's link confirms", async () => {
    const owner = await post('/api/register', { ...base, email: 'race@example.com' });
    const ownerBrowser = pendingCookieFrom(owner);
    const ownerToken = (await latestLink('race@example.com')).searchParams.get('token')!;
    // Someone registers the address again before the owner follows the link: the owner's link ends.
    await post('/api/register', {
      ...base,
      email: 'race@example.com',
      password: 'attack123',
      confirmPassword: 'attack123',
    });
    expect((await post('/api/auth/email-link', { token: ownerToken }, { cookie: ownerBrowser })).statusCode).toBe(400);
    // The newest link reaches only the owner's mailbox; followed from the owner's browser it keeps no password.
    const newest = (await latestLink('race@example.com')).searchParams.get('token')!;
    const confirmed = await post('/api/auth/email-link', { token: newest }, { cookie: ownerBrowser });
    expect(confirmed.json()).toMatchObject({ passwordCleared: true });
    expect((await post('/api/login', { email: 'race@example.com', password: 'attack123' })).statusCode).toBe(401);
    expect((await post('/api/login', { email: 'race@example.com', password: 'secret123' })).statusCode).toBe(401);
  });

  it('answers an existing address exactly like a new one and mails the owner instead', async () => {
    await t.signIn('owner@example.com', 'owner-pass');
    const mailsBefore = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, 'owner@example.com'));
    const dup = await post('/api/register', { ...base, email: 'OWNER@example.com' });
    const fresh = await post('/api/register', { ...base, email: 'newcomer@example.com' });
    expect(dup.statusCode).toBe(fresh.statusCode);
    expect(dup.json()).toEqual({ sent: true, email: 'owner@example.com' });
    expect(fresh.json()).toEqual({ sent: true, email: 'newcomer@example.com' });
    expect(Object.keys(dup.headers).sort()).toEqual(Object.keys(fresh.headers).sort());

    const mails = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, 'owner@example.com'));
    expect(mails).toHaveLength(mailsBefore.length + 1);
    expect(mails.at(-1)!.text).toMatch(/already has one/);
    expect(mails.at(-1)!.link).not.toMatch(/token=/);
    // The owner's password and account are unchanged.
    expect((await post('/api/login', { email: 'owner@example.com', password: 'owner-pass' })).statusCode).toBe(200);
    expect((await post('/api/login', { email: 'owner@example.com', password: 'secret123' })).statusCode).toBe(401);
  });

  it('a login link request for an unconfirmed account mails the confirmation link', async () => {
    await post('/api/register', { ...base, email: 'pending@example.com' });
    await post('/api/login/email', { email: 'pending@example.com' });
    const token = (await latestLink('pending@example.com')).searchParams.get('token')!;
    const [row] = await t.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, sha256(token)));
    assert.isDefined(row);
    expect(row.kind).toBe('verify');
  });

  it('users made on the command line count as verified', async () => {
    await t.signIn('cli@example.com', 'secret123');
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'cli@example.com'));
    assert.isDefined(row);
    expect(row.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await post('/api/login', { email: 'cli@example.com', password: 'secret123' })).statusCode).toBe(200);
  });

  it('the migration counts accounts made before verification existed as verified', async () => {
    await t.signIn('before@example.com', 'secret123');
    await t.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.email, 'before@example.com'));
    const migration = fs.readFileSync(path.join(migrationsFolder, '0001_email_verification.sql'), 'utf8');
    const update = migration.split('--> statement-breakpoint').find((part) => /UPDATE/.test(part))!;
    await t.database.db.execute(sql.raw(update));
    expect((await post('/api/login', { email: 'before@example.com', password: 'secret123' })).statusCode).toBe(200);
  });

  it('a password reset through the mailbox confirms the address', async () => {
    await post('/api/register', { ...base, email: 'reset-pending@example.com' });
    await post('/api/password/forgot', { email: 'reset-pending@example.com' });
    const token = (await latestLink('reset-pending@example.com')).searchParams.get('token')!;
    const res = await post('/api/password/reset', { token, password: 'chosen12', confirmPassword: 'chosen12' });
    expect(res.statusCode).toBe(200);
    expect((await post('/api/login', { email: 'reset-pending@example.com', password: 'chosen12' })).statusCode).toBe(
      200,
    );
  });
});

describe('password reset', () => {
  it('sets a new password, ends every other session, and works once', async () => {
    const { cookie: other } = await t.signIn('reset@example.com', 'oldpass1');
    expect((await post('/api/password/forgot', { email: 'reset@example.com' })).statusCode).toBe(200);
    const link = await latestLink('reset@example.com');
    expect(link.pathname).toBe('/reset-password');
    const token = link.searchParams.get('token')!;
    expect((await t.request({ method: 'GET', url: `/api/password/reset?token=${token}` })).json()).toEqual({
      valid: true,
    });

    const res = await post('/api/password/reset', { token, password: 'newpass1', confirmPassword: 'newpass1' });
    expect(res.statusCode).toBe(200);
    expect(sessionCookieFrom(res)).toBeDefined();
    expect((await t.request({ method: 'GET', url: '/api/auth/status', cookie: other })).json()).toEqual({
      authenticated: false,
    });
    expect((await post('/api/login', { email: 'reset@example.com', password: 'oldpass1' })).statusCode).toBe(401);
    expect((await post('/api/login', { email: 'reset@example.com', password: 'newpass1' })).statusCode).toBe(200);

    const again = await post('/api/password/reset', { token, password: 'another1', confirmPassword: 'another1' });
    expect(again.statusCode).toBe(400);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const res = await post('/api/password/forgot', { email: 'unknown-reset@example.com' });
    expect(res.statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, 'unknown-reset@example.com'));
    expect(rows).toHaveLength(0);
  });
});

describe('mail over SMTP in production', () => {
  it('sends the link through nodemailer and has no development outbox', async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, cb) {
        let raw = '';
        stream.on('data', (c) => (raw += c));
        stream.on('end', () => {
          received.push(raw);
          cb();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    const prod = await createTestApp({
      env: { NODE_ENV: 'production', SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`, SECRET_KEY: 'a'.repeat(64) },
    });
    try {
      const res = await prod.request({
        method: 'POST',
        url: '/api/login/email',
        headers: { 'content-type': 'application/json' },
        payload: { email: 'smtp@example.com' },
      });
      expect(res.statusCode).toBe(200);
      expect(received).toHaveLength(1);
      const [message] = received;
      assert.isDefined(message);
      const unfolded = message.replace(/=\r?\n/g, '');
      expect(unfolded).toMatch(/To: smtp@example\.com/);
      expect(unfolded).toMatch(/http:\/\/localhost:3000\/email-link\?token=3D[\w-]{20,}/);
      expect((await prod.request({ method: 'GET', url: '/dev/login-links' })).statusCode).toBe(404);
    } finally {
      await prod.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});

describe('the development outbox', () => {
  it('answers only requests from the loopback address', async () => {
    await post('/api/login/email', { email: 'loopback@example.com' });
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const page = await t.request({ method: 'GET', url: '/dev/login-links', remoteAddress });
      expect(page.statusCode).toBe(200);
    }
    for (const remoteAddress of ['10.0.0.5', '192.168.1.20', '2001:db8::1']) {
      const page = await t.request({ method: 'GET', url: '/dev/login-links', remoteAddress });
      expect(page.statusCode).toBe(404);
      expect(page.body).not.toContain('loopback@example.com');
      expect(page.body).not.toContain('token=');
    }
  });

  it('is off when the server listens beyond the loopback address, whatever NODE_ENV says', async () => {
    for (const env of [
      { HOST: '0.0.0.0', NODE_ENV: 'development' },
      { HOST: '192.168.1.20', NODE_ENV: 'development' },
    ]) {
      const open = await createTestApp({ env });
      try {
        await open.request({
          method: 'POST',
          url: '/api/login/email',
          headers: { 'content-type': 'application/json' },
          payload: { email: 'wide@example.com' },
        });
        const page = await open.request({ method: 'GET', url: '/dev/login-links', remoteAddress: '127.0.0.1' });
        expect(page.statusCode).toBe(404);
        expect(page.body).not.toContain('token=');
        expect((await open.request({ method: 'GET', url: '/api/config' })).json().devOutbox).toBe(false);
      } finally {
        await open.close();
      }
    }
  });

  it('behind a trusted proxy, refuses a client the proxy names as remote', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const page = await proxied.request({
        method: 'GET',
        url: '/dev/login-links',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(page.statusCode).toBe(404);
      const local = await proxied.request({ method: 'GET', url: '/dev/login-links', remoteAddress: '127.0.0.1' });
      expect(local.statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

describe('an unreachable mail server in production', () => {
  it('answers 503 with a clear message, not a 500, for login links, password resets and registrations', async () => {
    // A port that was free a moment ago: nothing listens there, the connection is refused.
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const prod = await createTestApp({
      env: { NODE_ENV: 'production', SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`, SECRET_KEY: 'a'.repeat(64) },
    });
    try {
      await prod.signIn('down@example.com');
      const registration = { username: 'Down', password: 'secret123', confirmPassword: 'secret123' };
      for (const [url, payload] of [
        ['/api/login/email', { email: 'down@example.com' }],
        ['/api/password/forgot', { email: 'down@example.com' }],
        ['/api/register', { ...registration, email: 'down-new@example.com' }],
      ] as const) {
        const res = await prod.request({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({
          error: 'mail_unavailable',
          message:
            'The e-mail could not be sent: the mail server cannot be reached. Please try again in a few minutes.',
        });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    } finally {
      await prod.close();
    }
  });
});
