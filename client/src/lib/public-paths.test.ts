import { describe, expect, it } from 'vitest';
import { hidesHeader, isPublicPath, publicSnippetPage } from './public-paths';

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

describe('publicSnippetPage', () => {
  it.each([
    ['/snippets/12', 'share', 12],
    ['/snippets/12-hero', 'share', 12],
    ['/snippet/12', 'share', 12],
    ['/snippet/7-hero/extra', 'share', 7],
    ['/snippet/', 'share', 0],
    ['/snippets/abc', 'share', 0],
    ['/preview/5', 'preview', 5],
    ['/preview/0', 'preview', 0],
    ['/preview/99999999999', 'preview', 0],
  ] as const)('reads %s as the %s page of snippet %i', (path, page, id) => {
    expect(publicSnippetPage(path)).toEqual({ page, id });
  });
});
