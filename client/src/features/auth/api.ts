import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AUTH_STATUS_REFETCH_MS, AUTH_STATUS_STALE_MS } from '@shared/constants';
import type {
  AuthStatus,
  EmailLinkInput,
  LoginInput,
  PublicConfig,
  RegisterInput,
  ResetPasswordInput,
  SessionUser,
} from '@shared/schemas/auth';
import { apiJson } from '@/lib/api';

export const authStatusKey = ['/api/auth/status'] as const;
export const configKey = ['/api/config'] as const;

export function useAuthStatus() {
  return useQuery({
    queryKey: authStatusKey,
    queryFn: () => apiJson<AuthStatus>('GET', '/api/auth/status'),
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
  return useQuery({ queryKey: configKey, queryFn: () => apiJson<PublicConfig>('GET', '/api/config') });
}

function useSetUser() {
  const qc = useQueryClient();
  return (user: SessionUser | null) => {
    qc.setQueryData<AuthStatus>(
      authStatusKey,
      user
        ? { authenticated: true, userId: user.id, username: user.username, email: user.email }
        : { authenticated: false },
    );
  };
}

export function useLogin() {
  const qc = useQueryClient();
  const setUser = useSetUser();
  return useMutation({
    mutationFn: (input: LoginInput) => apiJson<SessionUser>('POST', '/api/login', input),
    onSuccess: async (user) => {
      setUser(user);
      await qc.invalidateQueries({ queryKey: authStatusKey });
    },
  });
}

export function useLogout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson('POST', '/api/logout', {}),
    onSuccess: () => {
      qc.clear();
      qc.setQueryData<AuthStatus>(authStatusKey, { authenticated: false });
    },
  });
}

export function useEmailLink() {
  return useMutation({ mutationFn: (input: EmailLinkInput) => apiJson('POST', '/api/login/email', input) });
}

export function useRegister() {
  const qc = useQueryClient();
  const setUser = useSetUser();
  return useMutation({
    mutationFn: (input: RegisterInput) => apiJson<SessionUser>('POST', '/api/register', input),
    onSuccess: async (user) => {
      setUser(user);
      await qc.invalidateQueries({ queryKey: authStatusKey });
    },
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: { email: string }) => apiJson('POST', '/api/password/forgot', input),
  });
}

export function useResetPassword() {
  const setUser = useSetUser();
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => apiJson<SessionUser>('POST', '/api/password/reset', input),
    onSuccess: (user) => setUser(user),
  });
}
