/** Pages a visitor reaches without signing in (SPEC §2 route table and §6). */
export function isPublicPath(pathname: string) {
  return (
    pathname === '/login' ||
    pathname === '/register' ||
    pathname === '/forgot-password' ||
    pathname === '/reset-password' ||
    pathname === '/email-link' ||
    /^\/snippets\/\d+\/?$/.test(pathname) ||
    pathname.startsWith('/snippet/') ||
    pathname.startsWith('/preview/')
  );
}

/**
 * Where the top navigation bar is hidden: every page a visitor reaches signed
 * out (sign-in, register, password and e-mail link pages, public snippet and
 * preview pages) shows no staff navigation, whoever opens it.
 */
export function hidesHeader(pathname: string) {
  return isPublicPath(pathname);
}
