import { useEffect, useRef } from 'react';
import type { CommentListItem } from '@shared/schemas/comments';
import { Badge, Skeleton } from '@/components/ui/misc';
import { LoadMore } from '@/components/load-more';
import { COMMENT_SKELETON_COUNT } from '@shared/constants';
import { cn } from '@/lib/utils';
import type { useComments } from '../api';
import { CommentContent, CommentImage, CommentTime, PinLabel } from './comment-entry';

/** The element id of a comment's entry in the drawer. */
export const commentEntryId = (id: number) => `comment-${id}`;

/** What a comments list shows of `useComments`: the loaded comments and the way to the next page. */
export type CommentsPaging = ReturnType<typeof useComments>;

/** Under a paged comments list: the next page as it scrolls near, 'Load more' by hand, 'Try again' after a failure. */
export function MoreComments({ comments }: { comments: CommentsPaging }) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError } = comments.query;
  if (!hasNextPage) return null;
  return (
    <LoadMore
      onLoad={comments.loadMore}
      loading={isFetchingNextPage}
      failed={isFetchNextPageError}
      failure="More comments could not be loaded. Check your connection, then try again."
    />
  );
}

/**
 * The public drawer's entries, newest first, a page at a time: author, time, 'Implemented' when approved,
 * content, image. `active` marks the entry whose pin marker was clicked in the preview, brought into
 * view and focused; pages are loaded until it is there.
 */
export function CommentList({ comments, active }: { comments: CommentsPaging; active?: number | null }) {
  const activeEntry = useRef<HTMLLIElement>(null);
  const list: CommentListItem[] = comments.list ?? [];
  const activeLoaded = active != null && list.some((c) => c.id === active);
  const { loadMore } = comments;
  const { hasNextPage, isFetchNextPageError } = comments.query;
  useEffect(() => {
    if (active == null) return;
    if (activeLoaded) {
      activeEntry.current?.scrollIntoView({ block: 'nearest' });
      if (!activeEntry.current?.contains(document.activeElement)) activeEntry.current?.focus();
    } else if (hasNextPage && !isFetchNextPageError) {
      // the marker's comment is older than the pages loaded so far
      loadMore();
    }
  }, [active, activeLoaded, hasNextPage, isFetchNextPageError, loadMore]);

  if (comments.query.isLoading) {
    return (
      <div className="space-y-3">
        {Array.from({ length: COMMENT_SKELETON_COUNT }, (_, i) => (
          <Skeleton key={i} className="h-16 w-full" />
        ))}
      </div>
    );
  }
  if (list.length === 0) {
    return <p className="text-sm text-slate-500">No comments yet. Be the first to share your feedback.</p>;
  }
  return (
    <>
      <ul className="space-y-3">
        {list.map((c) => (
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
            <PinLabel comment={c} index={c.pinNumber ?? undefined} />
            <CommentContent content={c.content} />
            {c.referenceImage && <CommentImage src={c.referenceImage} author={c.authorName} />}
          </li>
        ))}
      </ul>
      <MoreComments comments={comments} />
    </>
  );
}
