import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { FILES_PAGE_SIZE, fileListSchema, type FileKind } from '@shared/schemas/files';
import { apiJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export interface FilesFilter {
  q?: string;
  kind?: FileKind;
}

function listUrl(filter: FilesFilter, cursor: string | null) {
  const params = new URLSearchParams({ limit: String(FILES_PAGE_SIZE) });
  if (filter.q) params.set('q', filter.q);
  if (filter.kind) params.set('kind', filter.kind);
  if (cursor) params.set('cursor', cursor);
  return `/api/files?${params}`;
}

export const fetchFilesPage = (filter: FilesFilter, cursor: string | null) =>
  apiJson('GET', listUrl(filter, cursor), fileListSchema);

/** The library, newest first, a page at a time; the previous result stays on screen while a search loads. */
export function useFilesList(filter: FilesFilter, enabled = true) {
  return useInfiniteQuery({
    queryKey: queryKeys.files.list({ q: filter.q ?? '', kind: filter.kind ?? null }),
    queryFn: ({ pageParam }) => fetchFilesPage(filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    enabled,
  });
}
