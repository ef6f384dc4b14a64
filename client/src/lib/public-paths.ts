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

/** Where the top navigation bar is hidden. */
export function hidesHeader(pathname: string) {
  return (
    pathname === '/login' ||
    /^\/snippets\/\d+\/?$/.test(pathname) ||
    pathname.startsWith('/snippet/') ||
    pathname.startsWith('/preview/')
  );
}
