import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { filesQueryKey } from './list-files';

export function useDeleteFile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<{ id: number }>('DELETE', `/api/files/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: filesQueryKey }),
  });
}
