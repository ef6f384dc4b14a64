import { useState } from 'react';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/misc';
import { Preview } from '@/components/preview/preview';
import { ViewportToggle } from '@/components/preview/viewport-toggle';
import { StatusBadge } from '@/features/preview/components/status-badge';
import { useIdParam } from '@/lib/route-params';
import { useSnippet } from '@/lib/snippet-queries';
import type { PreviewViewport } from '@/components/preview/types';

export default function PreviewPage() {
  // 0 when the address holds no id (SPEC §5)
  const id = useIdParam('id', { leadingNumber: true }) ?? 0;
  const snippet = useSnippet(id);
  const [viewport, setViewport] = useState<PreviewViewport>('desktop');

  if (id > 0 && snippet.isLoading) {
    return (
      <div className="flex min-h-dvh flex-col" aria-busy="true">
        <div className="flex h-14 items-center gap-3 border-b border-slate-200 bg-white px-4">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-5 w-24" />
        </div>
        <Skeleton className="m-4 h-[600px] rounded-lg" />
      </div>
    );
  }

  if (!snippet.data) {
    return (
      <main className="flex min-h-dvh items-center justify-center px-4">
        <div className="text-center">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Snippet Not Found</h1>
          <p className="mt-2 text-slate-600">The snippet you're looking for doesn't exist or has been removed.</p>
        </div>
      </main>
    );
  }

  const { name, code, status, designSystem } = snippet.data;
  return (
    <div className="flex min-h-dvh flex-col bg-slate-100">
      <header className="sticky top-0 z-10 flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-slate-200 bg-white px-4 py-2.5">
        <div className="flex w-full min-w-0 items-center gap-2 sm:w-auto sm:flex-1">
          <h1 className="truncate text-base font-semibold text-slate-900">{name}</h1>
          <StatusBadge status={status} className="shrink-0" />
        </div>
        <div className="flex items-center gap-2">
          <ViewportToggle value={viewport} onChange={setViewport} />
          <Button variant="outline" size="sm" onClick={() => window.close()} className="h-9">
            <X aria-hidden="true" />
            Close
          </Button>
        </div>
      </header>
      <main className={viewport === 'mobile' ? 'flex-1 px-4 py-4' : 'flex-1'}>
        <Preview code={code} designSystem={designSystem} viewport={viewport} title={`Preview of ${name}`} />
      </main>
    </div>
  );
}
