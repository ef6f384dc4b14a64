import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletedFileSchema } from '@shared/schemas/files';
import { apiJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export function useDeleteFile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson('DELETE', `/api/files/${id}`, deletedFileSchema),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.files.all }),
  });
}
