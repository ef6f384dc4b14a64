import { useState } from 'react';
import { Link } from 'react-router';
import { Eye, MessageSquare, Pencil, Share2, Trash2 } from 'lucide-react';
import type { SnippetStatus } from '@shared/constants';
import { formatRelativeTime } from '@shared/format';
import type { SnippetListItem } from '@shared/schemas/snippets';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Badge } from '@/components/ui/misc';
import { SnippetThumbnail } from '@/components/preview/snippet-thumbnail';
import { toast, toastError } from '@/components/ui/use-toast';
import { toastFailure } from '@/lib/failure-toast';
import { copyText, shareLink } from '@/lib/clipboard';
import { cn } from '@/lib/utils';
import { useDeleteSnippet } from '../api/delete-snippet';
import { useSnippetSharing, useUpdateSnippetStatus } from '@/lib/snippet-queries';
import { SnippetStatusSelect } from './snippet-status-select';

/** Four actions fit one row at 375 px. */
const tight = 'gap-1.5 px-2 sm:gap-2 sm:px-3';

export function SnippetCard({ snippet }: { snippet: SnippetListItem }) {
  const [confirming, setConfirming] = useState(false);
  const updateStatus = useUpdateSnippetStatus();
  const remove = useDeleteSnippet(snippet.projectId);
  const titleId = `snippet-${snippet.id}-title`;

  const sharing = useSnippetSharing();

  /** Turns sharing on when it is off, then copies the link. */
  async function share() {
    let token = snippet.shareToken;
    if (!token) {
      try {
        token = (await sharing.mutateAsync({ id: snippet.id, shared: true })).shareToken;
      } catch (error) {
        toastFailure('Could not share the snippet', undefined, error);
        return;
      }
    }
    if (token && (await copyText(shareLink(snippet.id, token)))) {
      toast({ title: 'Link copied', description: 'The share link is on your clipboard.' });
    } else {
      toastError('Error', 'Could not copy link to clipboard');
    }
  }

  function changeStatus(status: SnippetStatus) {
    updateStatus.mutate(
      { id: snippet.id, status },
      { onError: (error) => toastFailure('Failed to update status', undefined, error) },
    );
  }

  function confirmDelete() {
    remove.mutate(snippet.id, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: 'Snippet deleted', description: `${snippet.name} has been deleted.` });
      },
      onError: (error) => toastFailure('Failed to delete snippet', undefined, error),
    });
  }

  return (
    <Card role="article" aria-labelledby={titleId} className="flex w-full min-w-0 flex-col">
      <div className="flex flex-col gap-3 p-4 pb-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h3
            id={titleId}
            className="truncate text-base font-semibold leading-snug text-slate-900"
            title={snippet.name}
          >
            {snippet.name}
          </h3>
          <p className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
            <span>
              Updated <time dateTime={snippet.updatedAt}>{formatRelativeTime(snippet.updatedAt)}</time>
            </span>
            <Badge variant={snippet.shareToken ? 'secondary' : 'outline'}>
              {snippet.shareToken ? 'Shared' : 'Not shared'}
            </Badge>
          </p>
        </div>
        <SnippetStatusSelect status={snippet.status} snippetName={snippet.name} onChange={changeStatus} />
      </div>

      <div className="space-y-3 px-4 pb-4">
        <SnippetThumbnail snippetId={snippet.id} name={snippet.name} />
        <pre
          role="group"
          tabIndex={0}
          className="max-h-40 min-h-24 overflow-auto whitespace-pre-wrap break-all rounded-md bg-slate-950 p-3 font-mono text-[11px] leading-relaxed text-slate-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-slate-400"
          aria-label={`Code preview of ${snippet.name}`}
        >
          {snippet.codePreview}
        </pre>
        {snippet.commentCount > 0 && (
          <Link
            to={`/snippets/${snippet.id}/edit#comments`}
            className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-slate-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-slate-400"
          >
            <MessageSquare className="h-4 w-4" aria-hidden="true" />
            View all comments
            <Badge variant="secondary">
              <span className="sr-only">(</span>
              {snippet.commentCount}
              <span className="sr-only">{snippet.commentCount === 1 ? ' comment)' : ' comments)'}</span>
            </Badge>
          </Link>
        )}
      </div>

      <div className="mt-auto flex flex-wrap items-center gap-1 border-t border-slate-100 px-3 py-3 sm:gap-2 sm:px-4">
        <Link
          to={`/snippets/${snippet.id}`}
          reloadDocument
          className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), tight)}
        >
          <Eye aria-hidden="true" />
          View
        </Link>
        <Link
          to={`/snippets/${snippet.id}/edit`}
          className={cn(buttonVariants({ variant: 'default', size: 'sm' }), tight)}
        >
          <Pencil aria-hidden="true" />
          Edit
        </Link>
        <Button variant="ghost" size="sm" className={tight} onClick={() => void share()} disabled={sharing.isPending}>
          <Share2 aria-hidden="true" />
          Share
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className={cn(tight, 'ml-auto text-red-600 hover:bg-red-50 hover:text-red-700')}
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>

      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!remove.isPending) setConfirming(open);
        }}
        title="Delete Snippet"
        description={`This action cannot be undone. "${snippet.name}" will be permanently deleted, with its versions and comments.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}
