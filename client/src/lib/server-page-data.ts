import { useLayoutEffect } from 'react';
import { INITIAL_SNIPPET_ID, PAGE_SHELL_ID, shareHeaderHtml } from '@shared/public-page';
import { snippetDetailSchema, type SnippetDetailDto } from '@shared/schemas/public-answers';

let initial: SnippetDetailDto | null | undefined;

/**
 * The snippet the server put into a public page's HTML, when it is snippet `id`: the page starts
 * from it instead of asking the API. Read and checked against the response schema once.
 */
export function initialSnippet(id: number): SnippetDetailDto | undefined {
  if (initial === undefined) {
    const text = document.getElementById(INITIAL_SNIPPET_ID)?.textContent;
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    const checked = snippetDetailSchema.safeParse(parsed);
    initial = checked.success ? checked.data : null;
  }
  return initial?.id === id ? initial : undefined;
}

/** Removes what the server drew before the app's root (see shared/public-page). */
export function removePageShell() {
  document.getElementById(PAGE_SHELL_ID)?.remove();
}

/**
 * The share page's header: the one the server drew, painted before any script ran and kept as it is (a
 * header drawn again would be a later paint of the page's largest text), or drawn here the same way
 * where the server did not (the development server serves the page without it, and without the brand's
 * name, which only the server's header carries). Kept in step with the snippet's name; gone while there
 * is no snippet.
 */
export function useShareHeader(snippet: { id: number; name: string } | undefined) {
  const id = snippet?.id;
  const name = snippet?.name;
  useLayoutEffect(() => {
    if (id === undefined || name === undefined) {
      removePageShell();
      return;
    }
    const header = document.getElementById(PAGE_SHELL_ID);
    const title = header?.querySelector('h1');
    if (!header || !title) {
      header?.remove();
      document.getElementById('root')?.insertAdjacentHTML('beforebegin', shareHeaderHtml('', { id, name }));
      return;
    }
    if (title.textContent !== name) {
      title.textContent = name;
      title.title = name;
    }
  }, [id, name]);
}
