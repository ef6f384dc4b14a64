import { Octokit } from '@octokit/rest';

export const DEFAULT_GITHUB_API_URL = 'https://api.github.com';
const DEFAULT_TIMEOUT_MS = 15_000;

/** A GitHub failure with the HTTP status our API should answer with. */
export class GitHubError extends Error {
  readonly status: number;
  constructor(message: string, status = 502) {
    super(message);
    this.name = 'GitHubError';
    this.status = status;
  }
}

export class GitHubAuthError extends GitHubError {
  constructor(message = 'GitHub token is invalid or expired') {
    super(message, 401);
    this.name = 'GitHubAuthError';
  }
}

export class GitHubInputError extends GitHubError {
  constructor(message: string) {
    super(message, 400);
    this.name = 'GitHubInputError';
  }
}

export class GitHubNotFoundError extends GitHubError {
  constructor(message: string) {
    super(message, 404);
    this.name = 'GitHubNotFoundError';
  }
}

export class GitHubPermissionError extends GitHubError {
  constructor(message: string) {
    super(message, 403);
    this.name = 'GitHubPermissionError';
  }
}

export interface PushableRepo {
  id: number;
  ownerName: string;
  repoName: string;
  defaultBranch: string;
}

export interface PushFileInput {
  repoId: number;
  branch: string;
  /** Folder inside the repository; empty for the root. */
  path: string;
  fileName: string;
  content: string;
  commitMessage: string;
}

export interface PushFileResult {
  /** owner/name */
  repository: string;
  commitUrl: string;
  fileUrl: string;
  /** False when an existing file was updated. */
  created: boolean;
  branchCreated: boolean;
}

export interface GitHubClient {
  verifyToken(token: string): Promise<{ login: string }>;
  listPushableRepos(token: string): Promise<PushableRepo[]>;
  pushFile(token: string, input: PushFileInput): Promise<PushFileResult>;
}

export interface GitHubClientOptions {
  /** GITHUB_API_URL: https://api.github.com, or https://HOST/api/v3 for GitHub Enterprise. */
  baseUrl?: string;
  timeoutMs?: number;
}

interface RequestFailure {
  status: number;
  message: string;
  response?: { headers?: Record<string, string | undefined>; data?: unknown };
}

function isRequestFailure(error: unknown): error is RequestFailure {
  return error instanceof Error && typeof (error as Partial<RequestFailure>).status === 'number';
}

function githubMessage(error: RequestFailure): string {
  const data = error.response?.data;
  if (data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string') {
    return (data as { message: string }).message;
  }
  return error.message;
}

/** Turns whatever Octokit threw into one of our errors; `notFound` names what a 404 means here. */
function toGitHubError(error: unknown, notFound = 'Not found on GitHub'): GitHubError {
  if (error instanceof GitHubError) return error;
  if (!isRequestFailure(error) || !error.response) return new GitHubError('GitHub could not be reached', 502);
  const message = githubMessage(error);
  switch (error.status) {
    case 401:
      return new GitHubAuthError();
    case 403:
    case 429:
      if (
        error.response.headers?.['x-ratelimit-remaining'] === '0' ||
        error.status === 429 ||
        /rate limit/i.test(message)
      ) {
        return new GitHubError('GitHub rate limit reached; try again later', 429);
      }
      return new GitHubPermissionError(`GitHub refused access: ${message}. The token needs the repo scope.`);
    case 404:
      return new GitHubNotFoundError(notFound);
    case 409:
      return new GitHubError(`GitHub reported a conflict (${message}); try again`, 409);
    case 422:
      return new GitHubInputError(`GitHub refused the change: ${message}`);
    default:
      return new GitHubError(`GitHub answered ${error.status}: ${message}`, 502);
  }
}

