import { useEffect, useRef } from 'react';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The nearest ancestor that scrolls its content (a drawer's body), or null for the page itself. */
function scrollingAncestor(element: Element): Element | null {
  for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
    if (/(auto|scroll)/.test(getComputedStyle(parent).overflowY)) return parent;
  }
  return null;
}

/**
 * Under a paged list: loads the next page when it scrolls near the viewport (or near the edge of the box
 * that scrolls it, such as a drawer), and its button does the same by hand (the keyboard's way). When the
 * last try failed it waits for 'Try again' instead of asking again on its own.
 */
export function LoadMore({
  onLoad,
  loading,
  failed = false,
  failure = 'The next page could not be loaded.',
}: {
  onLoad: () => void;
  loading: boolean;
  failed?: boolean;
  /** Said above 'Try again' when the last try failed. */
  failure?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || loading || failed || typeof IntersectionObserver === 'undefined') return;
    // A fresh observer reports the current state at once, so a sentinel still in view after a page loads asks again.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) onLoad();
      },
      { root: scrollingAncestor(element), rootMargin: '800px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [onLoad, loading, failed]);

  if (failed && !loading) {
    return (
      <div ref={ref} role="alert" className="flex flex-col items-center gap-3 py-6 text-sm text-red-800">
        <p>{failure}</p>
        <Button type="button" variant="outline" size="sm" onClick={onLoad}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div ref={ref} className="flex justify-center py-6" aria-busy={loading}>
      <Button type="button" variant="outline" onClick={onLoad} disabled={loading}>
        {loading ? 'Loading...' : 'Load more'}
      </Button>
    </div>
  );
}
