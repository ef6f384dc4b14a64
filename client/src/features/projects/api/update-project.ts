import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectSchema, type UpdateProjectInput } from '@shared/schemas/projects';
import { apiJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { projectQuery } from './get-project';

export const updateProject = (id: number, input: UpdateProjectInput) =>
  apiJson('PATCH', `/api/projects/${id}`, projectSchema, input);

export function useUpdateProject(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProjectInput) => updateProject(id, input),
    onSuccess: async (project) => {
      qc.setQueryData(projectQuery(id).queryKey, project);
      await qc.invalidateQueries({ queryKey: queryKeys.projects.list });
    },
  });
}
