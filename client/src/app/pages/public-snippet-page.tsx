import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ExternalLink, MessageSquare, X } from 'lucide-react';
import { MOBILE_BREAKPOINT } from '@shared/constants';
import type { CommentPin } from '@shared/schemas/comments';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/misc';
import { cn } from '@/lib/utils';
import { usePublicConfig } from '@/lib/current-user';
import { Preview } from '@/components/preview/preview';
import { ViewportToggle } from '@/components/preview/viewport-toggle';
import { queryKeys } from '@/lib/query-keys';
import { useIdParam } from '@/lib/route-params';
import { useSnippet } from '@/lib/snippet-queries';
import type { PreviewViewport } from '@/components/preview/types';
import { useComments, usePinnedComments, useSnippetLiveEvents, type LiveEventType } from '@/features/comments/api';
import { CommentForm } from '@/features/comments/components/comment-form';
import { CommentList } from '@/features/comments/components/comment-list';

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
  const [pinning, setPinning] = useState(false);
  const [pin, setPin] = useState<CommentPin | null>(null);
  const [missingPins, setMissingPins] = useState<string[]>([]);
  const isMobile = useIsMobile();
  const previewRef = useRef<HTMLDivElement>(null);

  const onLive = useCallback(
    (type: LiveEventType) => {
      if (type === 'snippet.updated')
        void qc.invalidateQueries({ queryKey: queryKeys.snippets.detail(id), exact: true });
    },
    [qc, id],
  );
  useSnippetLiveEvents(id, onLive);

  useEffect(() => {
    if (isMobile) setDrawerOpen(false);
  }, [isMobile]);

  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setDrawerOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  const list = useMemo(() => comments.data ?? [], [comments.data]);
  const pins = usePinnedComments(id);

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
  const count = list.length;

  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-[1200px] flex-wrap items-center justify-between gap-3 px-4 py-4">
          <div className="min-w-0">
            <p className="text-xs font-semibold uppercase tracking-wider text-slate-500">{config.data?.brandName}</p>
            <h1 className="truncate text-xl font-bold text-slate-900 sm:text-2xl">{data.name}</h1>
            <p className="text-sm text-slate-600">Share your feedback on this snippet</p>
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
        <div className="flex flex-wrap items-center justify-between gap-3">
          <ViewportToggle value={viewport} onChange={setViewport} />
          <Button
            variant="outline"
            onClick={() => setDrawerOpen((o) => !o)}
            aria-expanded={drawerOpen}
            aria-controls="comments-drawer"
          >
            <MessageSquare aria-hidden="true" />
            {count} {count === 1 ? 'Comment' : 'Comments'}
          </Button>
        </div>

        {pinning && (
          <p role="status" className="rounded-md border border-blue-200 bg-blue-50 px-3 py-2 text-sm text-blue-900">
            Click the element in the preview that your feedback is about.{' '}
            <button type="button" className="font-medium underline" onClick={() => setPinning(false)}>
              Cancel
            </button>
          </p>
        )}

        <div ref={previewRef} className="overflow-hidden rounded-lg border border-slate-200 bg-white">
          <Preview
            code={data.code}
            designSystem={data.designSystem}
            viewport={viewport}
            pinPick={pinning}
            onPinPick={({ selector, description }) => {
              setPin({ selector, viewport, description: description || null });
              setPinning(false);
            }}
            pins={pins}
            onPinClick={() => setDrawerOpen(true)}
            onPinsState={setMissingPins}
            title={`Preview of ${data.name}`}
          />
        </div>
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
              onPinRequest={() => {
                setPinning(true);
                previewRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
              }}
              onPinClear={() => {
                setPin(null);
                setPinning(false);
              }}
            />
          </CardContent>
        </Card>
      </main>

      <div
        aria-hidden="true"
        onClick={() => setDrawerOpen(false)}
        className={cn(
          'fixed inset-0 z-40 bg-black/50 transition-opacity',
          drawerOpen ? 'opacity-100' : 'pointer-events-none opacity-0',
        )}
        data-testid="comments-backdrop"
      />
      <aside
        id="comments-drawer"
        role="dialog"
        aria-modal="false"
        aria-label="Comments"
        hidden={!drawerOpen}
        className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col border-l border-slate-200 bg-slate-50 shadow-xl"
      >
        <div className="flex items-center justify-between border-b border-slate-200 bg-white px-4 py-3">
          <h2 className="text-lg font-semibold text-slate-900">Comments ({count})</h2>
          <Button variant="ghost" size="icon" aria-label="Close comments" onClick={() => setDrawerOpen(false)}>
            <X />
          </Button>
        </div>
        <div className="flex-1 overflow-y-auto p-4">
          <CommentList comments={list} loading={comments.isLoading} />
        </div>
      </aside>
    </div>
  );
}
