import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentProps } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MessageSquare } from 'lucide-react';
import { MOBILE_BREAKPOINT } from '@shared/constants';
import type { CommentPin } from '@shared/schemas/comments';
import { documentStamp, snippetDocumentPath } from '@shared/snippet-document';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Later } from '@/components/later';
import { Skeleton } from '@/components/ui/misc';
import { FITS_SCREEN, Preview } from '@/components/preview/preview';
import { ViewportToggle } from '@/components/preview/viewport-toggle';
import { nextTask } from '@/lib/next-task';
import { queryKeys } from '@/lib/query-keys';
import { useSnippet } from '@/lib/snippet-queries';
import { useShareHeader } from '@/lib/server-page-data';
import { scrollBehavior } from '@/lib/use-media-query';
import type { PreviewViewport } from '@/components/preview/types';
import { useComments, usePinnedComments, useSnippetLiveEvents, type LiveEventType } from '@/features/comments/api';
import { PinsShown } from '@/features/comments/components/pins-shown';

/**
 * The feedback form sits below the preview: its code (the form library, the image field) loads beside
 * the page's, not in front of it, and is drawn a task after its code has run, so neither holds the page
 * for long.
 */
const CommentForm = lazy(() =>
  import('@/features/comments/components/comment-form').then(async (m) => {
    await nextTask();
    return { default: m.CommentForm };
  }),
);

/** The feedback form's place while its code loads. */
const FORM_LOADING = (
  <div className="space-y-4" role="status" aria-busy="true" aria-label="Loading the feedback form">
    <Skeleton className="h-6 w-48" />
    <Skeleton className="h-10 w-full" />
    <Skeleton className="h-28 w-full" />
    <Skeleton className="h-10 w-32" />
  </div>
);

/** The drawer's code loads when it is first wanted (opened, or the button pointed at or focused). */
const loadDrawer = () => import('@/features/comments/components/comments-drawer');
const CommentsDrawer = lazy(loadDrawer);

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

/**
 * The Comments button and its drawer. The list's count is read here, so the page around it is not
 * drawn again when the count arrives or changes.
 */
function CommentsControls({
  snippetId,
  open,
  wanted,
  active,
  onOpenChange,
}: {
  snippetId: number;
  open: boolean;
  /** The drawer stays mounted once opened, so it can animate closed. */
  wanted: boolean;
  active: number | null;
  onOpenChange: (open: boolean) => void;
}) {
  const comments = useComments(snippetId);
  const button = useRef<HTMLButtonElement>(null);
  // the whole list's count, however many pages are loaded
  const count = comments.total ?? 0;
  return (
    <>
      <Button
        ref={button}
        variant="outline"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => onOpenChange(!open)}
      >
        <MessageSquare aria-hidden="true" />
        {count} {count === 1 ? 'Comment' : 'Comments'}
      </Button>
      {wanted && (
        <Suspense>
          <CommentsDrawer
            snippetId={snippetId}
            open={open}
            onOpenChange={onOpenChange}
            active={active}
            count={count}
            returnFocusTo={button}
          />
        </Suspense>
      )}
    </>
  );
}

/** The preview with the markers of the pinned comments, which are read here for the same reason. */
function PinnedPreview({ snippetId, ...props }: Omit<ComponentProps<typeof Preview>, 'pins'> & { snippetId: number }) {
  const { pins } = usePinnedComments(snippetId);
  return <Preview {...props} pins={pins} />;
}

/** /snippets/{id} or /snippet/{anything}: `id` is 0 when the address holds no id (SPEC §5). */
export default function PublicSnippetPage({ id }: { id: number }) {
  const qc = useQueryClient();
  const snippet = useSnippet(id);
  const [viewport, setViewport] = useState<PreviewViewport>('desktop');
  const [drawerOpen, setDrawerOpen] = useState(false);
  /** The comment whose marker was clicked in the preview: the drawer opens at it. */
  const [activeComment, setActiveComment] = useState<number | null>(null);
  const [pinning, setPinning] = useState(false);
  const [pin, setPin] = useState<CommentPin | null>(null);
  const [missingPins, setMissingPins] = useState<string[]>([]);
  const isMobile = useIsMobile();
  const pinHint = useRef<HTMLParagraphElement>(null);
  /** The drawer stays mounted once opened, so it can animate closed. */
  const [drawerWanted, setDrawerWanted] = useState(false);
  useShareHeader(snippet.data ?? undefined);

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
    if (open) setDrawerWanted(true);
    setDrawerOpen(open);
    if (!open) setActiveComment(null);
  };

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
  // Cached for good under its stamp: a new version or design (live events refetch the snippet) is a new page.
  const documentSrc = snippetDocumentPath(data.id, documentStamp(data.code, data.designSystem));

  return (
    <>
      <main className="mx-auto max-w-[1200px] space-y-6 px-4 py-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <ViewportToggle value={viewport} onChange={setViewport} />
          <CommentsControls
            snippetId={id}
            open={drawerOpen}
            wanted={drawerWanted}
            active={activeComment}
            onOpenChange={setDrawer}
          />
        </div>

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
          {/* the frame is drawn a task after the toolbar: making a frame is the page's costliest step */}
          <Later placeholder={<div className="w-full bg-white" style={{ height: FITS_SCREEN }} />}>
            <PinnedPreview
              snippetId={id}
              src={documentSrc}
              viewport={viewport}
              pinPick={pinning}
              onPinPick={({ selector, description }) => {
                setPin({ selector, viewport, description: description || null });
                setPinning(false);
              }}
              onPinClick={(pinId) => {
                setActiveComment(Number(pinId));
                setDrawer(true);
              }}
              onPinsState={setMissingPins}
              title={`Preview of ${data.name}`}
              height={FITS_SCREEN}
            />
          </Later>
        </div>
        <Later>
          <PinsShown snippetId={id} />
        </Later>
        {missingPins.length > 0 && (
          <p className="text-xs text-slate-500">
            {missingPins.length === 1 ? 'One pinned element has' : `${missingPins.length} pinned elements have`} changed
            since the comment was made (element changed).
          </p>
        )}

        <Card className="mx-auto max-w-2xl">
          <CardContent className="pt-6">
            <Later placeholder={FORM_LOADING}>
              <Suspense fallback={FORM_LOADING}>
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
              </Suspense>
            </Later>
          </CardContent>
        </Card>
      </main>
    </>
  );
}
