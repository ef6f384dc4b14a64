import { useEffect, useRef } from 'react';
import type { CommentDto } from '@shared/schemas/comments';
import { Badge, Skeleton } from '@/components/ui/misc';
import { COMMENT_SKELETON_COUNT } from '@shared/constants';
import { cn } from '@/lib/utils';
import { pinNumbers } from '../api';
import { CommentContent, CommentImage, CommentTime, PinLabel } from './comment-entry';

/** The element id of a comment's entry in the drawer. */
export const commentEntryId = (id: number) => `comment-${id}`;

/**
 * The public drawer's entries: author, time, 'Implemented' when approved, content, image.
 * `active` marks the entry whose pin marker was clicked in the preview, brought into view.
 */
export function CommentList({
  comments,
  loading,
  active,
}: {
  comments: CommentDto[];
  loading: boolean;
  active?: number | null;
}) {
  const activeEntry = useRef<HTMLLIElement>(null);
  useEffect(() => {
    activeEntry.current?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  if (loading) {
    return (
      <div className="space-y-3">
        {Array.from({ length: COMMENT_SKELETON_COUNT }, (_, i) => (
          <Skeleton key={i} className="h-16 w-full" />
        ))}
      </div>
    );
  }
  if (comments.length === 0) {
    return <p className="text-sm text-slate-500">No comments yet. Be the first to share your feedback.</p>;
  }
  const numbers = pinNumbers(comments);
  return (
    <ul className="space-y-3">
      {comments.map((c) => (
        <li
          key={c.id}
          id={commentEntryId(c.id)}
          ref={c.id === active ? activeEntry : undefined}
          tabIndex={-1}
          className={cn(
            'space-y-1 rounded-lg border border-slate-200 bg-white p-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-slate-400',
            c.id === active && 'border-rose-300 ring-2 ring-rose-500/60',
          )}
        >
          <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
            <span className="min-w-0 max-w-full truncate font-medium text-slate-900" title={c.authorName}>
              {c.authorName}
            </span>
            <CommentTime createdAt={c.createdAt} />
            {c.approved && <Badge className="bg-green-700 text-white">Implemented</Badge>}
          </div>
          <PinLabel comment={c} index={numbers.get(c.id)} />
          <CommentContent content={c.content} />
          {c.referenceImage && <CommentImage src={c.referenceImage} author={c.authorName} />}
        </li>
      ))}
    </ul>
  );
}
