import { useQuery } from '@tanstack/react-query';
import type { SnippetDetailDto } from '@shared/schemas/snippets';
import { getOrNullOn401 } from '@/lib/api';

/** GET /api/snippets/{id}: public; a 401 counts as no data (SPEC §7). */
export const publicSnippetQuery = (id: number) => ({
  queryKey: [`/api/snippets/${id}`] as const,
  queryFn: () => getOrNullOn401<SnippetDetailDto>(`/api/snippets/${id}`),
  enabled: id > 0,
});

export function usePublicSnippet(id: number) {
  return useQuery(publicSnippetQuery(id));
}
