/**
 * What the server puts into the HTML of a snippet's public pages before any
 * script runs: the snippet's data, for the page to start from without asking
 * the API, and on the share page its header, which the page keeps (and draws
 * the same way when the server did not). The header is defined here once, for both.
 */
import escapeHtml from 'escape-html';

/** The `<script type="application/json">` holding the snippet's detail (SnippetDetailDto). */
export const INITIAL_SNIPPET_ID = 'atelier-initial-snippet';

/**
 * What the server draws before the app's root: on the share page its header, which the page keeps; on
 * /preview the snippet's frame, which starts loading with the HTML and stays in front until the page's
 * own frame has loaded the same document (from the cache).
 */
export const PAGE_SHELL_ID = 'atelier-page-shell';

export const SHARE_PAGE_SUBTITLE = 'Share your feedback on this snippet';

export const sharePageClasses = {
  header: 'border-b border-slate-200 bg-white',
  bar: 'mx-auto flex max-w-[1200px] flex-wrap items-center justify-between gap-3 px-4 py-4',
  titles: 'min-w-0',
  brand: 'text-xs font-semibold uppercase tracking-wider text-slate-500',
  title: 'truncate text-xl font-bold text-slate-900 sm:text-2xl',
  subtitle: 'text-sm text-slate-600',
  fullPreview:
    'inline-flex h-9 items-center gap-2 rounded-md border border-slate-200 bg-white px-4 text-sm font-medium text-slate-900 shadow-sm hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-slate-950',
} as const;

/** Lucide's external-link icon. */
const EXTERNAL_LINK_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="h-4 w-4" aria-hidden="true"><path d="M15 3h6v6"/><path d="M10 14 21 3"/><path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6"/></svg>';

/** The share page's header (brand, the snippet's name, the subtitle, 'Open Full Preview'), as HTML. */
export function shareHeaderHtml(brandName: string, snippet: { id: number; name: string }): string {
  const c = sharePageClasses;
  return `<header id="${PAGE_SHELL_ID}" class="${c.header}"><div class="${c.bar}"><div class="${c.titles}"><p class="${c.brand}">${escapeHtml(brandName)}</p><h1 class="${c.title}" title="${escapeHtml(snippet.name)}">${escapeHtml(snippet.name)}</h1><p class="${c.subtitle}">${SHARE_PAGE_SUBTITLE}</p></div><a href="/preview/${snippet.id}" target="_blank" rel="noreferrer" class="${c.fullPreview}">${EXTERNAL_LINK_ICON}Open Full Preview</a></div></header>`;
}

/**
 * /preview as the server draws it: the snippet's name in a bar where the page's header comes, and the
 * frame below it, to the bottom of the window.
 */
export const previewShellClasses = {
  shell: 'fixed inset-0 z-0 flex flex-col bg-white',
  header: 'flex h-14 shrink-0 items-center border-b border-slate-200 bg-white px-4',
  title: 'truncate text-base font-semibold text-slate-900',
  frame: 'block w-full flex-1 border-0 bg-white',
} as const;

/** The sandbox of every frame that shows a snippet: scripts with an opaque origin, never the app's. */
export const SNIPPET_FRAME_SANDBOX = 'allow-scripts allow-forms allow-popups allow-modals';
