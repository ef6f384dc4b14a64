import { useLayoutEffect, useState } from 'react';
import { X } from 'lucide-react';
import { snippetDocumentPath } from '@shared/snippet-document';
import { removePageShell } from '@/lib/server-page-data';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/misc';
import { Preview } from '@/components/preview/preview';
import { ViewportToggle } from '@/components/preview/viewport-toggle';
import { StatusBadge } from '@/features/preview/components/status-badge';
import { useSnippet } from '@/lib/snippet-queries';
import type { PreviewViewport } from '@/components/preview/types';

/** Whether this tab came here from one of the app's own pages, so going back stays in the app. */
function cameFromTheApp() {
  if (window.history.length < 2 || !document.referrer) return false;
  try {
    return new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** /preview/{id}: the snippet alone, full size; `id` is 0 when the address holds none (SPEC §5). */
export default function PreviewPage({ id }: { id: number }) {
  const snippet = useSnippet(id);
  const [viewport, setViewport] = useState<PreviewViewport>('desktop');

  /**
   * SPEC: Close closes the window. A window the browser will not let a page close (the address was typed or
   * pasted) goes back to the page it came from in the app, or else to the snippet's public page.
   */
  function close() {
    window.close();
    if (window.closed) return;
    if (cameFromTheApp()) window.history.back();
    else window.location.assign(`/snippets/${id}`);
  }

  const missing = id <= 0 || (!snippet.isLoading && !snippet.data);
  useLayoutEffect(() => {
    if (missing) removePageShell();
  }, [missing]);

  if (missing) {
    return (
      <main className="flex min-h-dvh items-center justify-center px-4">
        <div className="text-center">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Snippet Not Found</h1>
          <p className="mt-2 text-slate-600">The snippet you're looking for doesn't exist or has been removed.</p>
        </div>
      </main>
    );
  }

  const loaded = snippet.data;
  return (
    <div className="flex min-h-dvh flex-col bg-slate-100">
      <header className="sticky top-0 z-10 flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-slate-200 bg-white px-4 py-2.5">
        <div className="flex w-full min-w-0 items-center gap-2 sm:w-auto sm:flex-1">
          {loaded ? (
            <>
              <h1 className="truncate text-base font-semibold text-slate-900" title={loaded.name}>
                {loaded.name}
              </h1>
              <StatusBadge status={loaded.status} className="shrink-0" />
            </>
          ) : (
            <div className="flex items-center gap-2" role="status" aria-busy="true" aria-label="Loading snippet">
              <Skeleton className="h-5 w-48" />
              <Skeleton className="h-5 w-24" />
            </div>
          )}
        </div>
        <div className="flex items-center gap-2">
          <ViewportToggle value={viewport} onChange={setViewport} />
          <Button variant="outline" size="sm" onClick={close} className="h-9">
            <X aria-hidden="true" />
            Close
          </Button>
        </div>
      </header>
      <main className={viewport === 'mobile' ? 'flex-1 px-4 py-4' : 'flex-1'}>
        {/* The frame loads the server's page of the latest version at once, while the header's data arrives. */}
        <Preview
          src={snippetDocumentPath(id)}
          // the server's frame stays in front until this one has loaded the same page
          onReady={removePageShell}
          viewport={viewport}
          title={loaded ? `Preview of ${loaded.name}` : 'Snippet preview'}
        />
      </main>
    </div>
  );
}
