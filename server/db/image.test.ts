import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, type Database } from './client';
import { ensureMigratedImage, imageIsReady, isNewDataDir, migrationsFolder } from './image';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-image-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** The one number a `select count(*)::int as n …` answers. */
async function count(db: Database['db'], query: SQL) {
  const result = (await db.execute(query)) as unknown as { rows: Array<{ n: number }> };
  return result.rows[0]?.n;
}

const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: unknown[];
};

describe('the migrated database image', () => {
  it('is built once and then reused', async () => {
    const first = await ensureMigratedImage();
    expect(imageIsReady()).toBe(true);
    const again = await ensureMigratedImage();
    expect(again).toEqual({ dir: first.dir, built: false });
  }, 120_000);

  it('is what a new embedded database starts from, with every migration applied', async () => {
    const dataDir = path.join(root, 'data');
    expect(isNewDataDir(path.join(dataDir, 'pgdata'))).toBe(true);
    const database = await openDatabase({ dataDir });
    try {
      expect(database.summary).toBe(`embedded database in ${dataDir}, new: copied from the migrated image`);
      expect(await count(database.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).toBe(
        journal.entries.length,
      );
      await database.db.execute(sql`insert into rate_limits (key, count, expires_at) values ('k', 1, now())`);
    } finally {
      await database.close();
    }
    expect(isNewDataDir(path.join(dataDir, 'pgdata'))).toBe(false);

    // Opened again, it is the same database, not a new copy.
    const reopened = await openDatabase({ dataDir });
    try {
      expect(reopened.summary).toBe(`embedded database in ${dataDir}`);
      expect(await count(reopened.db, sql`select count(*)::int as n from rate_limits`)).toBe(1);
    } finally {
      await reopened.close();
    }
  }, 120_000);
});
