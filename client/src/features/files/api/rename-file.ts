import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fileSchema, type RenameFileInput } from '@shared/schemas/files';
import { apiJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export function useRenameFile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fileName }: { id: number } & RenameFileInput) =>
      apiJson('PATCH', `/api/files/${id}`, fileSchema, { fileName }),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.files.all }),
  });
}
