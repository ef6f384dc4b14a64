import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_STREAMS_PER_ADDRESS } from '@shared/constants';
import { loadConfig } from '../config';
import { rootDir } from '../lib/paths';
import { createTestApp, type TestApp } from '../test/harness';
import { insertSnippet } from '../test/factories';

/**
 * The defaults hold where agencies deploy: behind a reverse proxy on the same host, reached over
 * IPv6, started in production without its settings.
 */

const PROXY_HEADERS: Array<Record<string, string>> = [
  { forwarded: 'for=203.0.113.9;proto=https' },
  { 'x-forwarded-for': '203.0.113.9' },
  { 'x-real-ip': '203.0.113.9' },
  // What a proxy on this host says of a visitor on this host: still a proxy.
  { 'x-forwarded-for': '127.0.0.1' },
];

async function outboxAnswer(t: TestApp, opts: { remoteAddress?: string; headers?: Record<string, string> } = {}) {
  const page = await t.request({ method: 'GET', url: '/dev/login-links', remoteAddress: '127.0.0.1', ...opts });
  const config = await t.request({ method: 'GET', url: '/api/config', remoteAddress: '127.0.0.1', ...opts });
  return { status: page.statusCode, listed: config.json().devOutbox as boolean, body: page.body };
}

describe('the development outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { APP_URL: undefined, ALLOWED_HOSTS: 'atelier.example.com' } });
    await t.request({
      method: 'POST',
      url: '/api/login/email',
      remoteAddress: '127.0.0.1',
      payload: { email: 'outbox@example.com' },
    });
  });
  afterAll(() => t.close());

  it('answers a browser on this machine', async () => {
    expect(await outboxAnswer(t)).toMatchObject({ status: 200, listed: true });
  });

  it('gets 404 for any request through a proxy, Forwarded, X-Forwarded-For or X-Real-IP', async () => {
    for (const headers of PROXY_HEADERS) {
      const answer = await outboxAnswer(t, { headers });
      expect(answer, JSON.stringify(headers)).toMatchObject({ status: 404, listed: false });
      expect(answer.body).not.toContain('token=');
    }
  });

  it('gets 404 for a request addressed to a public host name (a proxy passing the Host on)', async () => {
    const answer = await outboxAnswer(t, { headers: { host: 'atelier.example.com' } });
    expect(answer).toMatchObject({ status: 404, listed: false });
  });

  it('is off on a loopback listener whose APP_URL is public', async () => {
    const app = await createTestApp({ env: { APP_URL: 'https://atelier.example.com' } });
    try {
      expect(await outboxAnswer(app, { headers: { host: 'atelier.example.com' } })).toMatchObject({
        status: 404,
        listed: false,
      });
    } finally {
      await app.close();
    }
  });

  it('is off with DEV_OUTBOX=false; with DEV_OUTBOX=true answers any peer, but never through a proxy', async () => {
    const off = await createTestApp({ env: { DEV_OUTBOX: 'false' } });
    const on = await createTestApp({ env: { DEV_OUTBOX: 'true', HOST: '0.0.0.0' } });
    try {
      expect(await outboxAnswer(off)).toMatchObject({ status: 404, listed: false });
      expect(await outboxAnswer(on, { remoteAddress: '192.168.1.20' })).toMatchObject({ status: 200, listed: true });
      for (const headers of PROXY_HEADERS) {
        expect(await outboxAnswer(on, { headers }), JSON.stringify(headers)).toMatchObject({
          status: 404,
          listed: false,
        });
      }
    } finally {
      await off.close();
      await on.close();
    }
  });
});

describe('proxy headers without TRUST_PROXY', () => {
  async function appLogging(env: Record<string, string>) {
    const lines: Array<{ level: number; msg: string }> = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const app = await createTestApp({ env, deps: { logger: { level: 'warn', stream } } });
    return { app, lines };
  }

  it('log one warning saying what to set, however many requests carry them', async () => {
    const { app, lines } = await appLogging({});
    try {
      for (const headers of PROXY_HEADERS) await app.request({ method: 'GET', url: '/healthz', headers });
      const warnings = lines.filter((l) => l.msg.includes('TRUST_PROXY'));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]!.level).toBe(40);
      expect(warnings[0]!.msg).toContain('TRUST_PROXY=1');
    } finally {
      await app.close();
    }
  });

  it('log nothing when TRUST_PROXY is set', async () => {
    const { app, lines } = await appLogging({ TRUST_PROXY: '1' });
    try {
      await app.request({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(lines.filter((l) => l.msg.includes('TRUST_PROXY'))).toHaveLength(0);
    } finally {
      await app.close();
    }
  });
});

