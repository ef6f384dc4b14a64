import { queryOptions, useQuery } from '@tanstack/react-query';
import { githubStatusSchema } from '@shared/schemas/github';
import { apiJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/github/status: whether a token is saved for the signed-in user, and whose it is. */
export const githubStatusQuery = queryOptions({
  queryKey: queryKeys.github.status,
  queryFn: () => apiJson('GET', '/api/github/status', githubStatusSchema),
});

export function useGithubStatus(enabled: boolean) {
  return useQuery({ ...githubStatusQuery, enabled });
}
