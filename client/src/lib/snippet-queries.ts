import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { SnippetStatus } from '@shared/constants';
import type { SnippetPage } from '@shared/schemas/snippets';
import {
  snippetDetailSchema,
  snippetSchema,
  snippetSharingSchema,
  type SnippetDetailDto,
  type SnippetDto,
  type SnippetSharing,
} from '@shared/schemas/public-answers';
import { apiJson, getOrNullOn401 } from './api';
import { initialSnippet } from './server-page-data';
import { queryKeys } from './query-keys';

/**
 * The snippet as the editor, the preview and the public page read it, and the
 * status change the project page and the editor both offer: defined once here.
 */

/** GET /api/snippets/{id}: public; a 401 counts as no data and nothing is fetched for id 0 (SPEC §7). */
export const snippetQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.snippets.detail(id),
    queryFn: () => getOrNullOn401(`/api/snippets/${id}`, snippetDetailSchema),
    // the public pages' HTML carries the snippet: no request before the first paint
    initialData: () => initialSnippet(id),
    enabled: id > 0,
  });

export const useSnippet = (id: number) => useQuery(snippetQuery(id));

/** Refreshes one snippet and what belongs to it (versions, comments); no other snippet. */
export function invalidateSnippet(qc: QueryClient, id: number) {
  return qc.invalidateQueries({ queryKey: queryKeys.snippets.detail(id) });
}

/** Keeps the cached snippet (with its design system) in step with a saved one; its versions are fetched again. */
export function storeSnippet(qc: QueryClient, saved: SnippetDto) {
  qc.setQueryData<SnippetDetailDto | null>(queryKeys.snippets.detail(saved.id), (old) =>
    old ? { ...old, ...saved } : old,
  );
  return qc.invalidateQueries({ queryKey: queryKeys.snippets.versions(saved.id) });
}

/**
 * PUT /api/snippets/{id} with a status alone. The lists show the choice at
 * once and take it back on failure; the cached snippet takes the saved one.
 */
export function useUpdateSnippetStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: SnippetStatus }) =>
      apiJson('PUT', `/api/snippets/${id}`, snippetSchema, { status }),
    onMutate: async ({ id, status }) => {
      await qc.cancelQueries({ queryKey: queryKeys.snippets.lists });
      type Pages = InfiniteData<SnippetPage, string | null>;
      const before = qc.getQueriesData<Pages>({ queryKey: queryKeys.snippets.lists });
      qc.setQueriesData<Pages>({ queryKey: queryKeys.snippets.lists }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((s) => (s.id === id ? { ...s, status } : s)),
              })),
            }
          : data,
      );
      return { before };
    },
    onError: (_error, _input, context) => {
      for (const [key, list] of context?.before ?? []) qc.setQueryData(key, list);
    },
    onSuccess: (saved) => storeSnippet(qc, saved),
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.snippets.lists }),
  });
}

/**
 * POST /api/snippets/{id}/share (shared: true) turns sharing on and answers the link's token;
 * DELETE (shared: false) turns it off, which ends the link. The cached snippet and lists take the state.
 */
export function useSnippetSharing() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, shared }: { id: number; shared: boolean }) =>
      apiJson(shared ? 'POST' : 'DELETE', `/api/snippets/${id}/share`, snippetSharingSchema),
    onSuccess: (sharing: SnippetSharing, { id }) => {
      qc.setQueryData<SnippetDetailDto | null>(queryKeys.snippets.detail(id), (old) =>
        old ? { ...old, shareToken: sharing.shareToken } : old,
      );
      type Pages = InfiniteData<SnippetPage, string | null>;
      qc.setQueriesData<Pages>({ queryKey: queryKeys.snippets.lists }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((s) => (s.id === id ? { ...s, shareToken: sharing.shareToken } : s)),
              })),
            }
          : data,
      );
    },
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.snippets.lists }),
  });
}
