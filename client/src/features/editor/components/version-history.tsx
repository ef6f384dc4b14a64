import { useEffect, useState } from 'react';
import { History, RotateCcw } from 'lucide-react';
import { SNIPPET_VERSIONS_KEPT } from '@shared/constants';
import { formatDate, formatRelativeTime } from '@shared/format';
import type { SnippetDto } from '@shared/schemas/snippets';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Badge, Skeleton } from '@/components/ui/misc';
import { toast } from '@/components/ui/use-toast';
import { toastFailure } from '@/lib/failure-toast';
import { useRestoreVersion, useVersions } from '../api/snippet';

/** 'Version History': the kept versions of a snippet, each with Restore. */
export function VersionHistory({
  snippetId,
  onRestored,
  disabled,
}: {
  snippetId: number;
  onRestored: (snippet: SnippetDto) => void;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const versions = useVersions(snippetId, open);
  const restore = useRestoreVersion(snippetId);
  const failure = open ? versions.error : null;

  useEffect(() => {
    if (failure) toastFailure('Failed to fetch version history. Please try again.', undefined, failure);
  }, [failure]);

  const latest = versions.data?.reduce((max, v) => Math.max(max, v.versionNumber), 0) ?? 0;

  async function restoreVersion(versionId: number, versionNumber: number) {
    try {
      const snippet = await restore.mutateAsync(versionId);
      onRestored(snippet);
      setOpen(false);
      toast({ title: 'Version restored', description: `Version ${versionNumber} is now the current code.` });
    } catch (error) {
      toastFailure('Failed to restore version. Please try again.', undefined, error);
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" disabled={disabled}>
          <History aria-hidden="true" />
          Version History
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl [&>*]:min-w-0">
        <DialogHeader>
          <DialogTitle>Version History</DialogTitle>
          <DialogDescription>
            Every save and every prompt makes a version; the latest {SNIPPET_VERSIONS_KEPT} are kept. Restoring one
            makes it the current code.
          </DialogDescription>
        </DialogHeader>
        {versions.isLoading ? (
          <ul className="space-y-2" aria-label="Loading versions">
            {[0, 1, 2].map((i) => (
              <li key={i}>
                <Skeleton className="h-16 w-full" />
              </li>
            ))}
          </ul>
        ) : versions.isError ? (
          <div className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
            <p>Failed to fetch version history. Please try again.</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void versions.refetch()}>
              Try again
            </Button>
          </div>
        ) : !versions.data || versions.data.length === 0 ? (
          <p className="rounded-md border border-dashed border-slate-200 p-6 text-center text-sm text-slate-500">
            No versions yet.
          </p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-md border border-slate-200" aria-label="Versions">
            {versions.data.map((v) => (
              <li key={v.id} className="flex items-center gap-3 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
                    Version {v.versionNumber}
                    {v.versionNumber === latest && <Badge variant="secondary">Latest</Badge>}
                  </p>
                  <p className="truncate text-sm text-slate-700" title={v.message}>
                    {v.message}
                  </p>
                  <p className="text-xs text-slate-500">
                    <time dateTime={v.createdAt} title={formatDate(v.createdAt)}>
                      {formatRelativeTime(v.createdAt)}
                    </time>
                    {v.provider && v.provider !== 'manual' && (
                      <span>
                        {' '}
                        · {v.provider}
                        {v.model ? ` ${v.model}` : ''}
                      </span>
                    )}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Restore version ${v.versionNumber}`}
                  disabled={restore.isPending}
                  onClick={() => void restoreVersion(v.id, v.versionNumber)}
                >
                  <RotateCcw aria-hidden="true" />
                  Restore
                </Button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
