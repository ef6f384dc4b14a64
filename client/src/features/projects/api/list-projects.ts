import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectListItem } from '@shared/schemas/projects';
import { apiJson } from '@/lib/api';
import { useCurrentUser } from '@/lib/current-user';

/** The dashboard list; its key prefixes every project query, so one invalidation refreshes them all. */
export const projectsQuery = queryOptions({
  queryKey: ['/api/projects'] as const,
  queryFn: () => apiJson<ProjectListItem[]>('GET', '/api/projects'),
});

/** Fetched only once a user is signed in (SPEC §6). */
export function useProjects() {
  const { user } = useCurrentUser();
  return useQuery({ ...projectsQuery, enabled: !!user });
}
