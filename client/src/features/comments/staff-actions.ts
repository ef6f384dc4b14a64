import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { $ZodType } from 'zod/v4/core';
import { commentApprovedSchema, commentDismissedSchema, commentFixedSchema } from '@shared/schemas/comments';
import { apiJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/**
 * The staff's actions on a pending comment (SPEC §4), apart from the reads the public pages share, so
 * those pages load none of the staff answers' schemas.
 */

/** A staff action on a comment, parsed with what that action answers; the comments are fetched again after it. */
function useCommentAction<S extends $ZodType>(snippetId: number, action: string, answer: S) {
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
