import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SnippetStatus } from '@shared/constants';
import type { SnippetDto, SnippetListItem } from '@shared/schemas/snippets';
import { apiJson } from '@/lib/api';
import { projectSnippetsQuery, snippetKey } from './project-snippets';

/** Sets a snippet's status; the list shows the choice at once and takes it back on failure. */
export function useUpdateSnippetStatus(projectId: number) {
  const qc = useQueryClient();
  const { queryKey } = projectSnippetsQuery(projectId);
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: SnippetStatus }) =>
      apiJson<SnippetDto>('PUT', `/api/snippets/${id}`, { status }),
    onMutate: async ({ id, status }) => {
      await qc.cancelQueries({ queryKey });
      const before = qc.getQueryData(queryKey);
      qc.setQueryData(queryKey, (list?: SnippetListItem[]) => list?.map((s) => (s.id === id ? { ...s, status } : s)));
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) qc.setQueryData(queryKey, context.before);
    },
    onSettled: async (_data, _error, { id }) => {
      await Promise.all([qc.invalidateQueries({ queryKey }), qc.invalidateQueries({ queryKey: snippetKey(id) })]);
    },
  });
}
