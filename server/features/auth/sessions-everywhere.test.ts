import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../app';
import { openPostgres, type Database } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { SESSION_CACHE_TTL_MS } from './session-cache';

/**
 * Two app processes on one database, each keeping looked-up sessions in memory for
 * SESSION_CACHE_TTL_MS. On PostgreSQL (TEST_DATABASE_URL) the second has its own connections and
 * its own LISTEN connection, as a second process would.
 */
let t: TestApp;
let secondDb: Database;
let second: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  if (t.database.kind === 'postgres') {
    const rows = (await t.database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: Array<{ name: string }>;
    };
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${rows.rows[0]!.name}`;
    secondDb = await openPostgres(url.toString(), { migrate: false });
  } else {
    secondDb = t.database;
  }
  second = await buildApp({ config: t.config, database: secondDb });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  if (secondDb && secondDb !== t.database) await secondDb.close();
  await t?.close();
});

const host = () => new URL(t.config.appUrl).host;
const onSecond = (cookie: string) =>
  second.inject({ method: 'GET', url: '/api/projects', headers: { host: host(), cookie } });
const onFirst = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  t.request({ method, url, cookie, ...(payload ? { payload } : {}) });

/** Asks the second process until it refuses the session: answers how long that took, in ms. */
async function refusedOnSecondWithin(cookie: string) {
  const started = Date.now();
  for (;;) {
    const res = await onSecond(cookie);
    if (res.statusCode === 401) return Date.now() - started;
    expect(res.statusCode).toBe(200);
    if (Date.now() - started > SESSION_CACHE_TTL_MS * 2) throw new Error('the session was never refused');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe(`ended sessions in another process (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('sign out everywhere: every session of the user stops in the other process at once, not after the cache TTL', async () => {
    const { cookie, userId } = await t.signIn('everywhere@example.com');
    const laptop = await t.newSession(userId);
    const phone = await t.newSession(userId);
    const someoneElse = (await t.signIn('colleague@example.com')).cookie;
    // The second process has looked them up: it keeps them for the TTL.
    for (const c of [laptop, phone, someoneElse]) expect((await onSecond(c)).statusCode).toBe(200);

    const res = await onFirst('POST', '/api/logout/everywhere', cookie, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ended: 3 });
    expect(res.cookies.find((c) => c.name === 'atelier_sid')?.value).toBe('');
    const waits = [await refusedOnSecondWithin(laptop), await refusedOnSecondWithin(phone)];
    console.info(
      `sessions: sign out everywhere refused on the second process after ${waits.join(' and ')} ms (cache TTL ${SESSION_CACHE_TTL_MS} ms)`,
    );
    for (const wait of waits) expect(wait).toBeLessThan(SESSION_CACHE_TTL_MS / 2);
    expect((await onFirst('GET', '/api/projects', cookie)).statusCode).toBe(401);
    // Nobody else was signed out.
    expect((await onSecond(someoneElse)).statusCode).toBe(200);
  });

  it('change password: checks the current one, keeps this session and ends the others at once everywhere', async () => {
    const { cookie, userId } = await t.signIn('changer@example.com', 'oldpass1');
    const other = await t.newSession(userId);
    expect((await onSecond(other)).statusCode).toBe(200);
    expect((await onSecond(cookie)).statusCode).toBe(200);

    const wrong = await onFirst('POST', '/api/password/change', cookie, {
      currentPassword: 'not-it',
      password: 'newpass1',
      confirmPassword: 'newpass1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/current password is not correct/);
    const mismatch = await onFirst('POST', '/api/password/change', cookie, {
      currentPassword: 'oldpass1',
      password: 'newpass1',
      confirmPassword: 'newpass2',
    });
    expect(mismatch.statusCode).toBe(400);
    expect((await onSecond(other)).statusCode).toBe(200);

    const res = await onFirst('POST', '/api/password/change', cookie, {
      currentPassword: 'oldpass1',
      password: 'newpass1',
      confirmPassword: 'newpass1',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ changed: true, otherSessionsEnded: 1 });
    const wait = await refusedOnSecondWithin(other);
    console.info(`sessions: change password refused the other session on the second process after ${wait} ms`);
    expect(wait).toBeLessThan(SESSION_CACHE_TTL_MS / 2);
    // The session that changed it goes on, in both processes.
    expect((await onFirst('GET', '/api/projects', cookie)).statusCode).toBe(200);
    expect((await onSecond(cookie)).statusCode).toBe(200);
    // The new password signs in; the old one does not.
    const login = (password: string) =>
      t.request({ method: 'POST', url: '/api/login', payload: { email: 'changer@example.com', password } });
    expect((await login('oldpass1')).statusCode).toBe(401);
    expect((await login('newpass1')).statusCode).toBe(200);
  });

  it('a single sign-out also stops at once in the other process', async () => {
    const { cookie } = await t.signIn('single@example.com');
    expect((await onSecond(cookie)).statusCode).toBe(200);
    expect((await onFirst('POST', '/api/logout', cookie, {})).statusCode).toBe(200);
    expect(await refusedOnSecondWithin(cookie)).toBeLessThan(SESSION_CACHE_TTL_MS / 2);
  });

  it('both routes need a session', async () => {
    for (const url of ['/api/logout/everywhere', '/api/password/change']) {
      expect((await t.request({ method: 'POST', url, payload: {} })).statusCode, url).toBe(401);
    }
  });
});
