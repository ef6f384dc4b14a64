import { parseLeadingId } from '@shared/ids';

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

/** Which public snippet page an address is, and its snippet's id (0 when the address holds none, SPEC §5). */
export interface PublicSnippetAddress {
  page: 'share' | 'preview';
  id: number;
}

/**
 * The public snippet pages (share.html, preview.html): /preview/{id} is the full preview; /snippets/{id} and
 * /snippet/{anything} the share page. The id is the number the address starts with (`/snippet/12-hero`).
 */
export function publicSnippetPage(pathname: string): PublicSnippetAddress {
  const [, first = '', ...rest] = pathname.split('/');
  const idText = first === 'snippet' ? rest.join('/') : (rest[0] ?? '');
  return { page: first === 'preview' ? 'preview' : 'share', id: parseLeadingId(idText) ?? 0 };
}
