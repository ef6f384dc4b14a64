import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ExternalLink, MessageSquare, X } from 'lucide-react';
import { MOBILE_BREAKPOINT } from '@shared/constants';
import type { CommentPin } from '@shared/schemas/comments';
import { documentStamp, snippetDocumentPath } from '@shared/snippet-document';
import { SHARE_PAGE_SUBTITLE, sharePageClasses } from '@shared/public-page';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Dialog, DialogClose, DialogTitle, DialogTrigger, SheetContent } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/misc';
import { usePublicConfig } from '@/lib/current-user';
import { FITS_SCREEN, Preview } from '@/components/preview/preview';
import { ViewportToggle } from '@/components/preview/viewport-toggle';
import { queryKeys } from '@/lib/query-keys';
import { useIdParam } from '@/lib/route-params';
import { useSnippet } from '@/lib/snippet-queries';
import { useTakeOverPageShell } from '@/lib/server-page-data';
import { scrollBehavior } from '@/lib/use-media-query';
import type { PreviewViewport } from '@/components/preview/types';
import { useComments, usePinnedComments, useSnippetLiveEvents, type LiveEventType } from '@/features/comments/api';
import { CommentForm } from '@/features/comments/components/comment-form';
import { CommentList, commentEntryId } from '@/features/comments/components/comment-list';
import { PinsShown } from '@/features/comments/components/pins-shown';

function useIsMobile() {
  const query = `(max-width: ${MOBILE_BREAKPOINT - 1}px)`;
  const [mobile, setMobile] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const mql = window.matchMedia(query);
    const on = () => setMobile(mql.matches);
    mql.addEventListener('change', on);
    return () => mql.removeEventListener('change', on);
  }, [query]);
  return mobile;
}

