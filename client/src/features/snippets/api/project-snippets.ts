import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { snippetListItemSchema } from '@shared/schemas/snippets';
import { apiJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const projectSnippetsQuery = (projectId: number) =>
  queryOptions({
    queryKey: queryKeys.snippets.list(projectId),
    queryFn: () => apiJson('GET', `/api/projects/${projectId}/snippets`, z.array(snippetListItemSchema)),
  });

export const useProjectSnippets = (projectId: number) => useQuery(projectSnippetsQuery(projectId));
