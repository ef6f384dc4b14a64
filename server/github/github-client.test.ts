import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from '../test/fakes/fake-github-server';
import {
  GitHubAuthError,
  GitHubError,
  GitHubInputError,
  GitHubNotFoundError,
  GitHubPermissionError,
  createGitHubClient,
  validatePushTarget,
  type GitHubClient,
  type PushFileInput,
} from './github-client';

const TOKEN = 'ghp_good_token_1234567890';

describe('GitHub client against the fake GitHub API', () => {
  let github: FakeGitHub;
  let client: GitHubClient;

  beforeAll(async () => {
    github = await startFakeGitHub({
      tokens: [TOKEN],
      repos: [
        { owner: 'agency', name: 'shop-theme', files: { 'README.md': '# Theme\n', 'sections/hero/old.liquid': 'x' } },
        { owner: 'agency', name: 'trunk-theme', defaultBranch: 'trunk' },
        { owner: 'client', name: 'read-only', push: false },
        { owner: 'agency', name: 'brand-new', empty: true },
      ],
    });
    client = createGitHubClient({ baseUrl: `${github.url}/` });
  });
  afterAll(async () => {
    await github?.close();
  });
  afterEach(() => {
    github.requests.length = 0;
  });

  function push(overrides: Partial<PushFileInput> = {}): Promise<Awaited<ReturnType<GitHubClient['pushFile']>>> {
    return client.pushFile(TOKEN, {
      repoId: github.repoId('agency', 'shop-theme'),
      branch: 'main',
      path: 'sections',
      fileName: 'hero.liquid',
      content: '<section>Hero</section>',
      commitMessage: 'Add Shopify code file',
      ...overrides,
    });
  }

  describe('verifyToken', () => {
    it('returns the login for a good token, sent as a header', async () => {
      expect(await client.verifyToken(TOKEN)).toEqual({ login: 'user-1' });
      expect(github.requests).toHaveLength(1);
      const [request] = github.requests;
      expect(request?.path).toBe('/user');
      expect(request?.authorization).toBe(`token ${TOKEN}`);
    });

    it('trims a pasted token', async () => {
      expect(await client.verifyToken(`  ${TOKEN}\n`)).toEqual({ login: 'user-1' });
    });

    it('throws GitHubAuthError for a bad token', async () => {
      const error = await client.verifyToken('ghp_wrong').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(GitHubAuthError);
      expect((error as GitHubAuthError).status).toBe(401);
      await expect(client.verifyToken('two words')).rejects.toBeInstanceOf(GitHubAuthError);
    });

    it('asks for a token when none is given', async () => {
      await expect(client.verifyToken('  ')).rejects.toThrow(new GitHubInputError('GitHub token is required'));
      expect(github.requests).toHaveLength(0);
    });
  });

  describe('listPushableRepos', () => {
    it('lists the repositories the token can push to', async () => {
      expect(await client.listPushableRepos(TOKEN)).toEqual([
        {
          id: github.repoId('agency', 'shop-theme'),
          ownerName: 'agency',
          repoName: 'shop-theme',
          defaultBranch: 'main',
        },
        {
          id: github.repoId('agency', 'trunk-theme'),
          ownerName: 'agency',
          repoName: 'trunk-theme',
          defaultBranch: 'trunk',
        },
        { id: github.repoId('agency', 'brand-new'), ownerName: 'agency', repoName: 'brand-new', defaultBranch: 'main' },
      ]);
    });

    it('throws GitHubAuthError for a bad token', async () => {
      await expect(client.listPushableRepos('ghp_wrong')).rejects.toBeInstanceOf(GitHubAuthError);
    });
  });

  describe('pushFile', () => {
    it('creates a file, then updates it with the sha of the version it replaces', async () => {
      const first = await push({ fileName: 'create-then-update.liquid', content: 'version one' });
      expect(first).toMatchObject({ repository: 'agency/shop-theme', created: true, branchCreated: false });
      expect(first.commitUrl).toMatch(/\/agency\/shop-theme\/commit\/[0-9a-f]{40}$/);
      expect(first.fileUrl).toMatch(/\/agency\/shop-theme\/blob\/main\/sections\/create-then-update\.liquid$/);
      expect(github.files('agency', 'shop-theme', 'main')?.['sections/create-then-update.liquid']).toBe('version one');
      const firstPut = github.requests.find((r) => r.method === 'PUT');
      expect(firstPut?.path).toBe('/repos/agency/shop-theme/contents/sections/create-then-update.liquid');
      expect(firstPut?.body).toMatchObject({ branch: 'main', message: 'Add Shopify code file' });
      expect(firstPut?.body).not.toHaveProperty('sha');

      github.requests.length = 0;
      const second = await push({
        fileName: 'create-then-update.liquid',
        content: 'version two',
        commitMessage: 'Update hero',
      });
      expect(second).toMatchObject({ created: false, branchCreated: false });
      expect(github.files('agency', 'shop-theme', 'main')?.['sections/create-then-update.liquid']).toBe('version two');
      const secondPut = github.requests.find((r) => r.method === 'PUT');
      expect(secondPut?.body).toMatchObject({ message: 'Update hero', sha: gitBlobSha('version one') });
    });

    it('creates a missing branch from the default branch head, then writes to it', async () => {
      const result = await push({ branch: 'feature/new-hero', fileName: 'branch.liquid', content: 'on a branch' });
      expect(result).toMatchObject({ created: true, branchCreated: true });
      expect(github.branches('agency', 'shop-theme')).toContain('feature/new-hero');
      const onBranch = github.files('agency', 'shop-theme', 'feature/new-hero');
      expect(onBranch?.['sections/branch.liquid']).toBe('on a branch');
      expect(onBranch?.['README.md']).toBe('# Theme\n');
      expect(github.files('agency', 'shop-theme', 'main')?.['sections/branch.liquid']).toBeUndefined();
      const createRef = github.requests.find((r) => r.method === 'POST');
      expect(createRef?.path).toBe('/repos/agency/shop-theme/git/refs');
      expect(createRef?.body).toMatchObject({ ref: 'refs/heads/feature/new-hero' });

      github.requests.length = 0;
      expect(await push({ branch: 'feature/new-hero', fileName: 'branch-2.liquid' })).toMatchObject({
        branchCreated: false,
      });
      expect(github.requests.some((r) => r.method === 'POST')).toBe(false);
    });

    it('starts a missing branch from a default branch that is not main', async () => {
      const result = await push({ repoId: github.repoId('agency', 'trunk-theme'), branch: 'main', path: '' });
      expect(result).toMatchObject({ repository: 'agency/trunk-theme', branchCreated: true, created: true });
      expect(github.files('agency', 'trunk-theme', 'main')?.['hero.liquid']).toBe('<section>Hero</section>');
    });

    it('writes to the repository root and accepts a trailing slash on the folder', async () => {
      await push({ path: '', fileName: 'root.liquid' });
      await push({ path: 'snippets/', fileName: 'card.liquid' });
      const files = github.files('agency', 'shop-theme', 'main');
      expect(files?.['root.liquid']).toBeDefined();
      expect(files?.['snippets/card.liquid']).toBeDefined();
    });

    it('writes the first commit of an empty repository on its default branch only', async () => {
      const repoId = github.repoId('agency', 'brand-new');
      await expect(push({ repoId, branch: 'feature' })).rejects.toThrow(
        new GitHubInputError('agency/brand-new has no commits yet; push to its default branch "main" first'),
      );
      expect(await push({ repoId, branch: 'main' })).toMatchObject({ created: true, branchCreated: true });
      expect(github.files('agency', 'brand-new', 'main')).toEqual({
        'sections/hero.liquid': '<section>Hero</section>',
      });
    });

    it('refuses ".." and other unsafe paths before calling GitHub', async () => {
      const cases: Array<[Partial<PushFileInput>, string]> = [
        [{ path: '../outside' }, 'Path must not contain "." or ".." folders'],
        [{ path: 'sections/../../x' }, 'Path must not contain "." or ".." folders'],
        [{ path: '/etc' }, 'Path must be relative to the repository root (no leading /)'],
        [{ path: 'sections\\hero' }, 'Path must use / between folders, not \\'],
        [{ path: 'sections//hero' }, 'Path must not contain empty folder names (//)'],
        [{ path: 'sec\u0000tions' }, 'Path must not contain control characters'],
        [{ path: '.git/hooks' }, 'Path must not point inside .git'],
        [{ fileName: '..' }, 'File name cannot be . or ..'],
        [{ fileName: '../hero.liquid' }, 'File name must not contain / or \\'],
        [{ fileName: 'a\\b.liquid' }, 'File name must not contain / or \\'],
        [{ fileName: 'hero\n.liquid' }, 'File name must not contain control characters'],
        [{ fileName: ' ' }, 'File name is required'],
        [{ branch: '' }, 'Branch is required'],
        [{ branch: 'bad..branch' }, '"bad..branch" is not a valid branch name'],
        [{ branch: 'with space' }, '"with space" is not a valid branch name'],
        [{ commitMessage: '  ' }, 'Commit message is required'],
        [{ repoId: 0 }, 'No repository selected'],
      ];
      for (const [overrides, message] of cases) {
        const error = await push(overrides).catch((e: unknown) => e);
        expect(error, JSON.stringify(overrides)).toBeInstanceOf(GitHubInputError);
        expect((error as Error).message).toBe(message);
      }
      expect(github.requests).toHaveLength(0);
    });

    it('refuses to overwrite a folder with a file', async () => {
      await expect(push({ path: 'sections', fileName: 'hero' })).rejects.toThrow(
        new GitHubInputError('"sections/hero" is a folder or link in agency/shop-theme, not a file'),
      );
    });

    it('reports an unknown repository clearly', async () => {
      const error = await push({ repoId: 999_999 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(GitHubNotFoundError);
      expect((error as Error).message).toBe('Repository not found, or the token has no access to it');
    });

    it('refuses a repository the token cannot push to', async () => {
      await expect(push({ repoId: github.repoId('client', 'read-only') })).rejects.toThrow(
        new GitHubPermissionError('The token cannot push to client/read-only'),
      );
      expect(github.requests.some((r) => r.method === 'PUT')).toBe(false);
    });

    it('throws GitHubAuthError for a bad token', async () => {
      await expect(
        client.pushFile('ghp_wrong', {
          repoId: 1000,
          branch: 'main',
          path: '',
          fileName: 'a',
          content: 'a',
          commitMessage: 'a',
        }),
      ).rejects.toBeInstanceOf(GitHubAuthError);
    });
  });
});

/** The sha git (and GitHub) gives a file's content. */
function gitBlobSha(text: string): string {
  const content = Buffer.from(text, 'utf8');
  return createHash('sha1').update(`blob ${content.length}\0`).update(content).digest('hex');
}

describe('listPushableRepos pagination', () => {
  let github: FakeGitHub;

  beforeAll(async () => {
    github = await startFakeGitHub({
      tokens: [TOKEN],
      repos: Array.from({ length: 230 }, (_, i) => ({
        owner: 'agency',
        name: `repo-${String(i).padStart(3, '0')}`,
        push: i % 10 !== 0,
      })),
    });
  });
  afterAll(async () => {
    await github?.close();
  });

  it('follows Link headers across every page and keeps only pushable repositories', async () => {
    const repos = await createGitHubClient({ baseUrl: github.url }).listPushableRepos(TOKEN);
    expect(repos).toHaveLength(207);
    expect(new Set(repos.map((r) => r.id)).size).toBe(207);
    expect(repos[0]).toEqual({
      id: github.repoId('agency', 'repo-001'),
      ownerName: 'agency',
      repoName: 'repo-001',
      defaultBranch: 'main',
    });
    expect(repos.at(-1)?.repoName).toBe('repo-229');
    expect(repos.some((r) => r.repoName === 'repo-100')).toBe(false);
    const pages = github.requests.filter((r) => r.path === '/user/repos').map((r) => r.query.page ?? '1');
    expect(pages).toEqual(['1', '2', '3']);
    expect(github.requests.every((r) => r.path !== '/user/repos' || r.query.per_page === '100')).toBe(true);
  });
});

describe('GitHub client when GitHub misbehaves', () => {
  let silent: Server;
  let url: string;

  beforeAll(async () => {
    silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('gives up on a server that never answers', async () => {
    const error = await createGitHubClient({ baseUrl: url, timeoutMs: 300 })
      .verifyToken(TOKEN)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitHubError);
    expect((error as GitHubError).status).toBe(502);
    expect((error as Error).message).toBe('GitHub could not be reached');
  });

  it('reports a server that refuses connections', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(createGitHubClient({ baseUrl: `http://127.0.0.1:${port}` }).listPushableRepos(TOKEN)).rejects.toThrow(
      'GitHub could not be reached',
    );
  });
});

describe('validatePushTarget', () => {
  it('joins folder and file name into the repository path', () => {
    expect(
      validatePushTarget({ branch: ' main ', path: ' sections/shop ', fileName: ' hero.liquid ', commitMessage: 'x' }),
    ).toEqual({
      branch: 'main',
      filePath: 'sections/shop/hero.liquid',
    });
    expect(
      validatePushTarget({ branch: 'release/2024.1', path: '', fileName: '.theme-check.yml', commitMessage: 'x' }),
    ).toEqual({
      branch: 'release/2024.1',
      filePath: '.theme-check.yml',
    });
  });
});
