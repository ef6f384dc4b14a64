import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AuthStatus,
  EmailLinkInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
  SessionUser,
} from '@shared/schemas/auth';
import {
  emailLinkSignInSchema,
  emailLinkStatusSchema,
  registerResultSchema,
  sentSchema,
  sessionUserSchema,
} from '@shared/schemas/auth';
import { okResponse } from '@shared/schemas/http';
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
    mutationFn: (input: LoginInput) => apiJson('POST', '/api/login', sessionUserSchema, input),
    onSuccess: async (user) => {
      setUser(user);
      await qc.invalidateQueries({ queryKey: queryKeys.auth.status });
    },
  });
}

export function useLogout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson('POST', '/api/logout', okResponse, {}),
    onSuccess: () => {
      qc.clear();
      qc.setQueryData<AuthStatus>(queryKeys.auth.status, { authenticated: false });
    },
  });
}

export function useEmailLink() {
  return useMutation({ mutationFn: (input: EmailLinkInput) => apiJson('POST', '/api/login/email', sentSchema, input) });
}

export function useRegister() {
  return useMutation({
    mutationFn: (input: RegisterInput) => apiJson('POST', '/api/register', registerResultSchema, input),
  });
}

/** Whom the e-mailed link in the address bar would sign in; reading it does not use it up. */
export function useEmailLinkStatus(token: string) {
  return useQuery({
    queryKey: queryKeys.auth.emailLink(token),
    queryFn: () => apiJson('GET', `/api/auth/email-link?token=${encodeURIComponent(token)}`, emailLinkStatusSchema),
    enabled: token.length > 0,
    staleTime: Infinity,
    retry: false,
  });
}

/** Uses the e-mailed link: signs in (and confirms the address of a new account). */
export function useEmailLinkSignIn() {
  const qc = useQueryClient();
  const setUser = useSetUser();
  return useMutation({
    mutationFn: (token: string) => apiJson('POST', '/api/auth/email-link', emailLinkSignInSchema, { token }),
    onSuccess: async (user) => {
      setUser(user);
      await qc.invalidateQueries({ queryKey: queryKeys.auth.status });
    },
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: { email: string }) => apiJson('POST', '/api/password/forgot', sentSchema, input),
  });
}

export function useResetPassword() {
  const setUser = useSetUser();
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => apiJson('POST', '/api/password/reset', sessionUserSchema, input),
    onSuccess: (user) => setUser(user),
  });
}
