import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness';
import { outboxMessages } from '../db/schema';
import { redactUrl } from './logging';

let t: TestApp;
let logged = '';
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logged += String(chunk);
      done();
    },
  });
  t = await createTestApp({ deps: { logger: { level: 'trace', stream } } });
});
afterAll(() => t.close());

describe('the request log', () => {
  it('never holds a login, reset or other secret from a URL, and keeps the rest', async () => {
    await t.signIn('logged@example.com');
    await t.request({
      method: 'POST',
      url: '/api/login/email',
      headers: { 'content-type': 'application/json' },
      payload: { email: 'logged@example.com' },
    });
    const [mail] = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, 'logged@example.com'));
    if (!mail?.link) throw new Error('No sign-in link in the outbox');
    const link = new URL(mail.link);
    const realToken = link.searchParams.get('token')!;
    const urls = [
      `${link.pathname}${link.search}`,
      `/api/auth/email-link?token=${realToken}`,
      `/api/auth/email-login?token=${realToken}`,
      '/reset-password?token=Secret-reset-0001',
      '/api/password/reset?token=Secret-reset-0002',
      '/api/files?q=hello&api_key=Secret-key-0003',
      '/api/projects?Password=Secret-pw-0004&code=Secret-code-0005&X-Amz-Signature=Secret-sig-0006',
      '/api/nothing?client_secret=Secret-0007&%74oken=Secret-0008',
    ];
    for (const url of urls) await t.request({ method: 'GET', url });

    expect(logged).toContain('incoming request');
    for (const secret of [realToken, 'Secret-reset-0001', 'Secret-reset-0002', 'Secret-key-0003']) {
      expect(logged).not.toContain(secret);
    }
    expect(logged).not.toMatch(/Secret-(pw|code|sig)?-?000[4-8]/);
    expect(logged).toContain('/api/files?q=hello&api_key=[REDACTED]');
    expect(logged).toContain('/email-link?token=[REDACTED]');
    expect(logged).toContain('/api/auth/email-login?token=[REDACTED]');
  });
});

describe('the request log at the default level', () => {
  it('writes no line for requests that were answered', async () => {
    let lines = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines += String(chunk);
        done();
      },
    });
    const quiet = await createTestApp({ deps: { logger: { level: 'info', stream } } });
    try {
      for (const url of ['/api/config', '/api/auth/status', '/api/snippets/999999', '/healthz'])
        await quiet.request({ method: 'GET', url });
      expect(lines).toBe('');
    } finally {
      await quiet.close();
    }
  });
});

describe('redactUrl', () => {
  it.each([
    ['/a?token=x', '/a?token=[REDACTED]'],
    ['/a?page=2&sort=name', '/a?page=2&sort=name'],
    ['/a?resetToken=x&b=1', '/a?resetToken=[REDACTED]&b=1'],
    ['/a?token', '/a?token=[REDACTED]'],
    ['/a', '/a'],
    ['/a?%E0%A4%A=1', '/a?%E0%A4%A=1'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
