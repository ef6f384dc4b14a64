import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness';
import { insertSnippet, insertUser } from '../test/factories';
import { authTokens, rateLimits, sessions } from '../db/schema';
import { saveVersion } from './snippets';
import { createEventBus } from './events';
import { createMaintenance, type Maintenance } from './maintenance';

let t: TestApp;
let maintenance: Maintenance;

beforeAll(async () => {
  t = await createTestApp();
  // A schedule that never comes during the test: runs happen when the test asks.
  maintenance = createMaintenance({
    database: t.database,
    events: createEventBus(t.database.notifier),
    log: t.app.log,
    everyMs: 3_600_000,
  });
});
afterAll(async () => {
  await maintenance.close();
  await t.close();
});

const hour = 3_600_000;
const count = async (table: 'sessions' | 'auth_tokens' | 'rate_limits', where = sql`true`) => {
  const result = await t.database.db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
};

/** Bytes of the snippets and their versions, with their TOAST tables and indexes. */
async function snippetBytes() {
  const result = await t.database.db.execute(
    sql`select (pg_total_relation_size('snippets') + pg_total_relation_size('snippet_versions'))::bigint as n`,
  );
  return Number((result as unknown as { rows: { n: string | number }[] }).rows[0]!.n);
}

describe('database maintenance', () => {
  it('sweeps expired sessions, used or expired login links and expired rate-limit counters, and keeps live ones', async () => {
    const db = t.database.db;
    const user = await insertUser(db);
    const now = Date.now();
    await db.insert(sessions).values([
      { id: `expired-${now}`, userId: user.id, persistent: true, expiresAt: new Date(now - hour) },
      { id: `live-${now}`, userId: user.id, persistent: true, expiresAt: new Date(now + hour) },
    ]);
    const token = (name: string, expiresAt: number, usedAt: Date | null = null) => ({
      tokenHash: `${name}-${now}`,
      kind: 'login' as const,
      email: user.email,
      expiresAt: new Date(expiresAt),
      usedAt,
    });
    await db
      .insert(authTokens)
      .values([token('expired', now - hour), token('used', now + hour, new Date(now)), token('live', now + hour)]);
    await db.insert(rateLimits).values([
      { key: `old-${now}`, count: 3, expiresAt: new Date(now - hour) },
      { key: `current-${now}`, count: 1, expiresAt: new Date(now + hour) },
    ]);

    const run = await maintenance.run();
    expect(run.swept).toEqual({ sessions: 1, tokens: 2, rateLimits: 1 });
    expect(await count('sessions', sql`id = ${`live-${now}`}`)).toBe(1);
    expect(await count('auth_tokens', sql`token_hash = ${`live-${now}`}`)).toBe(1);
    expect(await count('rate_limits', sql`key = ${`current-${now}`}`)).toBe(1);
    expect(await count('sessions', sql`expires_at < now()`)).toBe(0);
    // the embedded engine has no autovacuum: maintenance vacuums it; a PostgreSQL server vacuums itself
    expect(run.vacuumed).toBe(t.database.kind === 'pglite');
  });

  it('keeps a snippet saved again and again at the size of the versions it keeps', async () => {
    const db = t.database.db;
    const snippet = await insertSnippet(db, { version: true });
    // 50 kB that does not compress, as varied code does not
    const save = (i: number) =>
      saveVersion(db, {
        snippetId: snippet.id,
        code: `<section data-i="${i}">${randomBytes(25_000).toString('hex')}</section>`,
        message: `Save ${i}`,
        userId: null,
      });
    // rounds of 30 saves, each followed by maintenance, as its schedule and the saves themselves call it
    const round = async (from: number) => {
      for (let i = from; i < from + 30; i++) await save(i);
      return maintenance.run();
    };
    await round(0);
    await round(30);
    const settled = await snippetBytes();
    await round(60);
    const run = await round(90);
    const after = await snippetBytes();
    if (t.database.kind === 'pglite') {
      // Sixty more saves, each writing 50 kB and pruning as much: the space of the pruned versions is reused.
      expect(run.vacuumed).toBe(true);
      expect(after, `${settled} bytes after 60 saves, ${after} after 120`).toBeLessThan(settled * 1.25);
    } else {
      expect(run.vacuumed).toBe(false);
    }
  });
});
