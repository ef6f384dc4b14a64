import { useLayoutEffect } from 'react';
import { INITIAL_SNIPPET_ID, PAGE_SHELL_ID } from '@shared/public-page';
import { snippetDetailSchema, type SnippetDetailDto } from '@shared/schemas/snippets';

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

/** The share page takes over the header the server drew, before the browser paints its own. */
export function useTakeOverPageShell() {
  useLayoutEffect(removePageShell, []);
}
