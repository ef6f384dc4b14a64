import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { outboxMessages, sessions } from '../../db/schema';
import { insertUser } from '../../test/factories';
import { sha256 } from '../../lib/tokens';
import { SESSION_COOKIE } from '../../plugins/session';
import * as q from './auth.queries';
import { createSessionCache, SESSION_CACHE_TTL_MS } from './session-cache';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tokenOf = (cookie: string) => cookie.slice(SESSION_COOKIE.length + 1);

/** The real lookup, counted. */
function countedLookup() {
  const calls: string[] = [];
  return {
    calls,
    lookup: (sessionId: string) => {
      calls.push(sessionId);
      return q.findSessionUser(t.database.db, sessionId);
    },
  };
}

function post(url: string, body: object, cookie?: string) {
  return t.request({ method: 'POST', url, payload: body, cookie, headers: { 'content-type': 'application/json' } });
}

const status = (cookie: string) => t.request({ method: 'GET', url: '/api/auth/status', cookie });

describe('the session cache', () => {
  it('asks the database once for requests within the TTL, then again after it', async () => {
    let clock = 1_000_000;
    const { calls, lookup } = countedLookup();
    const cache = createSessionCache(lookup, { now: () => clock });
    const { cookie, userId } = await t.signIn();
    const sessionId = sha256(tokenOf(cookie));

    expect((await cache.get(sessionId))?.id).toBe(userId);
    clock += SESSION_CACHE_TTL_MS - 1;
    expect((await cache.get(sessionId))?.id).toBe(userId);
    expect(calls).toEqual([sessionId]);

    clock += 2;
    expect((await cache.get(sessionId))?.id).toBe(userId);
    expect(calls).toHaveLength(2);
  });

  it('shares one query between concurrent lookups and keeps no unknown ids', async () => {
    const { calls, lookup } = countedLookup();
    const cache = createSessionCache(lookup);
    const { cookie, userId } = await t.signIn();
    const sessionId = sha256(tokenOf(cookie));
    const rows = await Promise.all([cache.get(sessionId), cache.get(sessionId), cache.get(sessionId)]);
    expect(rows.map((r) => r?.id)).toEqual([userId, userId, userId]);
    expect(calls).toHaveLength(1);

    expect(await cache.get(sha256('made-up'))).toBeUndefined();
    expect(await cache.get(sha256('made-up'))).toBeUndefined();
    expect(calls).toHaveLength(3);
  });

  it('refuses a session that has expired, in the database or while kept', async () => {
    let clock = Date.now();
    const { calls, lookup } = countedLookup();
    const cache = createSessionCache(lookup, { now: () => clock });
    const user = await insertUser(t.database.db);

    const lapsed = sha256('lapsed-token');
    await q.insertSession(t.database.db, {
      id: lapsed,
      userId: user.id,
      persistent: false,
      expiresAt: new Date(Date.now() - 1000),
    });
    expect(await cache.get(lapsed)).toBeUndefined();

    // It ends within the TTL of its cached lookup: the cache checks the end itself.
    const ending = sha256('ending-token');
    const expiresAt = new Date(clock + SESSION_CACHE_TTL_MS / 2);
    await q.insertSession(t.database.db, { id: ending, userId: user.id, persistent: false, expiresAt });
    expect((await cache.get(ending))?.id).toBe(user.id);
    clock = expiresAt.getTime();
    expect(await cache.get(ending)).toBeUndefined();
    expect(calls).toEqual([lapsed, ending]);
  });

  it('forgets one session, or every session of a user', async () => {
    const { calls, lookup } = countedLookup();
    const cache = createSessionCache(lookup);
    const { cookie, userId } = await t.signIn();
    const second = sha256(tokenOf(await t.newSession(userId)));
    const first = sha256(tokenOf(cookie));
    await cache.get(first);
    await cache.get(second);
    cache.forget(first);
    await cache.get(first);
    await cache.get(second);
    expect(calls).toEqual([first, second, first]);
    cache.forgetUser(userId);
    await cache.get(first);
    await cache.get(second);
    expect(calls).toEqual([first, second, first, first, second]);
  });

  it('keeps no value from a lookup that was under way when its session was forgotten', async () => {
    const { calls, lookup } = countedLookup();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const cache = createSessionCache(async (id) => {
      const row = await lookup(id);
      await gate;
      return row;
    });
    const { cookie } = await t.signIn();
    const sessionId = sha256(tokenOf(cookie));
    const pending = cache.get(sessionId);
    await new Promise((resolve) => setTimeout(resolve, 20));
    cache.forget(sessionId);
    release();
    await pending;
    await t.database.db.delete(sessions).where(eq(sessions.id, sessionId));
    expect(await cache.get(sessionId)).toBeUndefined();
    expect(calls).toHaveLength(2);
  });
});

describe('signed-in requests', () => {
  it('within the TTL are answered from memory: a session removed behind the app still counts until then', async () => {
    const { cookie } = await t.signIn();
    expect((await t.request({ method: 'GET', url: '/api/projects', cookie })).statusCode).toBe(200);
    await t.database.db.delete(sessions).where(eq(sessions.id, sha256(tokenOf(cookie))));
    expect((await t.request({ method: 'GET', url: '/api/projects', cookie })).statusCode).toBe(200);
  });
});

describe('a signed-in request after the session ended', () => {
  it('is refused at once after logout', async () => {
    const { cookie } = await t.signIn();
    expect((await status(cookie)).json()).toMatchObject({ authenticated: true });
    expect((await t.request({ method: 'GET', url: '/api/projects', cookie })).statusCode).toBe(200);
    expect((await post('/api/logout', {}, cookie)).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/projects', cookie })).statusCode).toBe(401);
    expect((await status(cookie)).json()).toEqual({ authenticated: false });
  });

  it('is refused at once after a password reset, on every session of the account', async () => {
    const { cookie, userId } = await t.signIn('cached-reset@example.com', 'oldpass1');
    const other = await t.newSession(userId);
    expect((await t.request({ method: 'GET', url: '/api/projects', cookie })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/projects', cookie: other })).statusCode).toBe(200);

    expect((await post('/api/password/forgot', { email: 'cached-reset@example.com' })).statusCode).toBe(200);
    const [mail] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, 'cached-reset@example.com'));
    const token = new URL(mail!.link!).searchParams.get('token')!;
    const res = await post('/api/password/reset', { token, password: 'newpass1', confirmPassword: 'newpass1' });
    expect(res.statusCode).toBe(200);

    expect((await t.request({ method: 'GET', url: '/api/projects', cookie })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/projects', cookie: other })).statusCode).toBe(401);
  });

  it('is refused at once after the session is replaced by a new sign-in', async () => {
    const { cookie } = await t.signIn('cached-login@example.com', 'secret123');
    expect((await t.request({ method: 'GET', url: '/api/projects', cookie })).statusCode).toBe(200);
    const res = await post('/api/login', { email: 'cached-login@example.com', password: 'secret123' }, cookie);
    expect(res.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/projects', cookie })).statusCode).toBe(401);
  });
});
