import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AuthStatus,
  EmailLinkInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
  SessionUser,
} from '@shared/schemas/auth';
import { apiJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

function useSetUser() {
  const qc = useQueryClient();
  return (user: SessionUser | null) => {
    qc.setQueryData<AuthStatus>(
      queryKeys.auth.status,
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
      await qc.invalidateQueries({ queryKey: queryKeys.auth.status });
    },
  });
}

export function useLogout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson('POST', '/api/logout', {}),
    onSuccess: () => {
      qc.clear();
      qc.setQueryData<AuthStatus>(queryKeys.auth.status, { authenticated: false });
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
      await qc.invalidateQueries({ queryKey: queryKeys.auth.status });
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
