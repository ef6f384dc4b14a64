import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { SNIPPETS_PAGE_SIZE } from '@shared/constants';
import { snippetPageSchema, type SnippetPage, type SnippetSort } from '@shared/schemas/snippets';
import { apiJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export interface SnippetListView {
  /** Words of the name to look for; '' for every snippet. */
  q: string;
  sort: SnippetSort;
}

export const fetchSnippetsPage = (projectId: number, view: SnippetListView, cursor: string | null) => {
  const params = new URLSearchParams({ limit: String(SNIPPETS_PAGE_SIZE), sort: view.sort });
  if (view.q) params.set('q', view.q);
  if (cursor) params.set('cursor', cursor);
  return apiJson('GET', `/api/projects/${projectId}/snippets?${params}`, snippetPageSchema);
};

/** The project's snippet cards, searched and sorted by the server, a page at a time. */
export const useProjectSnippets = (
  projectId: number,
  view: SnippetListView,
  options: {
    /** What to show while another search or order loads (the last one's pages, with keepPreviousData). */
    placeholderData?: (previous: InfiniteData<SnippetPage, string | null> | undefined) => typeof previous;
  } = {},
) =>
  useInfiniteQuery({
    ...options,
    queryKey: queryKeys.snippets.listView(projectId, view),
    queryFn: ({ pageParam }) => fetchSnippetsPage(projectId, view, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
