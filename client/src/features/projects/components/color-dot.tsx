import { cn } from '@/lib/utils';

/** A round colour sample; the value is also written out beside it, so colour is never the only cue. */
export function ColorDot({ color, className }: { color: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-block h-4 w-4 shrink-0 rounded-full border border-black/10 shadow-inner', className)}
      style={{ backgroundColor: color }}
    />
  );
}
