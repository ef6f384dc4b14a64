import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectDto } from '@shared/schemas/projects';
import { apiJson } from '@/lib/api';
import { useCurrentUser } from '@/lib/current-user';
import { queryKeys } from '@/lib/query-keys';

export const projectQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.projects.detail(id),
    queryFn: () => apiJson<ProjectDto>('GET', `/api/projects/${id}`),
  });

/** `id` null: the address did not hold a valid id, nothing is fetched. */
export function useProject(id: number | null) {
  const { user } = useCurrentUser();
  return useQuery({ ...projectQuery(id ?? 0), enabled: !!user && id !== null });
}
