import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { startFakeGitHub, type FakeGitHub } from '../../test/fakes/fake-github-server';
import { githubTokens } from '../../db/schema';

const TOKEN = 'ghp_testtoken_0123456789abcdefghijklmnop';
let gh: FakeGitHub;
let t: TestApp;
let cookie: string;
let userId: number;

beforeAll(async () => {
  gh = await startFakeGitHub({
    tokens: [TOKEN],
    repos: [
      { owner: 'acme', name: 'theme', defaultBranch: 'main', files: { 'README.md': '# Theme' } },
      { owner: 'acme', name: 'read-only', push: false },
      ...Array.from({ length: 120 }, (_, i) => ({ owner: 'acme', name: `store-${i}` })),
    ],
  });
  t = await createTestApp({ env: { GITHUB_API_URL: gh.url } });
  ({ cookie, userId } = await t.signIn());
});
afterAll(async () => {
  await t.close();
  await gh.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, c = cookie) =>
  t.request({ method, url, payload, cookie: c });

describe('GitHub connection', () => {
  it('is not connected before a token is saved: 400 token not set', async () => {
    expect((await call('GET', '/api/github/status')).json()).toEqual({ connected: false });
    const res = await call('GET', '/api/github/repos/available');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('github_token_not_set');
  });

  it('needs a session', async () => {
    const res = await t.request({ method: 'POST', url: '/api/github/token', payload: { token: TOKEN } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('unauthorized');
  });

  it('refuses an empty token and one GitHub rejects', async () => {
    const empty = await call('POST', '/api/github/token', { token: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('GitHub token is required');
    const bad = await call('POST', '/api/github/token', { token: 'ghp_wrong' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error).toBe('github_unauthorized');
    expect(await t.database.db.select().from(githubTokens)).toHaveLength(0);
  });

  it('verifies, then stores the token encrypted and never returns it', async () => {
    const res = await call('POST', '/api/github/token', { token: TOKEN });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ connected: true, login: 'user-1' });
    expect(res.body).not.toContain(TOKEN);
    const [row] = await t.database.db.select().from(githubTokens).where(eq(githubTokens.userId, userId));
    assert.isDefined(row);
    expect(JSON.stringify(row)).not.toContain(TOKEN);
    expect(row.tokenSealed).toMatch(/^v1\./);
    expect((await call('GET', '/api/github/status')).body).not.toContain(TOKEN);
  });

  it('lists every repository the token can push to, across pages', async () => {
    const res = await call('GET', '/api/github/repos/available');
    expect(res.statusCode).toBe(200);
    const repos = res.json() as Array<{ ownerName: string; repoName: string }>;
    expect(repos).toHaveLength(121);
    expect(repos.some((r) => r.repoName === 'read-only')).toBe(false);
    expect((await call('GET', '/api/github/repos')).json()).toHaveLength(121);
  });

  it('pushes a file, then updates it; creates a missing branch', async () => {
    const repoId = gh.repoId('acme', 'theme');
    const body = {
      repoId,
      branch: 'main',
      path: 'sections',
      fileName: 'section-7.liquid',
      content: '<div>one</div>',
      commitMessage: '',
    };
    const first = await call('POST', '/api/github/push-shopify', body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, details: { repository: 'acme/theme', created: true } });
    expect(gh.files('acme', 'theme', 'main')?.['sections/section-7.liquid']).toBe('<div>one</div>');

    const second = await call('POST', '/api/github/push-shopify', { ...body, content: '<div>two</div>' });
    expect(second.json().details.created).toBe(false);
    expect(gh.files('acme', 'theme', 'main')?.['sections/section-7.liquid']).toBe('<div>two</div>');
    const commits = gh.requests.filter((r) => r.method === 'PUT');
    expect((commits.at(-1)?.body as { message: string }).message).toBe('Add Shopify code file');

    const branched = await call('POST', '/api/github/push-shopify', { ...body, branch: 'atelier/new-hero' });
    expect(branched.json().details.branchCreated).toBe(true);
    expect(gh.branches('acme', 'theme')).toContain('atelier/new-hero');
  });

  it('refuses paths that climb out or are absolute, before calling GitHub', async () => {
    const before = gh.requests.length;
    for (const [path, fileName] of [
      ['../secrets', 'a.liquid'],
      ['/etc', 'a.liquid'],
      ['sections', '../a.liquid'],
    ]) {
      const res = await call('POST', '/api/github/push-shopify', {
        repoId: gh.repoId('acme', 'theme'),
        path,
        fileName,
        content: 'x',
      });
      expect(res.statusCode).toBe(400);
    }
    expect(gh.requests.length).toBe(before);
    const none = await call('POST', '/api/github/push-shopify', { repoId: 0, fileName: 'a.liquid', content: 'x' });
    expect(none.json().message).toBe('No repository selected');
  });

  it('disconnects', async () => {
    expect((await call('DELETE', '/api/github/token')).json()).toEqual({ connected: false });
    expect((await call('GET', '/api/github/repos/available')).statusCode).toBe(400);
  });
});
