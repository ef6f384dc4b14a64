/**
 * Every query key of the app, as hierarchical arrays: a resource, then its id,
 * then what belongs to it (`['snippets', 12, 'comments']`). Invalidating a key
 * refreshes that key and everything below it, and nothing beside it: snippet 1
 * is `['snippets', 1]`, which does not prefix `['snippets', 12]`.
 */
export const queryKeys = {
  auth: {
    status: ['auth', 'status'] as const,
    /** Whom an e-mailed link would sign in (its page, before the button is pressed). */
    emailLink: (token: string) => ['auth', 'email-link', token] as const,
  },
  config: ['config'] as const,
  projects: {
    all: ['projects'] as const,
    /** The dashboard list (with each project's snippet count). */
    list: ['projects', 'list'] as const,
    detail: (id: number) => ['projects', id] as const,
  },
  snippets: {
    all: ['snippets'] as const,
    /** Every list of snippets (a project's page): a snippet's status shows there. */
    lists: ['snippets', 'list'] as const,
    list: (projectId: number) => ['snippets', 'list', { projectId }] as const,
    /** One search and order of a project's list, page by page. */
    listView: (projectId: number, view: { q: string; sort: string }) =>
      ['snippets', 'list', { projectId }, view] as const,
    /** One snippet, and below it its versions and comments. */
    detail: (id: number) => ['snippets', id] as const,
    versions: (id: number) => ['snippets', id, 'versions'] as const,
    /** A snippet's comments, page by page; below them the pins the preview shows. */
    comments: (id: number) => ['snippets', id, 'comments'] as const,
    commentPins: (id: number) => ['snippets', id, 'comments', 'pins'] as const,
  },
  files: {
    all: ['files'] as const,
    list: (filter: { q: string; kind: string | null }) => ['files', 'list', filter] as const,
  },
  settings: {
    notifications: ['settings', 'notifications'] as const,
  },
  github: {
    status: ['github', 'status'] as const,
    repos: ['github', 'repos'] as const,
  },
};
