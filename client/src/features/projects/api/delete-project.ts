import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteProjectResultSchema } from '@shared/schemas/projects';
import { apiJson } from '@/lib/api';
import { projectsQuery } from './list-projects';
import { projectQuery } from './get-project';

export const deleteProject = (id: number) => apiJson('DELETE', `/api/projects/${id}`, deleteProjectResultSchema);

export function useDeleteProject() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (project: { id: number; name: string }) => deleteProject(project.id),
    onSuccess: async (_result, project) => {
      qc.removeQueries({ queryKey: projectQuery(project.id).queryKey });
      await qc.invalidateQueries({ queryKey: projectsQuery.queryKey });
    },
  });
}
