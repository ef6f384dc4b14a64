import { afterAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openPglite } from '../db/client';
import { users } from '../db/schema';
import { verifyPassword } from '../lib/password';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-user-create-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** `npm run user:create -- …` as the README gives it, on an embedded database of its own. */
function userCreate(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const { DATABASE_URL: _ignored, COMPANY_EMAIL_DOMAIN: _domain, ...env } = process.env;
  return new Promise((resolve) => {
    execFile(
      path.join(root, 'node_modules', '.bin', 'tsx'),
      ['server/cli/user-create.ts', ...args],
      { cwd: root, env: { ...env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, encoding: 'utf8' },
      (error, out, err) => resolve({ code: error ? Number(error.code ?? 1) : 0, out, err }),
    );
  });
}

describe('npm run user:create', () => {
  it('creates a confirmed account that signs in with its password, once per address', async () => {
    const created = await userCreate('--email', 'Ann@example.com', '--password', 'secret123', '--username', 'Ann');
    expect(created.err).toBe('');
    expect(created.code).toBe(0);
    expect(created.out).toMatch(/^Created user #\d+: ann@example\.com \(Ann\)/);

    const again = await userCreate('--email', 'ann@example.com', '--password', 'other123');
    expect(again.code).toBe(1);
    expect(again.err).toContain('A user with the email ann@example.com already exists.');

    const bad = await userCreate('--email', 'ann@example.com');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('Usage: npm run user:create');

    // COMPANY_EMAIL_DOMAIN defaults to example.com
    const outside = await userCreate('--email', 'bob@elsewhere.test', '--password', 'secret123');
    expect(outside.code).toBe(2);
    expect(outside.err).toContain('Only @example.com email addresses are allowed');
    expect(outside.err).toContain('--any-domain');
    const lookalike = await userCreate('--email', 'eve@notexample.com', '--password', 'secret123');
    expect(lookalike.code).toBe(2);

    const allowed = await userCreate('--email', 'bob@elsewhere.test', '--password', 'secret123', '--any-domain');
    expect(allowed.err).toBe('');
    expect(allowed.code).toBe(0);
    expect(allowed.out).toMatch(/^Created user #\d+: bob@elsewhere\.test/);

    const database = await openPglite({ dataDir: path.join(dataDir, 'pgdata') });
    try {
      const [row] = await database.db.select().from(users).where(eq(users.email, 'ann@example.com'));
      expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
      expect(await verifyPassword('secret123', row?.passwordHash ?? '')).toBe(true);
      const others = await database.db.select().from(users).where(eq(users.email, 'eve@notexample.com'));
      expect(others).toEqual([]);
    } finally {
      await database.close();
    }
  }, 600_000);
});
