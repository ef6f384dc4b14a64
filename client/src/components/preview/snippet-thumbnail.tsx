import { useLayoutEffect, useRef, useState } from 'react';
import { snippetDocumentPath } from '@shared/snippet-document';
import { cn } from '@/lib/utils';

/** The width the snippet is laid out at before it is scaled into the card: a desktop page. */
const PAGE_WIDTH = 1280;

/**
 * A snippet as it looks: its static page (rendered by the server, CSS
 * compiled in) at desktop width, scaled to the card's width. Loaded when the
 * card nears the screen; sandboxed like every preview, and out of the way of
 * keyboard, pointer and screen reader, as the card says what it is.
 */
export function SnippetThumbnail({
  snippetId,
  name,
  className,
}: {
  snippetId: number;
  name: string;
  className?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState<number | null>(null);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setScale(element.clientWidth / PAGE_WIDTH);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={box}
      className={cn(
        'relative aspect-[16/10] w-full overflow-hidden rounded-md border border-slate-200 bg-slate-50',
        className,
      )}
      data-thumbnail={snippetId}
      aria-hidden="true"
      inert
    >
      {scale !== null && scale > 0 && (
        <iframe
          src={snippetDocumentPath(snippetId)}
          title={`Thumbnail of ${name}`}
          loading="lazy"
          sandbox="allow-scripts"
          referrerPolicy="no-referrer"
          tabIndex={-1}
          className="pointer-events-none absolute left-0 top-0 origin-top-left border-0 bg-white"
          style={{ width: PAGE_WIDTH, height: `${100 / scale}%`, transform: `scale(${scale})` }}
        />
      )}
    </div>
  );
}
