import type { CommentDto } from '@shared/schemas/comments';
import { Badge, Skeleton } from '@/components/ui/misc';
import { COMMENT_SKELETON_COUNT } from '@shared/constants';
import { pinNumbers } from '../api';
import { CommentImage, CommentTime, PinLabel } from './comment-entry';

/** The public drawer's entries: author, time, 'Implemented' when approved, content, image. */
export function CommentList({ comments, loading }: { comments: CommentDto[]; loading: boolean }) {
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
        <li key={c.id} className="rounded-lg border border-slate-200 bg-white p-3">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-slate-900">{c.authorName}</span>
            <CommentTime createdAt={c.createdAt} />
            {c.approved && <Badge className="bg-green-700 text-white">Implemented</Badge>}
          </div>
          <PinLabel comment={c} index={numbers.get(c.id)} />
          <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-700">{c.content}</p>
          {c.referenceImage && <CommentImage src={c.referenceImage} author={c.authorName} />}
        </li>
      ))}
    </ul>
  );
}
