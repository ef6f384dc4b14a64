import { Link, NavLink, useNavigate } from 'react-router';
import { LogOut, User } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { toastError } from '@/components/ui/use-toast';
import { cn } from '@/lib/utils';
import { useLogout } from '@/features/auth/api';
import { useCurrentUser, usePublicConfig } from '@/lib/current-user';

const navClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'bg-slate-100 text-slate-900' : 'text-slate-600 hover:bg-slate-50 hover:text-slate-900',
  );

export function Header() {
  const { user } = useCurrentUser();
  const config = usePublicConfig();
  const logout = useLogout();
  const navigate = useNavigate();
  const brand = config.data?.brandName ?? '';
  const initial = (user?.username?.trim()?.[0] ?? 'A').toUpperCase();

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 font-semibold tracking-tight text-slate-900">
          <span
            aria-hidden="true"
            className="grid h-7 w-7 place-items-center rounded-md bg-slate-900 text-xs text-white"
          >
            {brand.slice(0, 1) || 'A'}
          </span>
          <span>{brand}</span>
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <NavLink to="/" end className={navClass}>
            Dashboard
          </NavLink>
          <NavLink to="/files" className={navClass}>
            Files
          </NavLink>
        </nav>
        <div className="ml-auto">
          {user && (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="ghost" size="icon" className="rounded-full" aria-label="Account menu">
                  <span className="grid h-8 w-8 place-items-center rounded-full bg-slate-900 text-sm font-semibold text-white">
                    {initial}
                  </span>
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end" className="w-56">
                <DropdownMenuLabel>My Account</DropdownMenuLabel>
                <DropdownMenuSeparator />
                <DropdownMenuItem disabled>
                  <User aria-hidden="true" />
                  <span className="truncate">{user.username || 'User'}</span>
                </DropdownMenuItem>
                <DropdownMenuSeparator />
                <DropdownMenuItem
                  onSelect={() =>
                    logout.mutate(undefined, {
                      onSuccess: () => navigate('/login', { replace: true }),
                      onError: () => toastError('Log out failed', 'Please try again.'),
                    })
                  }
                >
                  <LogOut aria-hidden="true" />
                  Log out
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          )}
        </div>
      </div>
    </header>
  );
}
