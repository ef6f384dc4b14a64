import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectSchema, type CreateProjectInput } from '@shared/schemas/projects';
import { apiJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { useCurrentUser } from '@/lib/current-user';

export const createProject = (input: CreateProjectInput) => apiJson('POST', '/api/projects', projectSchema, input);

export function useCreateProject() {
  const qc = useQueryClient();
  const { user } = useCurrentUser();
  return useMutation({
    mutationFn: async (input: CreateProjectInput) => {
      // SPEC §5: creation is only submitted when a user is signed in.
      if (!user) throw new Error('Not signed in');
      return createProject(input);
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.projects.list }),
  });
}
