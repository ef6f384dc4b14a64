import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { projectListItemSchema } from '@shared/schemas/projects';
import { apiJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { useCurrentUser } from '@/lib/current-user';

/** The dashboard list. */
export const projectsQuery = queryOptions({
  queryKey: queryKeys.projects.list,
  queryFn: () => apiJson('GET', '/api/projects', z.array(projectListItemSchema)),
});

/** Fetched only once a user is signed in (SPEC §6). */
export function useProjects() {
  const { user } = useCurrentUser();
  return useQuery({ ...projectsQuery, enabled: !!user });
}
