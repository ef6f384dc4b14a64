import { MapPin } from 'lucide-react';
import { commentState, type CommentDto } from '@shared/schemas/comments';
import { formatRelativeTime } from '@shared/format';
import { Badge } from '@/components/ui/misc';

const STATE_LABEL = { pending: 'Pending Approval', approved: 'Approved', resolved: 'Resolved' } as const;

export function CommentStateBadge({ comment }: { comment: CommentDto }) {
  const state = commentState(comment);
  return (
    <Badge variant={state === 'approved' ? 'success' : state === 'resolved' ? 'secondary' : 'warning'}>
      {STATE_LABEL[state]}
    </Badge>
  );
}

/** The reference image, opening full size in a new window on click. */
export function CommentImage({ src, author }: { src: string; author: string }) {
  return (
    <button
      type="button"
      className="mt-2 block overflow-hidden rounded-md border border-slate-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-slate-400"
      aria-label={`Open the reference image from ${author} in a new window`}
      onClick={() => window.open(src, '_blank', 'noopener,noreferrer')}
    >
      <img
        src={src}
        alt={`Reference from ${author}`}
        className="max-h-40 w-auto max-w-full object-contain"
        loading="lazy"
      />
    </button>
  );
}

export function PinLabel({ comment, index }: { comment: CommentDto; index?: number }) {
  if (!comment.pin) return null;
  return (
    <span className="inline-flex items-center gap-1 text-xs text-slate-500">
      <MapPin className="h-3 w-3" aria-hidden="true" />
      {index !== undefined ? `Pin ${index} · ` : ''}
      {comment.pin.viewport === 'mobile' ? 'Mobile' : 'Desktop'}
      {comment.pin.versionNumber ? ` · version ${comment.pin.versionNumber}` : ''}
    </span>
  );
}

export function CommentTime({ createdAt }: { createdAt: string }) {
  return (
    <time dateTime={createdAt} title={new Date(createdAt).toLocaleString()} className="text-xs text-slate-500">
      {formatRelativeTime(createdAt)}
    </time>
  );
}
