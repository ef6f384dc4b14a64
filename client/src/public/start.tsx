import { lazy, StrictMode, Suspense, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { useToast } from '@/components/ui/use-toast';
import { createQueryClient } from '@/lib/query-client';
import { nextTask } from '@/lib/next-task';
import { cn } from '@/lib/utils';

const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

/**
 * Notices (a posted comment, a failure): their code loads with the first one, not with the page, and
 * stays mounted from then on so a notice can animate away.
 */
function NoticesOnDemand() {
  const { toasts } = useToast();
  const [wanted, setWanted] = useState(false);
  if (!wanted && toasts.length > 0) setWanted(true);
  return wanted ? (
    <Suspense>
      <Toaster />
    </Suspense>
  ) : null;
}

/**
 * Mounts one of the public pages, the app of share.html or preview.html: for visitors who never sign
 * in, without the staff shell (no router, navigation, menus or tooltips), so the first thing a client
 * sees of the agency's work loads as little as it can.
 */
export async function mountPublicPage(page: ReactNode) {
  // Its start is cut into tasks that each leave the page free to answer input: loading the code (the
  // task before this), then the class merger's first use, which builds its table of Tailwind's classes,
  // then the first render.
  await nextTask();
  cn('p-0', 'p-1');
  await nextTask();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        {page}
        <NoticesOnDemand />
      </QueryClientProvider>
    </StrictMode>,
  );
}
