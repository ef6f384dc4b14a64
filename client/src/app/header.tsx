import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { Bell, LogOut, Menu, User } from 'lucide-react';
import { NOTIFICATION_SETTINGS_PATH } from '@shared/schemas/notifications';
import { MOBILE_BREAKPOINT } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
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

const sheetNavClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex h-11 items-center rounded-md px-3 text-base font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-slate-400',
    isActive ? 'bg-slate-100 text-slate-900' : 'text-slate-700 hover:bg-slate-50 hover:text-slate-900',
  );

/** Drops down from the top of the screen; the dialog's own centring is undone. */
const topSheet =
  'left-0 top-0 w-full max-w-none translate-x-0 translate-y-0 gap-0 rounded-none rounded-b-xl border-x-0 border-t-0 p-0 max-h-dvh';

const WIDE = `(min-width: ${MOBILE_BREAKPOINT}px)`;

function BrandMark({ brand }: { brand: string }) {
  return (
    <span aria-hidden="true" className="grid h-7 w-7 place-items-center rounded-md bg-slate-900 text-xs text-white">
      {brand.slice(0, 1) || 'A'}
    </span>
  );
}

/**
 * Below 768 px the header's links are hidden (SPEC §2), so a menu button opens
 * a sheet with the same links and the account's actions. It closes when a link
 * is followed, on Escape, and when the screen grows wide enough for the links;
 * focus goes back to the menu button.
 */
function MobileMenu({ brand, username, onLogout }: { brand: string; username: string; onLogout: () => void }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  // Back and forward move without a click on a link: the sheet closes as well.
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia(WIDE);
    const onChange = () => {
      if (wide.matches) setOpen(false);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open]);

  const nav = useRef<HTMLElement>(null);
  const close = () => setOpen(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
          <Menu aria-hidden="true" className="!size-5" />
        </Button>
      </DialogTrigger>
      <DialogContent
        className={topSheet}
        aria-describedby={undefined}
        onOpenAutoFocus={(event) => {
          // Radix would skip the links and start on Log out: start on the current page's link instead.
          const link =
            nav.current?.querySelector<HTMLElement>('[aria-current="page"]') ?? nav.current?.querySelector('a');
          if (!link) return;
          event.preventDefault();
          link.focus();
        }}
      >
        <div className="flex h-12 items-center gap-2 border-b border-slate-200 px-4 pr-12">
          <BrandMark brand={brand} />
          <DialogTitle className="text-base font-semibold">Menu</DialogTitle>
        </div>
        <nav ref={nav} aria-label="Main" className="grid gap-1 p-3">
          <NavLink to="/" end className={sheetNavClass} onClick={close}>
            Dashboard
          </NavLink>
          <NavLink to="/files" className={sheetNavClass} onClick={close}>
            Files
          </NavLink>
        </nav>
        <section aria-labelledby="mobile-account-heading" className="grid gap-1 border-t border-slate-200 p-3">
          <h2 id="mobile-account-heading" className="px-3 pt-1 text-sm font-semibold text-slate-900">
            My Account
          </h2>
          <p className="flex min-w-0 items-center gap-2 px-3 py-2 text-sm text-slate-600">
            <User aria-hidden="true" className="h-4 w-4 shrink-0" />
            <span className="truncate">{username}</span>
          </p>
          <NavLink to={NOTIFICATION_SETTINGS_PATH} className={sheetNavClass} onClick={close}>
            <Bell aria-hidden="true" className="mr-2 h-4 w-4" />
            Notification settings
          </NavLink>
          <Button
            variant="ghost"
            className="h-11 justify-start px-3 text-base"
            onClick={() => {
              close();
              onLogout();
            }}
          >
            <LogOut aria-hidden="true" />
            Log out
          </Button>
        </section>
      </DialogContent>
    </Dialog>
  );
}

export function Header() {
  const { user } = useCurrentUser();
  const config = usePublicConfig();
  const logout = useLogout();
  const navigate = useNavigate();
  const brand = config.data?.brandName ?? '';
  const initial = (user?.username?.trim()?.[0] ?? 'A').toUpperCase();
  const username = user?.username || 'User';

  const logOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => navigate('/login', { replace: true }),
      onError: () => toastError('Log out failed', 'Please try again.'),
    });

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-4 px-4 sm:px-6">
        {user && <MobileMenu brand={brand} username={username} onLogout={logOut} />}
        <Link to="/" className="flex items-center gap-2 font-semibold tracking-tight text-slate-900">
          <BrandMark brand={brand} />
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
                  <span className="truncate">{username}</span>
                </DropdownMenuItem>
                <DropdownMenuItem asChild>
                  <Link to={NOTIFICATION_SETTINGS_PATH}>
                    <Bell aria-hidden="true" />
                    Notification settings
                  </Link>
                </DropdownMenuItem>
                <DropdownMenuSeparator />
                <DropdownMenuItem onSelect={logOut}>
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