export default function PublicSnippetPage() {
  // /snippets/{id} or /snippet/{anything}: 0 when the address holds no id (SPEC §5)
  const id = useIdParam('id', { leadingNumber: true }) ?? 0;
  const qc = useQueryClient();
  const config = usePublicConfig();
  const snippet = useSnippet(id);
  const comments = useComments(id);
  const [viewport, setViewport] = useState<PreviewViewport>('desktop');
  const [drawerOpen, setDrawerOpen] = useState(false);
  /** The comment whose marker was clicked in the preview: the drawer opens at it. */
  const [activeComment, setActiveComment] = useState<number | null>(null);
  const [pinning, setPinning] = useState(false);
  const [pin, setPin] = useState<CommentPin | null>(null);
  const [missingPins, setMissingPins] = useState<string[]>([]);
  const isMobile = useIsMobile();
  const pinHint = useRef<HTMLParagraphElement>(null);
  useTakeOverPageShell();

  const onLive = useCallback(
    (type: LiveEventType) => {
      if (type === 'snippet.updated')
        void qc.invalidateQueries({ queryKey: queryKeys.snippets.detail(id), exact: true });
    },
    [qc, id],
  );
  useSnippetLiveEvents(id, onLive);

  // SPEC §2: the drawer closes itself at mobile width.
  useEffect(() => {
    if (isMobile) setDrawerOpen(false);
  }, [isMobile]);

  // Picking starts with the hint and the preview in view; scrolled once the hint is there, so the preview
  // does not move under the pointer afterwards.
  useEffect(() => {
    if (pinning) pinHint.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  }, [pinning]);

  const setDrawer = (open: boolean) => {
    setDrawerOpen(open);
    if (!open) setActiveComment(null);
  };

  const { pins } = usePinnedComments(id);

  if (id > 0 && snippet.isLoading) {
    return (
      <div className="mx-auto max-w-[1200px] space-y-4 px-4 py-6" aria-busy="true">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-4 w-80" />
        <Skeleton className="h-[600px] w-full rounded-lg" />
      </div>
    );
  }

  if (!snippet.data) {
    return (
      <main className="flex min-h-dvh items-center justify-center px-4">
        <Card className="w-full max-w-md">
          <CardContent className="pt-6 text-center">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">Snippet Not Found</h1>
            <p className="mt-2 text-slate-600">The snippet you're looking for doesn't exist or has been removed.</p>
          </CardContent>
        </Card>
      </main>
    );
  }

  const data = snippet.data;
  // the whole list's count, however many pages are loaded
  const count = comments.total ?? 0;
  // Cached for good under its stamp: a new version or design (live events refetch the snippet) is a new page.
  const documentSrc = snippetDocumentPath(data.id, documentStamp(data.code, data.designSystem));

  return (
    <div className={sharePageClasses.page}>
      <header className={sharePageClasses.header}>
        <div className={sharePageClasses.bar}>
          <div className={sharePageClasses.titles}>
            <p className={sharePageClasses.brand}>{config.data?.brandName}</p>
            <h1 className={sharePageClasses.title}>{data.name}</h1>
            <p className={sharePageClasses.subtitle}>{SHARE_PAGE_SUBTITLE}</p>
          </div>
          <a
            href={`/preview/${id}`}
            target="_blank"
            rel="noreferrer"
            className="inline-flex h-9 items-center gap-2 rounded-md border border-slate-200 bg-white px-4 text-sm font-medium shadow-sm hover:bg-slate-50"
          >
            <ExternalLink className="h-4 w-4" aria-hidden="true" />
            Open Full Preview
          </a>
        </div>
      </header>

      <main className="mx-auto max-w-[1200px] space-y-6 px-4 py-6">
        <Dialog open={drawerOpen} onOpenChange={setDrawer}>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <ViewportToggle value={viewport} onChange={setViewport} />
            {/* The trigger gets focus back when the drawer closes, however it was opened. */}
            <DialogTrigger asChild>
              <Button variant="outline">
                <MessageSquare aria-hidden="true" />
                {count} {count === 1 ? 'Comment' : 'Comments'}
              </Button>
            </DialogTrigger>
          </div>
          <SheetContent
            aria-describedby={undefined}
            onOpenAutoFocus={(event) => {
              const entry = activeComment === null ? null : document.getElementById(commentEntryId(activeComment));
              if (entry) {
                event.preventDefault();
                entry.focus();
              }
            }}
          >
            <div className="flex items-center justify-between gap-2 border-b border-slate-200 bg-white px-4 py-3">
              <DialogTitle className="text-lg font-semibold leading-normal text-slate-900">
                Comments ({count})
              </DialogTitle>
              <DialogClose asChild>
                <Button variant="ghost" size="icon" aria-label="Close comments">
                  <X />
                </Button>
              </DialogClose>
            </div>
            <div className="flex-1 overflow-y-auto p-4">
              <CommentList comments={comments} active={activeComment} />
            </div>
          </SheetContent>
        </Dialog>

        {pinning && (
          <p
            ref={pinHint}
            role="status"
            className="rounded-md border border-blue-200 bg-blue-50 px-3 py-2 text-sm text-blue-900"
          >
            Click the element in the preview that your feedback is about.{' '}
            <button type="button" className="font-medium underline" onClick={() => setPinning(false)}>
              Cancel
            </button>
          </p>
        )}

        <div className="overflow-hidden rounded-lg border border-slate-200 bg-white">
          <Preview
            src={documentSrc}
            viewport={viewport}
            pinPick={pinning}
            onPinPick={({ selector, description }) => {
              setPin({ selector, viewport, description: description || null });
              setPinning(false);
            }}
            pins={pins}
            onPinClick={(pinId) => {
              setActiveComment(Number(pinId));
              setDrawerOpen(true);
            }}
            onPinsState={setMissingPins}
            title={`Preview of ${data.name}`}
            height={FITS_SCREEN}
          />
        </div>
        <PinsShown snippetId={id} />
        {missingPins.length > 0 && (
          <p className="text-xs text-slate-500">
            {missingPins.length === 1 ? 'One pinned element has' : `${missingPins.length} pinned elements have`} changed
            since the comment was made (element changed).
          </p>
        )}

        <Card className="mx-auto max-w-2xl">
          <CardContent className="pt-6">
            <CommentForm
              snippetId={id}
              pin={pin}
              pinning={pinning}
              onPinRequest={() => setPinning(true)}
              onPinClear={() => {
                setPin(null);
                setPinning(false);
              }}
            />
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
