import { Skeleton } from '@/components/ui/misc';

/** The editor page while the snippet loads: its header, toolbar and editor area. */
export function EditorSkeleton() {
  return (
    <div
      className="mx-auto max-w-7xl space-y-4 px-4 py-6 sm:px-6"
      role="status"
      aria-busy="true"
      aria-label="Loading snippet"
    >
      <Skeleton className="h-4 w-32" />
      <div className="flex flex-wrap items-center gap-3">
        <Skeleton className="h-9 w-72" />
        <Skeleton className="h-9 w-44" />
        <Skeleton className="h-9 w-36" />
      </div>
      <div className="flex flex-wrap gap-2">
        <Skeleton className="h-8 w-32" />
        <Skeleton className="h-8 w-40" />
        <Skeleton className="h-8 w-36" />
        <Skeleton className="h-8 w-64" />
      </div>
      <Skeleton className="h-9 w-56" />
      <Skeleton className="h-[520px] w-full" />
    </div>
  );
}
