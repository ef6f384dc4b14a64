import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { projectSnippetsQuery, projectsListKey, snippetKey } from './project-snippets';

export function useDeleteSnippet(projectId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<void>('DELETE', `/api/snippets/${id}`),
    onSuccess: async (_data, id) => {
      qc.removeQueries({ queryKey: snippetKey(id) });
      await Promise.all([
        qc.invalidateQueries({ queryKey: projectSnippetsQuery(projectId).queryKey }),
        qc.invalidateQueries({ queryKey: projectsListKey }),
      ]);
    },
  });
}
