import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { githubRepoSchema, type GithubRepo } from '@shared/schemas/github';
import { ApiError, apiJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** SPEC §8: 400 means no token is set, 401 that GitHub refused it; both mean "not connected". */
export const isNotConnected = (error: unknown) =>
  error instanceof ApiError && (error.status === 400 || error.status === 401);

async function loadRepos(): Promise<GithubRepo[]> {
  try {
    return await apiJson('GET', '/api/github/repos/available', z.array(githubRepoSchema));
  } catch (error) {
    if (isNotConnected(error)) throw error;
    return apiJson('GET', '/api/github/repos', z.array(githubRepoSchema));
  }
}

/** GET /api/github/repos/available, falling back to GET /api/github/repos: the repositories the token may push to. */
export const githubReposQuery = queryOptions({
  queryKey: queryKeys.github.repos,
  queryFn: loadRepos,
});

export function useGithubRepos(enabled: boolean) {
  return useQuery({ ...githubReposQuery, enabled });
}
