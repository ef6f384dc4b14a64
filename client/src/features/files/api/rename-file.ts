import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FileDto, RenameFileInput } from '@shared/schemas/files';
import { apiJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export function useRenameFile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fileName }: { id: number } & RenameFileInput) =>
      apiJson<FileDto>('PATCH', `/api/files/${id}`, { fileName }),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.files.all }),
  });
}
