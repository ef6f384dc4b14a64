import { Outlet, useLocation } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { hidesHeader } from '@/lib/public-paths';
import { useCurrentUser } from '@/lib/current-user';
import { useSessionRefresh } from '@/features/auth/use-session-refresh';
import { Header } from './header';

export function RootLayout() {
  const { pathname } = useLocation();
  const { user } = useCurrentUser();
  useSessionRefresh(!!user);
  return (
    <div className="min-h-dvh">
      {!hidesHeader(pathname) && <Header />}
      <Outlet />
      <Toaster />
    </div>
  );
}
