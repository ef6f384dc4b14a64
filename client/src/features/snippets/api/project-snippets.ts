import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SnippetListItem } from '@shared/schemas/snippets';
import { apiJson } from '@/lib/api';

export const projectSnippetsQuery = (projectId: number) =>
  queryOptions({
    queryKey: [`/api/projects/${projectId}/snippets`] as const,
    queryFn: () => apiJson<SnippetListItem[]>('GET', `/api/projects/${projectId}/snippets`),
  });

export const useProjectSnippets = (projectId: number) => useQuery(projectSnippetsQuery(projectId));

/**
 * Keys of other features' queries that show snippets, named by their URL (the
 * house rule for query keys): the dashboard's snippet counts and the
 * snippet's own page.
 */
export const projectsListKey = ['/api/projects'] as const;
export const snippetKey = (id: number) => [`/api/snippets/${id}`] as const;
