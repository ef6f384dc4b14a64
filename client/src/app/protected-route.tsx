import { useEffect, type ReactNode } from 'react';
import { REDIRECT_DELAY_MS } from '@shared/constants';
import { Spinner } from '@/components/ui/misc';
import { useCurrentUser } from '@/lib/current-user';

export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const signedOut = !isLoading && !user;

  useEffect(() => {
    if (!signedOut) return;
    const t = setTimeout(() => {
      if (window.location.pathname !== '/login') window.location.assign('/login');
    }, REDIRECT_DELAY_MS);
    return () => clearTimeout(t);
  }, [signedOut]);

  if (isLoading) {
    return (
      <div className="flex min-h-[60vh] items-center justify-center">
        <Spinner className="h-8 w-8" />
      </div>
    );
  }
  if (!user) {
    return (
      <div className="flex min-h-[60vh] items-center justify-center px-4">
        <p role="status" className="text-slate-600">
          Session expired. Redirecting to login page...
        </p>
      </div>
    );
  }
  return <>{children}</>;
}
