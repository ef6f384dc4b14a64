import { cn } from '@/lib/utils';
import { usePinnedComments } from '../api';

/**
 * Says that the preview marks only the newest pinned comments, when there are more pinned comments than
 * markers; says nothing otherwise.
 */
export function PinsShown({ snippetId, className }: { snippetId: number; className?: string }) {
  const { pins, total } = usePinnedComments(snippetId);
  if (total <= pins.length) return null;
  return (
    <p className={cn('text-xs text-slate-500', className)}>
      The preview marks the newest {pins.length} of {total} pinned comments.
    </p>
  );
}
