import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Check, Sparkles, X } from 'lucide-react';
import { COMMENT_SKELETON_COUNT } from '@shared/constants';
import { commentState, type CommentListItem } from '@shared/schemas/comments';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/misc';
import { toast, toastError } from '@/components/ui/use-toast';
import { toastFailure } from '@/lib/failure-toast';
import { messageOf } from '@/lib/api';
import { commentFixToast, commentRemainder } from '@/lib/edit-outcome';
import { requestPromptCode } from '@/lib/prompt-code-request';
import { invalidateSnippet } from '@/lib/snippet-queries';
import { useComments, useSnippetLiveEvents, type LiveEventType } from '../api';
import { useApproveAndFix, useDismissComment, useManualApprove } from '../staff-actions';
import { CommentContent, CommentImage, CommentStateBadge, CommentTime, PinLabel } from './comment-entry';
import { MoreComments } from './comment-list';
import { PinsShown } from './pins-shown';

/** The editor's Comments section: client feedback, live, with the review actions. */
export function CommentsSection({ snippetId }: { snippetId: number }) {
  const qc = useQueryClient();
  const comments = useComments(snippetId);
  const refreshSnippet = useCallback(
    (type: LiveEventType) => {
      if (type === 'snippet.updated') void invalidateSnippet(qc, snippetId);
    },
    [qc, snippetId],
  );
  useSnippetLiveEvents(snippetId, refreshSnippet);
  const list = comments.list ?? [];

  return (
    <Card id="comments" className="scroll-mt-20">
      <CardHeader>
        <CardTitle>Comments</CardTitle>
        <CardDescription>Client feedback and suggested changes</CardDescription>
      </CardHeader>
      <CardContent>
        {comments.query.isLoading ? (
          <div className="space-y-3" role="status" aria-label="Loading comments">
            {Array.from({ length: COMMENT_SKELETON_COUNT }, (_, i) => (
              <Skeleton key={i} className="h-20 w-full" />
            ))}
          </div>
        ) : comments.query.isError && !comments.list ? (
          <p role="alert" className="text-sm text-red-600">
            Comments could not be loaded. Reload the page to try again.
          </p>
        ) : list.length === 0 ? (
          <p className="text-sm text-slate-500">No comments yet.</p>
        ) : (
          <>
            <PinsShown snippetId={snippetId} className="mb-3" />
            <ul className="space-y-3">
              {list.map((c) => (
                <CommentRow key={c.id} comment={c} snippetId={snippetId} pinIndex={c.pinNumber ?? undefined} />
              ))}
            </ul>
            <MoreComments comments={comments} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function CommentRow({
  comment,
  snippetId,
  pinIndex,
}: {
  comment: CommentListItem;
  snippetId: number;
  pinIndex?: number;
}) {
  const fix = useApproveAndFix(snippetId);
  const approve = useManualApprove(snippetId);
  const dismiss = useDismissComment(snippetId);
  const busy = fix.isPending || approve.isPending || dismiss.isPending;
  const pending = commentState(comment) === 'pending';
  const qc = useQueryClient();

  return (
    <li className="rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-baseline gap-2">
          <span className="min-w-0 font-medium text-slate-900 wrap-anywhere">
            {comment.authorName} <span className="font-normal text-slate-500">(Client)</span>
          </span>
          <CommentTime createdAt={comment.createdAt} />
          <PinLabel comment={comment} index={pinIndex} />
        </div>
        <CommentStateBadge comment={comment} />
      </div>
      <CommentContent content={comment.content} className="mt-2" />
      {comment.referenceImage && <CommentImage src={comment.referenceImage} author={comment.authorName} />}
      {pending && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() =>
              dismiss.mutate(comment.id, {
                onError: (e) => toastError('Error', messageOf(e, 'Failed to dismiss comment. Please try again.')),
              })
            }
          >
            <X aria-hidden="true" />
            {dismiss.isPending ? 'Dismissing...' : 'Dismiss'}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() =>
              approve.mutate(comment.id, {
                onSuccess: () =>
                  toast({
                    title: 'Comment approved',
                    description: 'Marked as implemented, without changing the code.',
                  }),
                onError: (error) => toastFailure('Error', 'Failed to approve comment. Please try again.', error),
              })
            }
          >
            <Check aria-hidden="true" />
            {approve.isPending ? 'Approving...' : 'Manually Approve'}
          </Button>
          <Button
            size="sm"
            disabled={busy}
            onClick={() =>
              fix.mutate(comment.id, {
                onSuccess: (fixed) => {
                  if (fixed.versionNumber !== null) void invalidateSnippet(qc, snippetId);
                  const remainder = commentRemainder(comment.content, fixed);
                  toast({
                    ...commentFixToast(fixed),
                    ...(fixed.result === 'applied'
                      ? {}
                      : {
                          action: {
                            label: 'Open Prompt Code',
                            altText: 'Use the Prompt Code button of the editor to make the rest of the change.',
                            onClick: () => requestPromptCode(snippetId, remainder),
                          },
                        }),
                  });
                },
                onError: (error) =>
                  toastFailure('Error', 'Failed to approve and fix comment. Please try again.', error),
              })
            }
          >
            <Sparkles aria-hidden="true" />
            {fix.isPending ? 'Applying...' : 'Approve & Fix'}
          </Button>
        </div>
      )}
    </li>
  );
}
