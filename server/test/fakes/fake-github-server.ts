import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small stand-in for the GitHub REST API, enough for what Octokit sends on behalf of the GitHub
 * dialog: token check, repository listing with Link pagination, branch refs and file contents.
 * State lives in memory; every request is recorded.
 */

export interface FakeRepoInput {
  owner: string;
  name: string;
  defaultBranch?: string;
  /** Whether the tokens may push; default true. */
  push?: boolean;
  /** No commits at all, like a repository created without a README. */
  empty?: boolean;
  /** Files on the default branch at start, path → UTF-8 text. */
  files?: Record<string, string>;
}

export interface RecordedRequest {
  method: string;
  /** Decoded path, without the query. */
  path: string;
  query: Record<string, string>;
  body: unknown;
  authorization: string | undefined;
}

export interface FakeGitHub {
  /** Base URL for Octokit (`baseUrl`); GET /user answers login `user-N` for the N-th token. */
  url: string;
  requests: RecordedRequest[];
  repoId(owner: string, name: string): number;
  /** Files of a branch (path → UTF-8 text), or null when the branch does not exist. */
  files(owner: string, name: string, branch: string): Record<string, string> | null;
  branches(owner: string, name: string): string[];
  close(): Promise<void>;
}

interface StoredFile {
  content: Buffer;
  sha: string;
}

interface Commit {
  sha: string;
  message: string;
  files: Map<string, StoredFile>;
}

interface Repo {
  id: number;
  owner: string;
  name: string;
  defaultBranch: string;
  push: boolean;
  branches: Map<string, string>;
  commits: Map<string, Commit>;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const MAX_BODY_BYTES = 50 * 1024 * 1024;

function blobSha(content: Buffer): string {
  return createHash('sha1').update(`blob ${content.length}\0`).update(content).digest('hex');
}

function commitSha(): string {
  return randomBytes(20).toString('hex');
}

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new HttpError(413, 'Request body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (size === 0) return resolve(undefined);
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        reject(new HttpError(400, 'Problems parsing JSON'));
      }
    });
    req.on('error', reject);
  });
}

