import { Fragment, useCallback, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';

/** Media queries, widest first, and how many columns the grid has from each on; narrower is one column. */
export type ColumnQueries = ReadonlyArray<readonly [query: string, columns: number]>;

function useColumns(queries: ColumnQueries) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const lists = queries.map(([query]) => window.matchMedia(query));
      for (const list of lists) list.addEventListener('change', onChange);
      return () => {
        for (const list of lists) list.removeEventListener('change', onChange);
      };
    },
    [queries],
  );
  const now = useCallback(() => queries.find(([query]) => window.matchMedia(query).matches)?.[1] ?? 1, [queries]);
  return useSyncExternalStore(subscribe, now, () => 1);
}

/** Where the list starts on the page; it moves when something above it (a banner) appears. */
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
 * A grid of cards in rows that exist in the page only near the viewport: thousands of items scroll
 * as smoothly as a dozen. Rows are measured once rendered; focus moving down the cards scrolls the
 * next rows into being, so the keyboard still reaches every card in order. Each item says where it
 * sits in the whole list (`renderItem` gets its 1-based position for `aria-posinset`).
 */
export function VirtualGrid<T>({
  items,
  columns: columnQueries,
  estimatedRowHeight,
  getKey,
  renderItem,
  label,
  busy,
}: {
  items: readonly T[];
  columns: ColumnQueries;
  /** A row's height with its gap, before it is measured. */
  estimatedRowHeight: number;
  getKey: (item: T) => React.Key;
  renderItem: (item: T, position: number) => React.ReactNode;
  label: string;
  busy?: boolean;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const columns = useColumns(columnQueries);
  const scrollMargin = useOffsetTop(listRef);
  const rowCount = Math.ceil(items.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => estimatedRowHeight,
    overscan: 2,
    scrollMargin,
  });

  return (
    <div
      ref={listRef}
      role="list"
      aria-label={label}
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
            {items.slice(first, first + columns).map((item, i) => (
              <Fragment key={getKey(item)}>{renderItem(item, first + i + 1)}</Fragment>
            ))}
          </div>
        );
      })}
    </div>
  );
}
