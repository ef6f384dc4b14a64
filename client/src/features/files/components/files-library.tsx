import { useCallback, useMemo, useRef, useState } from 'react';
import { useDebounce } from 'use-debounce';
import { FolderOpen, SearchX, Search, Upload, UploadCloud } from 'lucide-react';
import { FILE_SKELETON_COUNT, SEARCH_DEBOUNCE_MS } from '@shared/constants';
import { LoadMore } from '@/components/load-more';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/misc';
import { messageOf } from '@/lib/api';
import { useFilesList } from '../api/list-files';
import { useFileDrop } from '../use-file-drop';
import { useFileUploads } from '../use-file-uploads';
import { FileGrid } from './file-grid';
import { UploadBanner } from './upload-banner';

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

function countLine(total: number, matching: number, searching: boolean) {
  if (searching) return `${matching} of ${total} files matching`;
  return total === 1 ? '1 file' : `${total} files`;
}

function PlaceholderCards() {
  return (
    <ul className={GRID} aria-busy="true" aria-label="Loading files">
      {Array.from({ length: FILE_SKELETON_COUNT }, (_, i) => (
        <li
          key={i}
          data-testid="file-placeholder"
          className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
        >
          <Skeleton className="aspect-[16/10] rounded-none" />
          <div className="space-y-3 p-4">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/2" />
            <Skeleton className="h-5 w-20" />
            <div className="flex gap-2 pt-1">
              <Skeleton className="h-8 flex-1" />
              <Skeleton className="h-8 flex-1" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

function EmptyState({
  icon: Icon,
  title,
  text,
  action,
}: {
  icon: typeof FolderOpen;
  title: string;
  text: string;
  action: React.ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <span className="grid h-12 w-12 place-items-center rounded-full bg-slate-100 text-slate-500">
        <Icon aria-hidden="true" className="h-6 w-6" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 max-w-sm text-sm text-slate-500">{text}</p>
      <div className="mt-5">{action}</div>
    </div>
  );
}

/** The Files page: count, search, uploads (button or drop anywhere), and the grid of files. */
export function FilesLibrary({ enabled = true }: { enabled?: boolean }) {
  const [search, setSearch] = useState('');
  const [q] = useDebounce(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useFilesList({ q }, enabled);
  const uploads = useFileUploads();
  const inputRef = useRef<HTMLInputElement>(null);
  const dragging = useFileDrop(uploads.upload, enabled);

  const firstPage = list.data?.pages[0];
  const files = useMemo(() => list.data?.pages.flatMap((page) => page.files) ?? [], [list.data]);
  const searching = q !== '';
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = list;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const chooseFiles = () => inputRef.current?.click();
  const clearSearch = () => setSearch('');

  let body: React.ReactNode;
  if (!firstPage) {
    body = list.isError ? (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-sm text-red-800">
        <p className="font-semibold">Could not load your files.</p>
        <p className="mt-1">{messageOf(list.error, 'Check your connection and try again.')}</p>
        <Button type="button" variant="outline" size="sm" className="mt-3" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </div>
    ) : (
      <PlaceholderCards />
    );
  } else if (firstPage.total === 0 && !searching) {
    body = (
      <EmptyState
        icon={FolderOpen}
        title="No files uploaded"
        text="Upload images, videos, PDFs and other files, or drop them anywhere on this page. Each file gets a link to use in snippets."
        action={
          <Button type="button" onClick={chooseFiles}>
            <Upload aria-hidden="true" />
            Upload Your First File
          </Button>
        }
      />
    );
  } else if (files.length === 0 && searching && !list.isPlaceholderData) {
    body = (
      <EmptyState
        icon={SearchX}
        title="No matching files found"
        text={`No file name contains “${q}”.`}
        action={
          <Button type="button" variant="outline" onClick={clearSearch}>
            Clear Search
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        <FileGrid
          files={files}
          total={(searching ? firstPage.matching : firstPage.total) ?? files.length}
          busy={list.isPlaceholderData}
        />
        {hasNextPage && (
          <LoadMore
            onLoad={loadMore}
            loading={isFetchingNextPage}
            failed={isFetchNextPageError}
            failure="More files could not be loaded."
          />
        )}
      </>
    );
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Files</h1>
          <p className="mt-1 h-5 text-sm text-slate-500" aria-live="polite">
            {firstPage ? (
              countLine(firstPage.total ?? 0, firstPage.matching ?? 0, searching)
            ) : (
              <Skeleton className="inline-block h-4 w-24" />
            )}
          </p>
        </div>
        <Button type="button" onClick={chooseFiles}>
          <Upload aria-hidden="true" />
          Upload File
        </Button>
        <input
          ref={inputRef}
          type="file"
          multiple
          hidden
          data-testid="file-upload-input"
          onChange={(e) => {
            uploads.upload(Array.from(e.target.files ?? []));
            e.target.value = '';
          }}
        />
      </div>

      <div className="relative w-full sm:max-w-sm">
        <Label htmlFor="file-search" className="sr-only">
          Search files by name
        </Label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
        />
        <Input
          id="file-search"
          type="search"
          placeholder="Search files by name..."
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="pl-9"
          autoComplete="off"
        />
      </div>

      <UploadBanner items={uploads.items} onCancel={uploads.cancel} />

      {body}

      {dragging && (
        <div className="pointer-events-none fixed inset-0 z-50 flex items-center justify-center bg-slate-900/40 p-6 backdrop-blur-[2px]">
          <div className="flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed border-white bg-white/90 px-10 py-12 text-center shadow-xl">
            <UploadCloud aria-hidden="true" className="h-10 w-10 text-slate-700" />
            <p className="text-lg font-semibold text-slate-900">Drop files to upload</p>
            <p className="text-sm text-slate-500">They are added to your library.</p>
          </div>
        </div>
      )}
    </div>
  );
}
