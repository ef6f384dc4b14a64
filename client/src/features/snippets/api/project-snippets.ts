import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SnippetListItem } from '@shared/schemas/snippets';
import { apiJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const projectSnippetsQuery = (projectId: number) =>
  queryOptions({
    queryKey: queryKeys.snippets.list(projectId),
    queryFn: () => apiJson<SnippetListItem[]>('GET', `/api/projects/${projectId}/snippets`),
  });

export const useProjectSnippets = (projectId: number) => useQuery(projectSnippetsQuery(projectId));
