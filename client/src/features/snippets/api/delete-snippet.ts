import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export function useDeleteSnippet(projectId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson('DELETE', `/api/snippets/${id}`, z.undefined()),
    onSuccess: async (_data, id) => {
      qc.removeQueries({ queryKey: queryKeys.snippets.detail(id) });
      await Promise.all([
        qc.invalidateQueries({ queryKey: queryKeys.snippets.list(projectId) }),
        qc.invalidateQueries({ queryKey: queryKeys.projects.list }),
      ]);
    },
  });
}
