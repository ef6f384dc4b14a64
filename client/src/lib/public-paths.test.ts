import { describe, expect, it } from 'vitest';
import { hidesHeader, isPublicPath } from './public-paths';

describe('hidesHeader', () => {
  it.each([
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password',
    '/email-link',
    '/snippets/12',
    '/snippet/12',
    '/preview/12',
  ])('hides the staff navigation on the signed-out page %s', (path) => {
    expect(isPublicPath(path)).toBe(true);
    expect(hidesHeader(path)).toBe(true);
  });

  it.each(['/', '/files', '/projects/3', '/snippets/12/edit'])('shows it on the staff page %s', (path) => {
    expect(hidesHeader(path)).toBe(false);
  });
});