describe('limits per client address', () => {
  let t: TestApp;
  let snippetId: number;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({
      env: { COMMENT_POSTS_PER_MINUTE: '3', AUTH_ATTEMPTS_PER_MINUTE: '3', TRUST_PROXY: '1' },
    });
    snippetId = (await insertSnippet(t.database.db)).id;
    cookie = (await t.signIn()).cookie;
  });
  afterAll(() => t.close());

  const comment = (remoteAddress: string) =>
    t.request({
      method: 'POST',
      url: `/api/snippets/${snippetId}/comments`,
      remoteAddress,
      cookie,
      payload: { authorName: 'Ann', content: 'Hi' },
    });
  const login = (remoteAddress: string) =>
    t.request({
      method: 'POST',
      url: '/api/login',
      remoteAddress,
      payload: { email: 'nobody@example.com', password: 'wrong-password' },
    });

  it('count every address of one IPv6 /64 together, for comments and sign-in', async () => {
    const sameBlock = ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:ffff::3', '2001:db8:1:2:abcd:0:0:4'];
    expect((await Promise.all(sameBlock.map(comment))).map((r) => r.statusCode)).toEqual([201, 201, 201, 429]);
    expect((await comment('2001:db8:1:3::1')).statusCode).toBe(201);
    expect((await Promise.all(sameBlock.map(login))).map((r) => r.statusCode)).toEqual([401, 401, 401, 429]);
  });

  it('count an IPv4-mapped IPv6 address as the IPv4 address', async () => {
    const spellings = ['198.51.100.20', '::ffff:198.51.100.20', '198.51.100.20', '::ffff:198.51.100.20'];
    const statuses = [];
    for (const address of spellings) statuses.push((await comment(address)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it(`hold at most ${LIVE_STREAMS_PER_ADDRESS} live streams per /64`, async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
    const open = (client: string) =>
      new Promise<{ status: number; req: http.ClientRequest }>((resolve, reject) => {
        const req = http.get(
          `http://127.0.0.1:${port}/api/snippets/${snippetId}/events`,
          { agent, headers: { host: 'localhost:3000', 'x-forwarded-for': client, cookie } },
          (res) => {
            res.resume();
            resolve({ status: res.statusCode ?? 0, req });
          },
        );
        req.on('error', reject);
      });
    const opened = [];
    try {
      for (let i = 1; i <= LIVE_STREAMS_PER_ADDRESS; i++) opened.push(await open(`2001:db8:7:7::${i.toString(16)}`));
      expect(opened.every((s) => s.status === 200)).toBe(true);
      const sameBlock = await open('2001:db8:7:7:ffff:ffff:ffff:ffff');
      opened.push(sameBlock);
      expect(sameBlock.status).toBe(429);
      const otherBlock = await open('2001:db8:7:8::1');
      opened.push(otherBlock);
      expect(otherBlock.status).toBe(200);
    } finally {
      for (const s of opened) s.req.destroy();
      agent.destroy();
    }
  });
});

describe('NODE_ENV=production', () => {
  const base = { NODE_ENV: 'production', DATA_DIR: '/tmp/unused' };

  it('refuses the configuration without SMTP_URL or a secret key, in one line naming what to set', () => {
    const cases: Array<[Record<string, string>, string[]]> = [
      [{}, ['SMTP_URL', 'SECRET_KEY']],
      [{ SMTP_URL: 'smtp://mail.example.com:587' }, ['SECRET_KEY']],
      [{ SECRET_KEY: 'a'.repeat(64) }, ['SMTP_URL']],
    ];
    for (const [env, named] of cases) {
      let message = '';
      try {
        loadConfig({ ...base, ...env });
      } catch (err) {
        message = (err as Error).message;
      }
      expect(message.split('\n'), message).toHaveLength(1);
      for (const name of named) expect(message).toContain(name);
      for (const name of ['SMTP_URL', 'SECRET_KEY'].filter((n) => !named.includes(n))) {
        expect(message).not.toContain(name);
      }
    }
    expect(() =>
      loadConfig({ ...base, SMTP_URL: 'smtp://mail.example.com:587', SECRET_KEY: 'a'.repeat(64) }),
    ).not.toThrow();
  });

  it('npm start exits with that one line, before building anything', () => {
    const run = spawnSync(process.execPath, ['scripts/start.mjs'], {
      cwd: rootDir,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: '/tmp/unused' },
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^NODE_ENV=production needs SMTP_URL .* and SECRET_KEY .*: set them and start again\.$/);
    expect(run.stdout).not.toMatch(/Building|Rebuilding|Loading the server/);
  });
});