// Control characters: C0, DEL and C1.
function hasControlChar(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

// git check-ref-format, as far as a branch name typed into a form can break it.
function isValidBranchName(branch: string): boolean {
  return !(
    hasControlChar(branch) ||
    /[\s~^:?*[\\]/.test(branch) ||
    branch.includes('..') ||
    branch.includes('@{') ||
    branch.includes('//') ||
    branch === '@' ||
    branch.startsWith('/') ||
    branch.startsWith('-') ||
    branch.endsWith('/') ||
    branch.endsWith('.') ||
    branch.endsWith('.lock') ||
    branch.split('/').some((part) => part.startsWith('.'))
  );
}

/**
 * Checks where a file would go and returns the branch and the file's path in the repository.
 * The folder may be empty (repository root) and may end with one `/`; everything else that
 * could point somewhere unexpected is refused with a message for the person typing it.
 */
export function validatePushTarget(input: { branch: string; path: string; fileName: string; commitMessage: string }): {
  branch: string;
  filePath: string;
} {
  const branch = input.branch.trim();
  if (branch === '') throw new GitHubInputError('Branch is required');
  if (!isValidBranchName(branch)) throw new GitHubInputError(`"${branch}" is not a valid branch name`);

  const folder = input.path.trim().replace(/\/$/, '');
  if (hasControlChar(folder)) throw new GitHubInputError('Path must not contain control characters');
  if (folder.includes('\\')) throw new GitHubInputError('Path must use / between folders, not \\');
  if (folder.startsWith('/')) throw new GitHubInputError('Path must be relative to the repository root (no leading /)');
  const segments = folder === '' ? [] : folder.split('/');
  if (segments.some((segment) => segment === ''))
    throw new GitHubInputError('Path must not contain empty folder names (//)');
  if (segments.some((segment) => segment === '..' || segment === '.'))
    throw new GitHubInputError('Path must not contain "." or ".." folders');
  if (segments.some((segment) => segment.toLowerCase() === '.git'))
    throw new GitHubInputError('Path must not point inside .git');

  const fileName = input.fileName.trim();
  if (fileName === '') throw new GitHubInputError('File name is required');
  if (hasControlChar(fileName)) throw new GitHubInputError('File name must not contain control characters');
  if (/[/\\]/.test(fileName)) throw new GitHubInputError('File name must not contain / or \\');
  if (fileName === '.' || fileName === '..') throw new GitHubInputError('File name cannot be . or ..');
  if (fileName.toLowerCase() === '.git') throw new GitHubInputError('File name cannot be .git');

  if (input.commitMessage.trim() === '') throw new GitHubInputError('Commit message is required');
  return { branch, filePath: [...segments, fileName].join('/') };
}

interface RepoInfo {
  owner: string;
  name: string;
  fullName: string;
  defaultBranch: string;
  canPush: boolean;
}

function readRepo(data: unknown): RepoInfo {
  const repo = data as {
    name?: unknown;
    full_name?: unknown;
    owner?: { login?: unknown };
    default_branch?: unknown;
    permissions?: { push?: unknown };
  };
  if (
    typeof repo?.name !== 'string' ||
    typeof repo.owner?.login !== 'string' ||
    typeof repo.default_branch !== 'string'
  ) {
    throw new GitHubError('GitHub sent an unexpected repository description');
  }
  return {
    owner: repo.owner.login,
    name: repo.name,
    fullName: typeof repo.full_name === 'string' ? repo.full_name : `${repo.owner.login}/${repo.name}`,
    defaultBranch: repo.default_branch,
    // Without a permissions block (some Enterprise versions) let GitHub decide on the write itself.
    canPush: repo.permissions?.push !== false,
  };
}

export function createGitHubClient(options: GitHubClientOptions = {}): GitHubClient {
  const baseUrl = (options.baseUrl ?? DEFAULT_GITHUB_API_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  function octokitFor(token: string): Octokit {
    const trimmed = token.trim();
    if (trimmed === '') throw new GitHubInputError('GitHub token is required');
    // A token that cannot travel in a header is not a token; fetch would fail with a confusing error.
    if (!/^[\x21-\x7e]+$/.test(trimmed)) throw new GitHubAuthError();
    const octokit = new Octokit({
      auth: trimmed,
      baseUrl,
      userAgent: 'Atelier',
      // Failures reach the caller as our errors and are logged there once, with the request id.
      log: { debug: () => {}, info: () => {}, warn: console.warn, error: () => {} },
    });
    octokit.hook.wrap('request', (request, requestOptions) => {
      // Hooks further down the chain see this same options object, not what is passed to `request`,
      // so the per-request deadline has to be set on it in place.
      requestOptions.request = { ...requestOptions.request, signal: AbortSignal.timeout(timeoutMs) };
      return request(requestOptions);
    });
    return octokit;
  }

  /** The branch head's commit sha; null when the branch is missing, 'empty' for a repository without commits. */
  async function branchHead(octokit: Octokit, repo: RepoInfo, branch: string): Promise<string | null | 'empty'> {
    try {
      const { data } = await octokit.rest.git.getRef({ owner: repo.owner, repo: repo.name, ref: `heads/${branch}` });
      return data.object.sha;
    } catch (error) {
      if (isRequestFailure(error) && error.status === 404) return null;
      if (isRequestFailure(error) && error.status === 409) return 'empty';
      throw toGitHubError(error, `Repository ${repo.fullName} not found`);
    }
  }

  async function existingFileSha(
    octokit: Octokit,
    repo: RepoInfo,
    branch: string,
    filePath: string,
  ): Promise<string | undefined> {
    try {
      const { data } = await octokit.rest.repos.getContent({
        owner: repo.owner,
        repo: repo.name,
        path: filePath,
        ref: branch,
      });
      if (Array.isArray(data) || data.type !== 'file') {
        throw new GitHubInputError(`"${filePath}" is a folder or link in ${repo.fullName}, not a file`);
      }
      return data.sha;
    } catch (error) {
      if (isRequestFailure(error) && error.status === 404) return undefined;
      throw toGitHubError(error);
    }
  }

  return {
    async verifyToken(token) {
      const octokit = octokitFor(token);
      try {
        const { data } = await octokit.rest.users.getAuthenticated();
        return { login: data.login };
      } catch (error) {
        throw toGitHubError(error);
      }
    },

    async listPushableRepos(token) {
      const octokit = octokitFor(token);
      try {
        const repos = await octokit.paginate(octokit.rest.repos.listForAuthenticatedUser, { per_page: 100 });
        return repos
          .filter((repo) => repo.permissions?.push === true)
          .map((repo) => ({
            id: repo.id,
            ownerName: repo.owner.login,
            repoName: repo.name,
            defaultBranch: repo.default_branch,
          }));
      } catch (error) {
        throw toGitHubError(error);
      }
    },

    async pushFile(token, input) {
      const { branch, filePath } = validatePushTarget(input);
      if (!Number.isSafeInteger(input.repoId) || input.repoId <= 0)
        throw new GitHubInputError('No repository selected');
      const octokit = octokitFor(token);

      let repo: RepoInfo;
      try {
        const { data } = await octokit.request('GET /repositories/{id}', { id: input.repoId });
        repo = readRepo(data);
      } catch (error) {
        throw toGitHubError(error, 'Repository not found, or the token has no access to it');
      }
      if (!repo.canPush) throw new GitHubPermissionError(`The token cannot push to ${repo.fullName}`);

      let branchCreated = false;
      const head = await branchHead(octokit, repo, branch);
      if (head === 'empty') {
        // GitHub starts an empty repository's history with the first file written to its default branch.
        if (branch !== repo.defaultBranch) {
          throw new GitHubInputError(
            `${repo.fullName} has no commits yet; push to its default branch "${repo.defaultBranch}" first`,
          );
        }
        branchCreated = true;
      } else if (head === null) {
        const base = await branchHead(octokit, repo, repo.defaultBranch);
        if (typeof base !== 'string' || base === 'empty') {
          throw new GitHubInputError(
            `The default branch "${repo.defaultBranch}" of ${repo.fullName} has no commits to start "${branch}" from`,
          );
        }
        try {
          await octokit.rest.git.createRef({
            owner: repo.owner,
            repo: repo.name,
            ref: `refs/heads/${branch}`,
            sha: base,
          });
          branchCreated = true;
        } catch (error) {
          // Someone created the branch in the meantime; writing to it is still what was asked.
          if (!(isRequestFailure(error) && error.status === 422 && /already exists/i.test(githubMessage(error)))) {
            throw toGitHubError(error, `Repository ${repo.fullName} not found`);
          }
        }
      }

      const sha = head === 'empty' ? undefined : await existingFileSha(octokit, repo, branch, filePath);
      let response;
      try {
        response = await octokit.rest.repos.createOrUpdateFileContents({
          owner: repo.owner,
          repo: repo.name,
          path: filePath,
          branch,
          message: input.commitMessage.trim(),
          content: Buffer.from(input.content, 'utf8').toString('base64'),
          ...(sha ? { sha } : {}),
        });
      } catch (error) {
        throw toGitHubError(error, `Branch "${branch}" of ${repo.fullName} not found`);
      }
      const { content, commit } = response.data;
      return {
        repository: repo.fullName,
        commitUrl: commit.html_url ?? '',
        fileUrl: content?.html_url ?? '',
        created: sha === undefined,
        branchCreated,
      };
    },
  };
}
