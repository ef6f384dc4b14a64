import { useQuery } from '@tanstack/react-query';
import { AUTH_STATUS_REFETCH_MS, AUTH_STATUS_STALE_MS } from '@shared/constants';
import { authStatusSchema, publicConfigSchema, type SessionUser } from '@shared/schemas/auth';
import { apiJson } from './api';
import { queryKeys } from './query-keys';

/** Who is signed in and the public configuration: read by every part of the app, changed only by sign-in and sign-out. */

export function useAuthStatus() {
  return useQuery({
    queryKey: queryKeys.auth.status,
    queryFn: () => apiJson('GET', '/api/auth/status', authStatusSchema),
    staleTime: AUTH_STATUS_STALE_MS,
    refetchInterval: AUTH_STATUS_REFETCH_MS,
  });
}

/** The signed-in user, or null; `isLoading` while the first status is on its way. */
export function useCurrentUser() {
  const status = useAuthStatus();
  const data = status.data;
  const user: SessionUser | null =
    data?.authenticated && data.userId
      ? { id: data.userId, username: data.username ?? null, email: data.email ?? '' }
      : null;
  return { user, isLoading: status.isLoading, isError: status.isError };
}

export function usePublicConfig() {
  return useQuery({ queryKey: queryKeys.config, queryFn: () => apiJson('GET', '/api/config', publicConfigSchema) });
}
