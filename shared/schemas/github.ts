import { z } from 'zod';
import { text } from './primitives';
import { DEFAULT_COMMIT_MESSAGE, DEFAULT_GITHUB_BRANCH } from '../constants';

export const githubTokenInput = z.object({
  token: text({ error: 'GitHub token is required' })
    .trim()
    .min(1, 'GitHub token is required')
    .max(500, 'That does not look like a GitHub token'),
});
export type GithubTokenInput = z.infer<typeof githubTokenInput>;

export const pushShopifyInput = z.object({
  repoId: z.coerce
    .number({ error: 'No repository selected' })
    .int('No repository selected')
    .positive('No repository selected'),
  branch: text()
    .trim()
    .max(200, 'Branch name is too long')
    .default(DEFAULT_GITHUB_BRANCH)
    .transform((v) => v || DEFAULT_GITHUB_BRANCH),
  path: text().trim().max(500, 'Path is too long').default(''),
  fileName: text({ error: 'File name is required' })
    .trim()
    .min(1, 'File name is required')
    .max(255, 'File name is too long'),
  content: text({ error: 'There is no code to push' })
    .min(1, 'There is no code to push')
    .max(2_000_000, 'The file is too large for GitHub (at most 2 MB)'),
  commitMessage: text()
    .trim()
    .max(500, 'Commit message is too long')
    .default(DEFAULT_COMMIT_MESSAGE)
    .transform((v) => v || DEFAULT_COMMIT_MESSAGE),
});
export type PushShopifyInput = z.input<typeof pushShopifyInput>;

export interface GithubStatus {
  connected: boolean;
  login?: string;
}

export interface GithubRepo {
  id: number;
  ownerName: string;
  repoName: string;
  defaultBranch: string;
}

export interface GithubPushResult {
  success: true;
  details: { repository: string; commitUrl: string; fileUrl: string; created: boolean; branchCreated: boolean };
}

/** A file now on GitHub: where it went and the commit that put it there. */
export interface GithubPushed {
  repository: string;
  filePath: string;
  branch: string;
  commitUrl: string;
  fileUrl: string;
}

/** What to push: the converted code and where it goes by default. */
export interface GithubExportFile {
  content: string;
  /** Folder in the repository, e.g. 'sections'. */
  path: string;
  fileName: string;
}
