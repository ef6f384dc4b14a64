import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { rateLimits } from '../db/schema';
import { storedRateLimitKey } from './rate-limit-store';
import { createTestApp, testConfig, type TestApp } from '../test/harness';

let t: TestApp;
let second: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  // A second app process on the same database.
  second = await buildApp({ config: testConfig(), database: t.database });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const login = (app: FastifyInstance, ip: string, email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', host: 'localhost:3000' },
    payload: { email, password },
  });

describe('rate-limit counters in the database', () => {
  it('are shared by every app process on one database', async () => {
    for (let i = 0; i < 10; i++) {
      const app = i % 2 === 0 ? t.app : second;
      expect((await login(app, '10.9.0.1', `shared${i}@example.com`, 'wrong-pass')).statusCode).toBe(401);
    }
    const res = await login(second, '10.9.0.1', 'shared-last@example.com', 'wrong-pass');
    expect(res.statusCode).toBe(429);
    const rows = await t.database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, storedRateLimitKey('login:ip:10.9.0.1')));
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.count).toBe(11);
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('start again once their expiry has passed', async () => {
    for (let i = 0; i < 11; i++) await login(t.app, '10.9.0.2', `expiry${i}@example.com`, 'wrong-pass');
    expect((await login(t.app, '10.9.0.2', 'expiry@example.com', 'wrong-pass')).statusCode).toBe(429);
    await t.database.db
      .update(rateLimits)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(rateLimits.key, storedRateLimitKey('login:ip:10.9.0.2')));
    expect((await login(second, '10.9.0.2', 'expiry@example.com', 'wrong-pass')).statusCode).toBe(401);
    const [row] = await t.database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, storedRateLimitKey('login:ip:10.9.0.2')));
    expect(row?.count).toBe(1);
  });
  it('count every request of a crowd sent at once, whose increments are written together', async () => {
    const crowd = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        login(
          i % 3 === 0 ? second : t.app,
          i % 2 === 0 ? '10.9.0.4' : '10.9.0.5',
          `crowd${i}@example.com`,
          'wrong-pass',
        ),
      ),
    );
    for (const ip of ['10.9.0.4', '10.9.0.5']) {
      const answers = crowd.filter((_, i) => (i % 2 === 0 ? '10.9.0.4' : '10.9.0.5') === ip).map((r) => r.statusCode);
      // the limit is 10 attempts: ten are answered, five are refused, whatever the order they were counted in
      expect(answers.filter((s) => s === 401)).toHaveLength(10);
      expect(answers.filter((s) => s === 429)).toHaveLength(5);
      const [row] = await t.database.db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, storedRateLimitKey(`login:ip:${ip}`)));
      expect(row?.count).toBe(15);
    }
  });

  it('take keys of any size or byte: a NUL or a huge address is refused as input, not a failure', async () => {
    for (const email of ['nul\u0000@example.com', `${'a'.repeat(200_000)}@example.com`]) {
      const res = await login(t.app, '10.9.0.3', email, 'wrong-pass');
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const [row] = await t.database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, storedRateLimitKey('login:ip:10.9.0.3')));
    expect(row?.count).toBe(2);
  });
});
