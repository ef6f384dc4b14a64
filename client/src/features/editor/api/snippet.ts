import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SnippetStatus } from '@shared/constants';
import type { SnippetDetailDto, SnippetDto, SnippetVersionDto } from '@shared/schemas/snippets';
import { apiJson, getOrNullOn401 } from '@/lib/api';

/** GET /api/snippets/{id}: a 401 counts as no data (SPEC §7). */
export const snippetQuery = (id: number) => ({
  queryKey: [`/api/snippets/${id}`] as const,
  queryFn: () => getOrNullOn401<SnippetDetailDto>(`/api/snippets/${id}`),
});

export const versionsQuery = (id: number) => ({
  queryKey: [`/api/snippets/${id}/versions`] as const,
  queryFn: () => apiJson<SnippetVersionDto[]>('GET', `/api/snippets/${id}/versions`),
});

export function useSnippet(id: number) {
  return useQuery({ ...snippetQuery(id), enabled: id > 0 });
}

export function useVersions(id: number, enabled: boolean) {
  return useQuery({ ...versionsQuery(id), enabled });
}

/** Keeps the cached snippet (with its design system) in step with a saved one. */
export function useStoreSnippet(id: number) {
  const queryClient = useQueryClient();
  return (saved: SnippetDto) => {
    queryClient.setQueryData<SnippetDetailDto | null>(snippetQuery(id).queryKey, (old) =>
      old ? { ...old, ...saved } : old,
    );
    void queryClient.invalidateQueries({ queryKey: versionsQuery(id).queryKey });
  };
}

export interface SaveSnippetInput {
  code: string;
  name?: string;
  versionMessage?: string;
}

/** PUT /api/snippets/{id} with the code, and the name and version message when given. */
export function useSaveSnippet(id: number) {
  const store = useStoreSnippet(id);
  return useMutation({
    mutationFn: (input: SaveSnippetInput) => apiJson<SnippetDto>('PUT', `/api/snippets/${id}`, input),
    onSuccess: store,
  });
}

/** PUT /api/snippets/{id} with a status alone. */
export function useUpdateStatus(id: number) {
  const store = useStoreSnippet(id);
  return useMutation({
    mutationFn: (status: SnippetStatus) => apiJson<SnippetDto>('PUT', `/api/snippets/${id}`, { status }),
    onSuccess: store,
  });
}

/** POST /api/snippets/versions/{versionId}/restore, then the snippet is fetched again. */
export function useRestoreVersion(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (versionId: number) => apiJson<SnippetDto>('POST', `/api/snippets/versions/${versionId}/restore`),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: snippetQuery(id).queryKey }),
        queryClient.invalidateQueries({ queryKey: versionsQuery(id).queryKey }),
      ]);
    },
  });
}
