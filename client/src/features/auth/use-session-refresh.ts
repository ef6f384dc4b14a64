import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SESSION_REFRESH_AFTER_AWAY_MS } from '@shared/constants';
import { authStatusSchema, type AuthStatus } from '@shared/schemas/auth';
import { apiJson } from '@/lib/api';
import { isPublicPath } from '@/lib/public-paths';
import { queryKeys } from '@/lib/query-keys';

/**
 * Back after more than 10 minutes away while signed in: refresh the session;
 * if that fails, sign out and go to /login unless the page is public.
 */
export function useSessionRefresh(signedIn: boolean) {
  const qc = useQueryClient();
  const hiddenAt = useRef<number | null>(null);
  useEffect(() => {
    function onVisibility() {
      if (document.visibilityState === 'hidden') {
        hiddenAt.current = Date.now();
        return;
      }
      const since = hiddenAt.current;
      hiddenAt.current = null;
      if (!signedIn || since === null || Date.now() - since <= SESSION_REFRESH_AFTER_AWAY_MS) return;
      apiJson('POST', '/api/auth/refresh-session', authStatusSchema, {})
        .then((status) => qc.setQueryData(queryKeys.auth.status, status))
        .catch(() => {
          qc.setQueryData<AuthStatus>(queryKeys.auth.status, { authenticated: false });
          if (!isPublicPath(window.location.pathname)) window.location.assign('/login');
        });
    }
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [signedIn, qc]);
}
