import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectSchema } from '@shared/schemas/projects';
import { apiJson } from '@/lib/api';
import { useCurrentUser } from '@/lib/current-user';
import { queryKeys } from '@/lib/query-keys';

export const projectQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.projects.detail(id),
    queryFn: () => apiJson('GET', `/api/projects/${id}`, projectSchema),
  });

/** `id` null: the address did not hold a valid id, nothing is fetched. */
export function useProject(id: number | null) {
  const { user } = useCurrentUser();
  return useQuery({ ...projectQuery(id ?? 0), enabled: !!user && id !== null });
}
