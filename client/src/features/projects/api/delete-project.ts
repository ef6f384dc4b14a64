import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteProjectResultSchema } from '@shared/schemas/projects';
import { apiJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { projectQuery } from './get-project';
import { removeFromProjectList } from './list-projects';

export const deleteProject = (id: number) => apiJson('DELETE', `/api/projects/${id}`, deleteProjectResultSchema);

export function useDeleteProject() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (project: { id: number; name: string }) => deleteProject(project.id),
    onSuccess: async (_result, project) => {
      qc.removeQueries({ queryKey: projectQuery(project.id).queryKey });
      removeFromProjectList(qc, project.id);
      await qc.invalidateQueries({ queryKey: queryKeys.projects.list });
    },
  });
}
