import { StrictMode, lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { publicSnippetPage } from '@/lib/public-paths';
import PublicSnippetPage from '@/app/pages/public-snippet-page';
import PreviewPage from '@/app/pages/preview-page';

/**
 * The public pages' app (started by share-main.tsx): a snippet's share page and its full preview, for
 * visitors who never sign in. Without the staff shell (no router, navigation, menus or tooltips), so the
 * first thing a client sees of the agency's work loads as little as it can. Notices load after the page.
 */
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

const queryClient = createQueryClient();
const { page, id } = publicSnippetPage(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      {page === 'preview' ? <PreviewPage id={id} /> : <PublicSnippetPage id={id} />}
      <Suspense>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  </StrictMode>,
);
