import { useMutation, useQueryClient } from '@tanstack/react-query';
import { githubStatusSchema, type GithubStatus, type GithubTokenInput } from '@shared/schemas/github';
import { apiJson } from '@/lib/api';
import { githubReposQuery } from './repos';
import { githubStatusQuery } from './status';

/**
 * The token goes to the server, which checks it with GitHub and keeps it
 * encrypted; the browser never stores it and only learns the account name.
 */
function useAfterTokenChange() {
  const queryClient = useQueryClient();
  return async (status: GithubStatus) => {
    queryClient.setQueryData(githubStatusQuery.queryKey, status);
    if (status.connected) await queryClient.invalidateQueries({ queryKey: githubReposQuery.queryKey });
    else queryClient.removeQueries({ queryKey: githubReposQuery.queryKey });
  };
}

/** POST /api/github/token. */
export function useSaveGithubToken() {
  const after = useAfterTokenChange();
  return useMutation({
    mutationFn: (input: GithubTokenInput) => apiJson('POST', '/api/github/token', githubStatusSchema, input),
    onSuccess: after,
  });
}

/** DELETE /api/github/token. */
export function useDisconnectGithub() {
  const after = useAfterTokenChange();
  return useMutation({
    mutationFn: () => apiJson('DELETE', '/api/github/token', githubStatusSchema),
    onSuccess: after,
  });
}
