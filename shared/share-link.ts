/**
 * A snippet's share link: `/snippet/{id}-{token}`, where the token is the unguessable part a
 * snippet gets when it is shared (and loses when sharing is turned off). Anonymous visitors reach a
 * snippet only through it (decision 0028).
 */

/** 24 random bytes in base64url. */
export const SHARE_TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** The path of a snippet's share link. */
export function sharePath(snippetId: number, token: string): string {
  return `/snippet/${snippetId}-${token}`;
}

/** The token an address of a public page carries after its id (`12-{token}`), or null. */
export function shareTokenOf(idText: string | undefined | null): string | null {
  const match = /^\d+-([A-Za-z0-9_-]+)$/.exec(idText ?? '');
  const token = match?.[1];
  return token && SHARE_TOKEN.test(token) ? token : null;
}
