import { useCallback, useEffect, useMemo } from 'react';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { COMMENTS_PAGE_SIZE } from '@shared/constants';
import type { CreateCommentInput } from '@shared/schemas/comments';
import { commentPageSchema, commentPinsSchema, commentSchema, type CommentPage } from '@shared/schemas/public-answers';
import { apiJson, getOrNullOn401 } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** What a 401 is taken for (SPEC §7: no data). */
const NO_COMMENTS: CommentPage = { items: [], nextCursor: null, total: 0, pending: 0 };

export async function fetchCommentsPage(snippetId: number, cursor: string | null): Promise<CommentPage> {
  const params = new URLSearchParams({ limit: String(COMMENTS_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return (await getOrNullOn401(`/api/snippets/${snippetId}/comments?${params}`, commentPageSchema)) ?? NO_COMMENTS;
}

/** Comments of a snippet, newest first, a page at a time; nothing is fetched for id 0 (SPEC §7). */
export const commentsQuery = (snippetId: number) =>
  infiniteQueryOptions({
    queryKey: queryKeys.snippets.comments(snippetId),
    queryFn: ({ pageParam }) => fetchCommentsPage(snippetId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: snippetId !== 0,
  });

/**
 * A snippet's comments as far as they are loaded (`list`), with the counts of the whole list (`total`,
 * `pending`: undefined until the first page is in) and `loadMore` for the next page.
 */
export function useComments(snippetId: number) {
  const query = useInfiniteQuery(commentsQuery(snippetId));
  const pages = query.data?.pages;
  const list = useMemo(() => pages?.flatMap((page) => page.items), [pages]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return { query, list, total: pages?.[0]?.total, pending: pages?.[0]?.pending, loadMore };
}

export function useCreateComment(snippetId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCommentInput) =>
      apiJson('POST', `/api/snippets/${snippetId}/comments`, commentSchema, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.snippets.comments(snippetId) }),
  });
}

export type LiveEventType = 'comment.created' | 'comment.updated' | 'snippet.updated' | 'snippet.deleted';

/**
 * Listens to a snippet's live events (server-sent) and refreshes its comments;
 * `onEvent` hears every event, e.g. to refresh the snippet on a new version.
 */
export function useSnippetLiveEvents(snippetId: number, onEvent?: (type: LiveEventType) => void) {
  const qc = useQueryClient();
  useEffect(() => {
    if (!snippetId || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/snippets/${snippetId}/events`);
    const handle = (type: LiveEventType) => () => {
      if (type.startsWith('comment.')) void qc.invalidateQueries({ queryKey: queryKeys.snippets.comments(snippetId) });
      onEvent?.(type);
    };
    const types: LiveEventType[] = ['comment.created', 'comment.updated', 'snippet.updated', 'snippet.deleted'];
    const listeners = types.map((type) => {
      const l = handle(type);
      source.addEventListener(type, l);
      return [type, l] as const;
    });
    return () => {
      for (const [type, l] of listeners) source.removeEventListener(type, l);
      source.close();
    };
  }, [snippetId, qc, onEvent]);
}

/** Reads a picked file as a data URL, the form the comment API takes. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the image'));
    reader.readAsDataURL(file);
  });
}

/** The preview's pin markers: those of the newest pinned comments (COMMENT_PINS_MAX at most). */
export const commentPinsQuery = (snippetId: number) =>
  queryOptions({
    queryKey: queryKeys.snippets.commentPins(snippetId),
    queryFn: () => getOrNullOn401(`/api/snippets/${snippetId}/comment-pins`, commentPinsSchema),
    enabled: snippetId !== 0,
  });

/**
 * Numbered markers for the pinned comments, and how many pinned comments there are in all (`total`):
 * more than `pins` holds when only the newest have markers.
 */
export function usePinnedComments(snippetId: number) {
  const query = useQuery(commentPinsQuery(snippetId));
  return useMemo(() => {
    const items = query.data?.items ?? [];
    return {
      pins: items.map((p) => ({ id: String(p.commentId), label: String(p.number), selector: p.selector })),
      total: query.data?.total ?? 0,
    };
  }, [query.data]);
}
