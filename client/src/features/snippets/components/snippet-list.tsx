import { useCallback, useId, useMemo, useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { useDebounce } from 'use-debounce';
import { Code2, RefreshCw, Search, SearchX, Sparkles } from 'lucide-react';
import { SEARCH_DEBOUNCE_MS } from '@shared/constants';
import type { SnippetSort } from '@shared/schemas/snippets';
import { LoadMore } from '@/components/load-more';
import { VirtualGrid, type ColumnQueries } from '@/components/virtual-grid';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Badge, Skeleton } from '@/components/ui/misc';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useProjectSnippets } from '../api/project-snippets';
import { SnippetCard } from './snippet-card';

const SKELETON_CARDS = 2;

function SnippetCardSkeleton() {
  return (
    <Card className="space-y-3 p-4" aria-hidden="true">
      <div className="flex items-start justify-between gap-3">
        <div className="space-y-2">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-3 w-24" />
        </div>
        <Skeleton className="h-8 w-32" />
      </div>
      <Skeleton className="h-40 w-full" />
      <div className="flex gap-2">
        <Skeleton className="h-8 w-16" />
        <Skeleton className="h-8 w-16" />
        <Skeleton className="h-8 w-16" />
      </div>
    </Card>
  );
}

// Tailwind's md breakpoint: two cards a row from 768 px, as the skeletons (grid-cols-1 md:grid-cols-2).
const COLUMN_QUERIES: ColumnQueries = [['(min-width: 768px)', 2]];
// A card with its thumbnail and code preview is about this tall with its gap; rows are measured once rendered.
const ESTIMATED_ROW_HEIGHT = 560;

const SORT_LABELS: Record<SnippetSort, string> = {
  updated: 'Last updated',
  name: 'Name (A to Z)',
  status: 'Status',
};

export function SnippetList({ projectId, onGenerateFirst }: { projectId: number; onGenerateFirst: () => void }) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SnippetSort>('updated');
  const [q] = useDebounce(search.trim(), SEARCH_DEBOUNCE_MS);
  const snippets = useProjectSnippets(projectId, { q, sort }, { placeholderData: keepPreviousData });
  const searchId = useId();
  const sortId = useId();
  const list = useMemo(() => snippets.data?.pages.flatMap((page) => page.items), [snippets.data]);
  const total = snippets.data?.pages[0]?.total;
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = snippets;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  // The controls stay while a search finds nothing; a project without snippets shows only its empty state.
  const searching = q !== '' || search !== '';
  const showControls = searching || (total !== undefined && total > 0);
  const changing = snippets.isPlaceholderData;

  let body: React.ReactNode;
  if (!list && snippets.isError) {
    body = (
      <Card role="alert" className="flex flex-col items-center gap-3 p-8 text-center">
        <p className="text-sm text-slate-600">The snippets could not be loaded. Check your connection and try again.</p>
        <Button variant="outline" size="sm" onClick={() => void snippets.refetch()}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </Card>
    );
  } else if (!list) {
    body = (
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2" role="status" aria-label="Loading snippets">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <SnippetCardSkeleton key={i} />
        ))}
      </div>
    );
  } else if (list.length === 0 && q !== '') {
    body = (
      <Card className="flex flex-col items-center gap-3 border-dashed px-6 py-12 text-center shadow-none">
        <SearchX className="h-8 w-8 text-slate-400" aria-hidden="true" />
        <h3 className="text-lg font-semibold text-slate-900">No matching snippets found</h3>
        <p className="max-w-sm text-sm text-slate-500">No snippet name in this project contains “{q}”.</p>
        <Button variant="outline" onClick={() => setSearch('')}>
          Clear Search
        </Button>
      </Card>
    );
  } else if (list.length === 0) {
    body = (
      <Card className="flex flex-col items-center gap-3 border-dashed px-6 py-12 text-center shadow-none">
        <span className="flex h-12 w-12 items-center justify-center rounded-full bg-slate-100">
          <Code2 className="h-6 w-6 text-slate-500" aria-hidden="true" />
        </span>
        <h3 className="text-lg font-semibold text-slate-900">No snippets yet</h3>
        <p className="max-w-sm text-sm text-slate-500">
          Describe a section in the Generate Snippet panel and the AI builds it with this project's styling.
        </p>
        <Button onClick={onGenerateFirst}>
          <Sparkles aria-hidden="true" />
          Generate First Snippet
        </Button>
      </Card>
    );
  } else {
    body = (
      <>
        <VirtualGrid
          items={list}
          columns={COLUMN_QUERIES}
          estimatedRowHeight={ESTIMATED_ROW_HEIGHT}
          getKey={(snippet) => snippet.id}
          label="Snippets"
          busy={changing}
          renderItem={(snippet, position) => (
            // Only the rows near the viewport exist, so each card says where it sits in the whole list.
            <div role="listitem" aria-posinset={position} aria-setsize={total ?? -1} className="flex min-w-0">
              <SnippetCard snippet={snippet} />
            </div>
          )}
        />
        {hasNextPage && (
          <LoadMore
            onLoad={loadMore}
            loading={isFetchingNextPage}
            failed={isFetchNextPageError}
            failure="More snippets could not be loaded. Check your connection, then try again."
          />
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="snippets-title" className="space-y-4">
      <div className="flex items-center gap-2">
        <h2 id="snippets-title" className="text-xl font-semibold tracking-tight text-slate-900">
          Snippets
        </h2>
        {total !== undefined && total > 0 && (
          <Badge variant="secondary">
            {total}
            <span className="sr-only">{searching ? ' matching' : ''} snippets</span>
          </Badge>
        )}
      </div>
      {showControls && (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="w-full space-y-1.5 sm:max-w-sm">
            <Label htmlFor={searchId}>Search snippets</Label>
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
              />
              <Input
                id={searchId}
                type="search"
                placeholder="Search by name..."
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                className="pl-9"
                autoComplete="off"
              />
            </div>
          </div>
          <div className="w-full space-y-1.5 sm:w-52">
            <Label htmlFor={sortId}>Sort by</Label>
            <Select value={sort} onValueChange={(value) => setSort(value as SnippetSort)}>
              <SelectTrigger id={sortId}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {(Object.keys(SORT_LABELS) as SnippetSort[]).map((value) => (
                  <SelectItem key={value} value={value}>
                    {SORT_LABELS[value]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>
      )}
      {body}
    </section>
  );
}
