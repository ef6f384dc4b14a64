import { useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { FileDto } from '@shared/schemas/files';
import { FileCard } from './file-card';

// Tailwind's sm, lg and xl breakpoints: 1, 2, 3 or 4 cards a row, as the placeholder grid.
const COLUMN_QUERIES: Array<[string, number]> = [
  ['(min-width: 1280px)', 4],
  ['(min-width: 1024px)', 3],
  ['(min-width: 640px)', 2],
];
// A card is about this tall with its gap; rows are measured once rendered.
const ESTIMATED_ROW_HEIGHT = 340;

function subscribeColumns(onChange: () => void) {
  const lists = COLUMN_QUERIES.map(([query]) => window.matchMedia(query));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}
const columnsNow = () => COLUMN_QUERIES.find(([query]) => window.matchMedia(query).matches)?.[1] ?? 1;

/** Where the list starts on the page; it moves when something above it (the upload banner) appears. */
function useOffsetTop(ref: React.RefObject<HTMLElement | null>) {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => setOffset(element.getBoundingClientRect().top + window.scrollY);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return offset;
}

/**
 * The cards, in rows that exist in the page only near the viewport: thousands of files scroll
 * as smoothly as a dozen.
 */
export function FileGrid({ files, total, busy }: { files: FileDto[]; total: number; busy?: boolean }) {
  const listRef = useRef<HTMLDivElement>(null);
  const columns = useSyncExternalStore(subscribeColumns, columnsNow, () => 1);
  const scrollMargin = useOffsetTop(listRef);
  const rowCount = Math.ceil(files.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: 2,
    scrollMargin,
  });

  return (
    <div
      ref={listRef}
      role="list"
      aria-label="Files"
      aria-busy={busy}
      className="relative"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const first = row.index * columns;
        return (
          <div
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            className="absolute left-0 top-0 grid w-full gap-4 pb-4"
            style={{
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
            }}
          >
            {files.slice(first, first + columns).map((file, i) => (
              <FileCard key={file.id} file={file} position={first + i + 1} setSize={total} />
            ))}
          </div>
        );
      })}
    </div>
  );
}
