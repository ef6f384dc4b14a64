/**
 * What the server puts into the HTML of a snippet's public pages before any
 * script runs: the snippet's data, for the page to start from without asking
 * the API, and on the share page its header, which the page takes over when
 * it mounts. The header's classes and text are defined here once, for both.
 */

/** The `<script type="application/json">` holding the snippet's detail (SnippetDetailDto). */
export const INITIAL_SNIPPET_ID = 'atelier-initial-snippet';

/**
 * What the server draws before the app's root: on the share page its header, until the page mounts; on
 * /preview the snippet's frame, which starts loading with the HTML and stays in front until the page's
 * own frame has loaded the same document (from the cache).
 */
export const PAGE_SHELL_ID = 'atelier-page-shell';

export const SHARE_PAGE_SUBTITLE = 'Share your feedback on this snippet';

export const sharePageClasses = {
  page: 'min-h-dvh bg-slate-50',
  header: 'border-b border-slate-200 bg-white',
  bar: 'mx-auto flex max-w-[1200px] flex-wrap items-center justify-between gap-3 px-4 py-4',
  titles: 'min-w-0',
  brand: 'text-xs font-semibold uppercase tracking-wider text-slate-500',
  title: 'truncate text-xl font-bold text-slate-900 sm:text-2xl',
  subtitle: 'text-sm text-slate-600',
} as const;

/** /preview's frame as the server draws it: below the page's header, to the bottom of the window. */
export const previewShellClasses = {
  shell: 'fixed inset-x-0 top-14 bottom-0 z-0 bg-white',
  frame: 'block h-full w-full border-0 bg-white',
} as const;

/** The sandbox of every frame that shows a snippet: scripts with an opaque origin, never the app's. */
export const SNIPPET_FRAME_SANDBOX = 'allow-scripts allow-forms allow-popups allow-modals';
