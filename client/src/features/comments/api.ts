import { useEffect, useMemo } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  commentApprovedSchema,
  commentDismissedSchema,
  commentFixedSchema,
  commentSchema,
  type CommentDto,
  type CreateCommentInput,
} from '@shared/schemas/comments';
import { apiJson, getOrNullOn401 } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** Comments of a snippet; nothing is fetched for id 0 (SPEC §7), a 401 is no data. */
export const commentsQuery = (snippetId: number) =>
  queryOptions({
    queryKey: queryKeys.snippets.comments(snippetId),
    queryFn: () => getOrNullOn401(`/api/snippets/${snippetId}/comments`, z.array(commentSchema)),
    enabled: snippetId !== 0,
  });

export const useComments = (snippetId: number) => useQuery(commentsQuery(snippetId));

export function useCreateComment(snippetId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCommentInput) =>
      apiJson('POST', `/api/snippets/${snippetId}/comments`, commentSchema, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.snippets.comments(snippetId) }),
  });
}

/** A staff action on a comment, parsed with what that action answers; the comments are fetched again after it. */
function useCommentAction<S extends z.ZodType>(snippetId: number, action: string, answer: S) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (commentId: number) => apiJson('POST', `/api/comments/${commentId}/${action}`, answer),
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.snippets.comments(snippetId) }),
  });
}

export const useApproveAndFix = (snippetId: number) => useCommentAction(snippetId, 'approve', commentFixedSchema);
export const useManualApprove = (snippetId: number) =>
  useCommentAction(snippetId, 'manual-approve', commentApprovedSchema);
export const useDismissComment = (snippetId: number) => useCommentAction(snippetId, 'dismiss', commentDismissedSchema);

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

/** The number of each pinned comment, oldest first: the lists and the preview markers show the same ones. */
export function pinNumbers(comments: readonly CommentDto[]): Map<number, number> {
  const pinned = comments.filter((c) => c.pin).reverse();
  return new Map(pinned.map((c, i) => [c.id, i + 1]));
}

/** Numbered markers for the pinned comments. */
export function usePinnedComments(snippetId: number) {
  const comments = useComments(snippetId);
  return useMemo(() => {
    const list = comments.data ?? [];
    const numbers = pinNumbers(list);
    return list
      .filter((c) => c.pin)
      .map((c) => ({ id: String(c.id), label: String(numbers.get(c.id)), selector: c.pin!.selector }));
  }, [comments.data]);
}
