import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export function useDeleteFile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<{ id: number }>('DELETE', `/api/files/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.files.all }),
  });
}