export async function startFakeGitHub(options: { tokens: string[]; repos: FakeRepoInput[] }): Promise<FakeGitHub> {
  const tokens = new Set(options.tokens);
  const repos: Repo[] = [];
  const requests: RecordedRequest[] = [];
  let url = '';

  options.repos.forEach((input, index) => {
    const defaultBranch = input.defaultBranch ?? 'main';
    const repo: Repo = {
      id: 1000 + index,
      owner: input.owner,
      name: input.name,
      defaultBranch,
      push: input.push ?? true,
      branches: new Map(),
      commits: new Map(),
    };
    if (!input.empty) {
      const files = new Map<string, StoredFile>();
      for (const [path, text] of Object.entries(input.files ?? { 'README.md': `# ${input.name}\n` })) {
        const content = Buffer.from(text, 'utf8');
        files.set(path, { content, sha: blobSha(content) });
      }
      const initial: Commit = { sha: commitSha(), message: 'Initial commit', files };
      repo.commits.set(initial.sha, initial);
      repo.branches.set(defaultBranch, initial.sha);
    }
    repos.push(repo);
  });

  const htmlBase = () => `${url}/html`;

  function findRepo(owner: string, name: string): Repo {
    const repo = repos.find(
      (r) => r.owner.toLowerCase() === owner.toLowerCase() && r.name.toLowerCase() === name.toLowerCase(),
    );
    if (!repo) throw new HttpError(404, 'Not Found');
    return repo;
  }

  function repoJson(repo: Repo) {
    return {
      id: repo.id,
      node_id: `R_${repo.id}`,
      name: repo.name,
      full_name: `${repo.owner}/${repo.name}`,
      private: false,
      owner: { login: repo.owner, id: 1, type: 'User' },
      html_url: `${htmlBase()}/${repo.owner}/${repo.name}`,
      default_branch: repo.defaultBranch,
      permissions: { admin: false, maintain: false, push: repo.push, triage: true, pull: true },
    };
  }

  function fileJson(repo: Repo, branch: string, path: string, file: StoredFile, withContent: boolean) {
    return {
      type: 'file',
      name: path.split('/').pop(),
      path,
      sha: file.sha,
      size: file.content.length,
      html_url: `${htmlBase()}/${repo.owner}/${repo.name}/blob/${branch}/${path}`,
      ...(withContent ? { encoding: 'base64', content: file.content.toString('base64') } : {}),
    };
  }

  function headOf(repo: Repo, branch: string): Commit | null {
    const sha = repo.branches.get(branch);
    return sha ? (repo.commits.get(sha) ?? null) : null;
  }

  function requirePush(repo: Repo) {
    if (!repo.push) throw new HttpError(403, 'Resource not accessible by personal access token');
  }

  function listRepos(query: Record<string, string>, res: ServerResponse) {
    const perPage = Math.min(Math.max(Number(query.per_page) || 30, 1), 100);
    const page = Math.max(Number(query.page) || 1, 1);
    const lastPage = Math.max(Math.ceil(repos.length / perPage), 1);
    const pageUrl = (n: number) => `${url}/user/repos?per_page=${perPage}&page=${n}`;
    const links: string[] = [];
    if (page < lastPage) links.push(`<${pageUrl(page + 1)}>; rel="next"`, `<${pageUrl(lastPage)}>; rel="last"`);
    if (page > 1) links.push(`<${pageUrl(1)}>; rel="first"`, `<${pageUrl(page - 1)}>; rel="prev"`);
    if (links.length > 0) res.setHeader('Link', links.join(', '));
    return repos.slice((page - 1) * perPage, page * perPage).map(repoJson);
  }

  function getRef(repo: Repo, ref: string) {
    if (repo.branches.size === 0) throw new HttpError(409, 'Git Repository is empty.');
    const branch = ref.replace(/^heads\//, '');
    const sha = ref.startsWith('heads/') ? repo.branches.get(branch) : undefined;
    if (!sha) throw new HttpError(404, 'Not Found');
    return { ref: `refs/heads/${branch}`, object: { sha, type: 'commit' } };
  }

  function createRef(repo: Repo, body: unknown) {
    requirePush(repo);
    const { ref, sha } = (body ?? {}) as { ref?: unknown; sha?: unknown };
    if (typeof ref !== 'string' || !/^refs\/heads\/.+/.test(ref))
      throw new HttpError(422, 'Reference name must start with refs/ and have at least two slashes.');
    if (typeof sha !== 'string' || !repo.commits.has(sha)) throw new HttpError(422, 'Object does not exist');
    const branch = ref.slice('refs/heads/'.length);
    if (repo.branches.has(branch)) throw new HttpError(422, 'Reference already exists');
    repo.branches.set(branch, sha);
    return { ref, object: { sha, type: 'commit' } };
  }

  function getContents(repo: Repo, path: string, query: Record<string, string>) {
    const branch = query.ref || repo.defaultBranch;
    if (repo.branches.size === 0) throw new HttpError(404, 'This repository is empty.');
    const head = headOf(repo, branch);
    if (!head) throw new HttpError(404, `No commit found for the ref ${branch}`);
    const file = head.files.get(path);
    if (file) return fileJson(repo, branch, path, file, true);
    const prefix = path === '' ? '' : `${path}/`;
    const entries = new Map<string, unknown>();
    for (const [filePath, stored] of head.files) {
      if (!filePath.startsWith(prefix)) continue;
      const rest = filePath.slice(prefix.length);
      const [first = ''] = rest.split('/');
      if (rest.includes('/')) entries.set(first, { type: 'dir', name: first, path: prefix + first });
      else entries.set(first, fileJson(repo, branch, filePath, stored, false));
    }
    if (entries.size === 0) throw new HttpError(404, 'Not Found');
    return [...entries.values()];
  }

  function putContents(repo: Repo, path: string, body: unknown): { status: number; json: unknown } {
    requirePush(repo);
    const { message, content, branch: requested, sha } = (body ?? {}) as Record<string, unknown>;
    if (typeof message !== 'string' || message === '')
      throw new HttpError(422, 'Invalid request.\n\n"message" wasn\'t supplied.');
    if (typeof content !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(content))
      throw new HttpError(422, 'content is not valid Base64');
    if (path === '' || path.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) {
      throw new HttpError(422, 'path contains a malformed path component');
    }
    const branch = typeof requested === 'string' && requested !== '' ? requested : repo.defaultBranch;
    let parentFiles = new Map<string, StoredFile>();
    if (repo.branches.size > 0) {
      const head = headOf(repo, branch);
      if (!head) throw new HttpError(404, `Branch ${branch} not found`);
      parentFiles = head.files;
    } else if (branch !== repo.defaultBranch) {
      throw new HttpError(404, `Branch ${branch} not found`);
    }
    const existing = parentFiles.get(path);
    if ([...parentFiles.keys()].some((p) => p.startsWith(`${path}/`)))
      throw new HttpError(422, `${path} is a directory`);
    if (existing && sha === undefined) throw new HttpError(422, 'Invalid request.\n\n"sha" wasn\'t supplied.');
    if (existing && sha !== existing.sha) throw new HttpError(409, `${path} does not match ${String(sha)}`);
    const bytes = Buffer.from(content, 'base64');
    const stored: StoredFile = { content: bytes, sha: blobSha(bytes) };
    const files = new Map(parentFiles);
    files.set(path, stored);
    const commit: Commit = { sha: commitSha(), message, files };
    repo.commits.set(commit.sha, commit);
    repo.branches.set(branch, commit.sha);
    return {
      status: existing ? 200 : 201,
      json: {
        content: fileJson(repo, branch, path, stored, false),
        commit: { sha: commit.sha, message, html_url: `${htmlBase()}/${repo.owner}/${repo.name}/commit/${commit.sha}` },
      },
    };
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<{ status: number; json: unknown }> {
    const parsed = new URL(req.url ?? '/', 'http://fake');
    const rawSegments = parsed.pathname.split('/').slice(1);
    let path: string;
    try {
      path = decodeURIComponent(parsed.pathname);
    } catch {
      throw new HttpError(400, 'Malformed path');
    }
    const query = Object.fromEntries(parsed.searchParams);
    const method = req.method ?? 'GET';
    const body = await readBody(req);
    const authorization = req.headers.authorization;
    requests.push({ method, path, query, body, authorization });

    const token = authorization?.replace(/^(token|bearer)\s+/i, '');
    if (!token || !tokens.has(token)) {
      throw new HttpError(401, authorization ? 'Bad credentials' : 'Requires authentication');
    }

    const [first, second, third, fourth, ...rest] = rawSegments;
    if (method === 'GET' && first === 'user' && second === undefined) {
      return { status: 200, json: { login: `user-${[...tokens].indexOf(token) + 1}`, id: 1, type: 'User' } };
    }
    if (method === 'GET' && first === 'user' && second === 'repos' && third === undefined) {
      return { status: 200, json: listRepos(query, res) };
    }
    if (method === 'GET' && first === 'repositories' && second !== undefined && third === undefined) {
      const repo = repos.find((r) => String(r.id) === second);
      if (!repo) throw new HttpError(404, 'Not Found');
      return { status: 200, json: repoJson(repo) };
    }
    if (first === 'repos' && second !== undefined && third !== undefined) {
      const repo = findRepo(decodeURIComponent(second), decodeURIComponent(third));
      const remainder = rest.map(decodeURIComponent).join('/');
      if (method === 'GET' && fourth === undefined) return { status: 200, json: repoJson(repo) };
      if (method === 'GET' && fourth === 'git' && rest[0] === 'ref') {
        return { status: 200, json: getRef(repo, decodeURIComponent(rest.slice(1).join('/'))) };
      }
      if (method === 'POST' && fourth === 'git' && remainder === 'refs')
        return { status: 201, json: createRef(repo, body) };
      if (fourth === 'contents') {
        if (method === 'GET') return { status: 200, json: getContents(repo, remainder, query) };
        if (method === 'PUT') return putContents(repo, remainder, body);
      }
    }
    throw new HttpError(404, 'Not Found');
  }

  const server = createServer((req, res) => {
    route(req, res).then(
      ({ status, json }) => {
        res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(json));
      },
      (error: unknown) => {
        const status = error instanceof HttpError ? error.status : 500;
        const message = error instanceof Error ? error.message : 'Server Error';
        if (!res.headersSent) res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ message, documentation_url: 'https://docs.github.com/rest', status: String(status) }));
      },
    );
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    requests,
    repoId: (owner, name) => findRepo(owner, name).id,
    files(owner, name, branch) {
      const head = headOf(findRepo(owner, name), branch);
      if (!head) return null;
      return Object.fromEntries([...head.files].map(([path, file]) => [path, file.content.toString('utf8')]));
    },
    branches: (owner, name) => [...findRepo(owner, name).branches.keys()],
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
