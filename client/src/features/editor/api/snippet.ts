import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { snippetSchema, snippetVersionSchema, type SnippetDto } from '@shared/schemas/snippets';
import { apiJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { storeSnippet } from '@/lib/snippet-queries';

export const versionsQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.snippets.versions(id),
    queryFn: () => apiJson('GET', `/api/snippets/${id}/versions`, z.array(snippetVersionSchema)),
  });

export function useVersions(id: number, enabled: boolean) {
  return useQuery({ ...versionsQuery(id), enabled });
}

/** Keeps the cached snippet (with its design system) in step with a saved one. */
export function useStoreSnippet() {
  const queryClient = useQueryClient();
  return (saved: SnippetDto) => void storeSnippet(queryClient, saved);
}

export interface SaveSnippetInput {
  code: string;
  name?: string;
  versionMessage?: string;
}

/** PUT /api/snippets/{id} with the code, and the name and version message when given. */
export function useSaveSnippet(id: number) {
  const store = useStoreSnippet();
  return useMutation({
    mutationFn: (input: SaveSnippetInput) => apiJson('PUT', `/api/snippets/${id}`, snippetSchema, input),
    onSuccess: store,
  });
}

/** POST /api/snippets/versions/{versionId}/restore, then the snippet and its versions are fetched again. */
export function useRestoreVersion(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (versionId: number) => apiJson('POST', `/api/snippets/versions/${versionId}/restore`, snippetSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.snippets.detail(id) }),
  });
}
