import { useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { PROJECTS_PAGE_SIZE } from '@shared/constants';
import { projectPageSchema, type ProjectPage } from '@shared/schemas/projects';
import { apiJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { useCurrentUser } from '@/lib/current-user';

export const fetchProjectsPage = (cursor: string | null) => {
  const params = new URLSearchParams({ limit: String(PROJECTS_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return apiJson('GET', `/api/projects?${params}`, projectPageSchema);
};

/** The dashboard list, last updated first, a page at a time. Fetched only once a user is signed in (SPEC §6). */
export function useProjects() {
  const { user } = useCurrentUser();
  return useInfiniteQuery({
    queryKey: queryKeys.projects.list,
    queryFn: ({ pageParam }) => fetchProjectsPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: !!user,
  });
}

/** Takes a deleted project off the loaded pages at once, before the list is asked for again. */
export function removeFromProjectList(qc: QueryClient, id: number) {
  qc.setQueryData<InfiniteData<ProjectPage, string | null>>(queryKeys.projects.list, (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((p) => p.id !== id) })) }
      : data,
  );
}
