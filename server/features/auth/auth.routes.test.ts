import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import net, { type AddressInfo } from 'node:net';
import { createTestApp, sessionCookieFrom, type TestApp } from '../../test/harness';
import { authTokens, outboxMessages, sessions, users } from '../../db/schema';
import { sha256 } from '../../lib/tokens';

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

async function latestLink(to: string) {
  const rows = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, to));
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
    expect(res.statusCode).toBe(201);
    expect(res.body).not.toMatch(/hunter22|scrypt|password/i);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'hash@example.com'));
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(row.passwordHash).not.toContain('hunter22');
  });
});

describe('bad input', () => {
  it.each([
    ['wrong types', { email: 42, password: true }],
    ['missing fields', {}],
    ['a 1 MB string', { email: `${'a'.repeat(1_000_000)}@example.com`, password: 'secret123' }],
    ['a short password', { email: 'a@example.com', password: '123' }],
  ])('%s gets a 400 with a clear message', async (_name, body) => {
    const res = await post('/api/login', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('bad_request');
    expect(res.json().message).toMatch(/email|Password/);
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

  it('the 11th attempt for one e-mail from many addresses gets 429', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await post('/api/login', { email: 'target@example.com', password: 'wrong-pass' })).statusCode).toBe(401);
    }
    expect((await post('/api/login', { email: 'TARGET@example.com', password: 'wrong-pass' })).statusCode).toBe(429);
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

  it('stores the token hashed, signs in once, lands on /', async () => {
    await t.signIn('link@example.com');
    expect((await post('/api/login/email', { email: 'link@example.com' })).statusCode).toBe(200);
    const link = await latestLink('link@example.com');
    const token = link.searchParams.get('token')!;
    const [row] = await t.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, sha256(token)));
    expect(row.email).toBe('link@example.com');
    const all = await t.database.db.select().from(authTokens);
    expect(JSON.stringify(all)).not.toContain(token);

    const first = await t.request({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/');
    const status = await t.request({ method: 'GET', url: '/api/auth/status', cookie: sessionCookieFrom(first) });
    expect(status.json()).toMatchObject({ authenticated: true, email: 'link@example.com' });

    const second = await t.request({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(second.headers.location).toBe('/login?error=invalid-token');
  });

  it('an expired and a forged link fail the same way as a used one', async () => {
    await t.signIn('expired@example.com');
    await post('/api/login/email', { email: 'expired@example.com' });
    const link = await latestLink('expired@example.com');
    await t.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, sha256(link.searchParams.get('token')!)));
    const expired = await t.request({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(expired.headers.location).toBe('/login?error=invalid-token');
    const forged = await t.request({
      method: 'GET',
      url: '/api/auth/email-login?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(forged.headers.location).toBe('/login?error=invalid-token');
  });

  it('a link for an address without an account lands on user-not-found', async () => {
    await post('/api/login/email', { email: 'ghost@example.com' });
    const link = await latestLink('ghost@example.com');
    const res = await t.request({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(res.headers.location).toBe('/login?error=user-not-found');
  });

  it('lists the links in the development outbox', async () => {
    await post('/api/login/email', { email: 'outbox@example.com' });
    const page = await t.request({ method: 'GET', url: '/dev/login-links' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('outbox@example.com');
    expect(page.body).toContain('/api/auth/email-login?token=');
  });
});

describe('registration', () => {
  it('accepts only the company domain, refuses duplicates and mismatched passwords', async () => {
    const base = { username: 'Reg', password: 'secret123', confirmPassword: 'secret123' };
    expect((await post('/api/register', { ...base, email: 'reg@other.com' })).json().message).toBe(
      'Only @example.com email addresses are allowed',
    );
    expect((await post('/api/register', { ...base, email: 'reg@example.com' })).statusCode).toBe(201);
    const dup = await post('/api/register', { ...base, email: 'REG@example.com' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toMatch(/already exists/);
    const mismatch = await post('/api/register', { ...base, email: 'reg2@example.com', confirmPassword: 'other123' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('Passwords do not match');
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
      env: { NODE_ENV: 'production', SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` },
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
      const unfolded = received[0].replace(/=\r?\n/g, '');
      expect(unfolded).toMatch(/To: smtp@example\.com/);
      expect(unfolded).toMatch(/http:\/\/localhost:3000\/api\/auth\/email-login\?token=3D[\w-]{20,}/);
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
  it('answers 503 with a clear message, not a 500, for login links and password resets', async () => {
    // A port that was free a moment ago: nothing listens there, the connection is refused.
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const prod = await createTestApp({
      env: { NODE_ENV: 'production', SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` },
    });
    try {
      await prod.signIn('down@example.com');
      for (const url of ['/api/login/email', '/api/password/forgot']) {
        const res = await prod.request({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload: { email: 'down@example.com' },
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
